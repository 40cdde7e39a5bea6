import { createHash } from 'node:crypto';
import { renderToStaticMarkup } from 'react-dom/server';
import { inquiryBudgets, inquiryForm as text } from '../../content/inquiry.ts';
import { offers } from '../../content/offers.ts';
import { site } from '../../content/site.ts';
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
 * own, so it works on any deployment (a static copy of the site posting
 * here from another origin too); its one style block is allowed by hash.
 */
const STYLE = `
:root { color-scheme: light dark; --danger: light-dark(#b42318, #ff9d94); --focus: light-dark(#c2410c, #ffb86b); }
body { margin: 0; font: 1rem/1.5 system-ui, sans-serif; color: light-dark(#151a2d, #e9ecf6); background: light-dark(#fff, #0c0f1d); }
main { max-width: 40rem; margin: 0 auto; padding: 2rem 1rem 4rem; }
h1 { font-size: 1.75rem; line-height: 1.2; }
.problems { padding: 1rem; border: 2px solid var(--danger); border-radius: 8px; }
label { display: block; margin-top: 1.25rem; font-weight: 600; }
input, select, textarea { box-sizing: border-box; width: 100%; margin-top: 0.25rem; padding: 0.6rem; font: inherit; border: 1px solid light-dark(#8a92ab, #5d6688); border-radius: 8px; background: inherit; color: inherit; }
textarea { min-height: 12rem; }
[aria-invalid="true"] { border: 2px solid var(--danger); }
.error { margin: 0.25rem 0 0; color: var(--danger); font-weight: 600; }
.trap { position: absolute; left: -10000px; width: 1px; height: 1px; overflow: hidden; }
button { margin-top: 1.5rem; padding: 0.75rem 1.25rem; font: inherit; font-weight: 600; border: 0; border-radius: 999px; color: #fff; background: #2c44c2; cursor: pointer; }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
a { color: light-dark(#2c44c2, #a3b5ff); }
`;

/** The page's Content-Security-Policy: nothing but its own style block and its form. */
export function formPageSecurityPolicy(formOrigins: readonly string[]): string {
  const styleHash = createHash('sha256').update(STYLE).digest('base64');
  return [
    "default-src 'none'",
    `style-src 'sha256-${styleHash}'`,
    `form-action 'self' ${formOrigins.join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

export interface FormPageProps {
  readonly values: Readonly<Record<string, string>>;
  readonly errors: Partial<Record<InquiryField, string>>;
  /** Where « back » goes: the page that held the form, on the site's origin. */
  readonly backHref: string;
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
        ? offers.map((offer) => ({ key: offer.slug, label: offer.title }))
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

function FormPage({ values, errors, backHref }: FormPageProps) {
  return (
    <html lang="fr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${text.heading} · ${site.studioName}`}</title>
        <style>{STYLE}</style>
      </head>
      <body>
        <main>
          <h1>{text.heading}</h1>
          <div className="problems" role="alert">
            <p>{text.invalid}</p>
          </div>
          <form method="post" action={INQUIRY_API_PATH} noValidate>
            {INQUIRY_FIELDS.map((field) => (
              <Field key={field} field={field} values={values} errors={errors} />
            ))}
            {[INQUIRY_PAGE_FIELD, INQUIRY_THANKS_FIELD, INQUIRY_SITE_FIELD].map((name) => (
              <input key={name} type="hidden" name={name} value={values[name] ?? ''} />
            ))}
            <div className="trap" aria-hidden="true">
              <label htmlFor="champ-piege">{text.honeypotLabel}</label>
              <input id="champ-piege" name={INQUIRY_HONEYPOT} tabIndex={-1} autoComplete="off" />
            </div>
            <button type="submit">{text.submit}</button>
          </form>
          <p>
            <a href={backHref}>Retour</a>
          </p>
        </main>
      </body>
    </html>
  );
}

export function renderFormPage(props: FormPageProps): string {
  return `<!doctype html>${renderToStaticMarkup(<FormPage {...props} />)}`;
}
