/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The pragmas: tsx (the owner's commands, `npm run dev`) compiles this file
// outside tsconfig.json's site, where the automatic JSX runtime is not set.
import { inquiryForm as text } from '../../content/inquiry.ts';
import { inquirySubjectGroups } from '../../content/inquiry-subjects.ts';
import { FormProblem, Honeypot } from '../../shared/form-parts.tsx';
import { INQUIRY_API_PATH, INQUIRY_HONEYPOT, type InquiryField } from '../../shared/inquiry-api.ts';
import { InquiryFields } from '../../forms/inquiry-fields.tsx';
import { HTML_PAGE_CLASSES, renderHtmlPage } from '../html-page.tsx';

/**
 * The form sent back, without script, when a request needs fixing: the
 * site's own fields (shared/inquiry-fields.tsx) with every value as typed,
 * each problem on its field, the first wrong field focused. A page of the
 * server's own (html-page.tsx), so it works on any deployment.
 */
export interface FormPageProps {
  readonly values: Readonly<Record<string, string>>;
  readonly errors: Partial<Record<InquiryField, string>>;
  /** Where « back » goes: the page that held the form, on the site's origin. */
  readonly backHref: string;
  /** What the visitor reads above the form: what to fix, or why to send again later. */
  readonly problem: string;
}

export function renderFormPage({ values, errors, backHref, problem }: FormPageProps): string {
  return renderHtmlPage({
    title: text.heading,
    // The site's home on the origin the form came from (a static copy's own).
    home: `${/^https?:\/\/[^/]+/.exec(backHref)?.[0] ?? ''}/`,
    children: (
      <>
        <h1>{text.heading}</h1>
        <FormProblem className={HTML_PAGE_CLASSES.problem} message={problem} />
        <form method="post" action={INQUIRY_API_PATH} noValidate>
          <InquiryFields
            idOf={(field) => `champ-${field}`}
            errors={errors}
            values={values}
            subjectGroups={inquirySubjectGroups}
            classes={HTML_PAGE_CLASSES}
            focusFirstError
          />
          <Honeypot
            id="champ-piege"
            name={INQUIRY_HONEYPOT}
            label={text.honeypotLabel}
            className={HTML_PAGE_CLASSES.honeypot}
          />
          <button type="submit">{text.submit}</button>
        </form>
        <p>
          <a href={backHref}>Retour</a>
        </p>
      </>
    ),
  });
}
