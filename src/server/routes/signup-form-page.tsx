/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The pragmas: tsx compiles this file outside tsconfig.json's site, where the
// automatic JSX runtime is not set.
import { signupPage as text } from '../../content/signup.ts';
import { Honeypot } from '../../shared/form-parts.tsx';
import {
  HONEYPOT_FIELD,
  SIGNUP_API_PATH,
  SIGNUP_BASE_FIELD,
  SIGNUP_PAGE_FIELD,
  SITE_ORIGIN_FIELD,
} from '../../shared/signup-api.ts';
import { SignupField } from '../../forms/signup-field.tsx';
import { HTML_PAGE_CLASSES, renderHtmlPage } from '../html-page.tsx';

export interface SignupFormPageProps {
  /** The fields as the browser sent them: the address is shown again as typed. */
  readonly values: Readonly<Record<string, unknown>>;
  /** What went wrong, in French, tied to the address field. */
  readonly problem: string;
  /** Where « Retour » goes: the page that held the form. */
  readonly backHref: string;
}

const valueOf = (values: SignupFormPageProps['values'], name: string) => {
  const value = values[name];
  return typeof value === 'string' ? value : '';
};

/**
 * The sign-up form sent back without script when it needs fixing or must
 * wait: the site's own field (shared/signup-field.tsx), the address as
 * typed with the message on it, ready to send again.
 */
export function renderSignupFormPage({ values, problem, backHref }: SignupFormPageProps): string {
  return renderHtmlPage({
    title: text.heading,
    children: (
      <>
        <h1>{text.heading}</h1>
        <form method="post" action={SIGNUP_API_PATH} noValidate>
          <SignupField
            id="champ-email"
            reason={problem}
            classes={HTML_PAGE_CLASSES}
            defaultValue={valueOf(values, 'email')}
            autoFocus
          >
            <button type="submit">{text.submit}</button>
          </SignupField>
          {[SIGNUP_PAGE_FIELD, SIGNUP_BASE_FIELD, SITE_ORIGIN_FIELD].map((name) => (
            <input key={name} type="hidden" name={name} value={valueOf(values, name)} />
          ))}
          <Honeypot
            id="champ-piege"
            name={HONEYPOT_FIELD}
            label={text.honeypotLabel}
            className={HTML_PAGE_CLASSES.honeypot}
          />
        </form>
        <p>
          <a href={backHref}>Retour</a>
        </p>
      </>
    ),
  });
}
