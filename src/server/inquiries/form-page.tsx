/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The pragmas: tsx (the owner's commands, `npm run dev`) compiles this file
// outside tsconfig.json's site, where the automatic JSX runtime is not set.
import { inquiryBudgets, inquiryForm as text } from '../../content/inquiry.ts';
import { inquirySubjects } from '../../content/inquiry-subjects.ts';
import { renderHtmlPage, Trap } from '../html-page.tsx';
import {
  INQUIRY_API_PATH,
  INQUIRY_FIELDS,
  INQUIRY_HONEYPOT,
  type InquiryField,
} from '../../shared/inquiry-api.ts';
import { INQUIRY_PAGE_FIELD, INQUIRY_SITE_FIELD, INQUIRY_THANKS_FIELD } from './redirect.ts';

/**
 * The form sent back, without script, when a request needs fixing: every
 * value as typed, each problem on its field (in French, tied to it by
 * aria-describedby), the first wrong field focused. A page of the server's
 * own (html-page.tsx), so it works on any deployment.
 */
export interface FormPageProps {
  readonly values: Readonly<Record<string, string>>;
  readonly errors: Partial<Record<InquiryField, string>>;
  /** Where « back » goes: the page that held the form, on the site's origin. */
  readonly backHref: string;
  /** What the visitor reads above the form: what to fix, or why to send again later. */
  readonly problem: string;
}

function Field({
  field,
  values,
  errors,
}: {
  field: InquiryField;
  values: FormPageProps['values'];
  errors: FormPageProps['errors'];
}) {
  const id = `champ-${field}`;
  const error = errors[field];
  const common = {
    id,
    name: field,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-erreur` : undefined,
    autoFocus: error !== undefined && INQUIRY_FIELDS.find((each) => errors[each]) === field,
  };
  const value = values[field] ?? '';
  let control;
  if (field === 'message') control = <textarea {...common} defaultValue={value} required />;
  else if (field === 'offer' || field === 'budget') {
    const options =
      field === 'offer'
        ? inquirySubjects.map((subject) => ({ key: subject.value, label: subject.label }))
        : inquiryBudgets;
    control = (
      <select {...common} defaultValue={value}>
        <option value="">{field === 'offer' ? text.noOffer : text.noBudget}</option>
        {options.map((option) => (
          <option key={option.key} value={option.key}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else {
    const type = field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text';
    const required = field === 'name' || field === 'email';
    control = <input {...common} type={type} defaultValue={value} required={required} />;
  }
  return (
    <>
      <label htmlFor={id}>{text.labels[field]}</label>
      {control}
      {error && (
        <p id={`${id}-erreur`} className="error">
          {error}
        </p>
      )}
    </>
  );
}

export function renderFormPage({ values, errors, backHref, problem }: FormPageProps): string {
  return renderHtmlPage({
    title: text.heading,
    children: (
      <>
        <h1>{text.heading}</h1>
        <div className="problems" role="alert">
          <p>{problem}</p>
        </div>
        <form method="post" action={INQUIRY_API_PATH} noValidate>
          {INQUIRY_FIELDS.map((field) => (
            <Field key={field} field={field} values={values} errors={errors} />
          ))}
          {[INQUIRY_PAGE_FIELD, INQUIRY_THANKS_FIELD, INQUIRY_SITE_FIELD].map((name) => (
            <input key={name} type="hidden" name={name} value={values[name] ?? ''} />
          ))}
          <Trap name={INQUIRY_HONEYPOT} label={text.honeypotLabel} />
          <button type="submit">{text.submit}</button>
        </form>
        <p>
          <a href={backHref}>Retour</a>
        </p>
      </>
    ),
  });
}
