import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { Link } from 'react-router';
import { signupPage as text } from '../../content/signup.ts';
import { HONEYPOT_FIELD } from '../../shared/signup-api.ts';
import { BackLink } from '../components/back-link.tsx';
import { ProjectLogo } from '../components/project-logo.tsx';
import { submitSignup } from '../lib/signup-client.ts';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { paths } from '../paths.ts';
import layout from './inner-page.module.css';
import styles from './kaouka-app-android.module.css';

type State =
  | { readonly step: 'idle' | 'sending' | 'done' }
  | { readonly step: 'failed'; readonly detail?: string };

export default function KaoukaAppAndroidPage() {
  usePageMeta({ title: text.metaTitle, description: text.metaDescription });
  const [state, setState] = useState<State>({ step: 'idle' });
  const thanks = useRef<HTMLHeadingElement>(null);
  const ids = { email: useId(), hint: useId(), error: useId(), honeypot: useId() };

  // The form disappears on success: focus goes to the thank-you heading so
  // keyboard and screen-reader users land on the news.
  useEffect(() => {
    if (state.step === 'done') thanks.current?.focus();
  }, [state.step]);

  async function onSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.step === 'sending') return;
    const form = new FormData(event.currentTarget);
    const field = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : '';
    };
    setState({ step: 'sending' });
    const outcome = await submitSignup(field('email'), field(HONEYPOT_FIELD));
    setState(outcome.ok ? { step: 'done' } : { step: 'failed', detail: outcome.detail });
  }

  const failed = state.step === 'failed';
  return (
    <div className={`container ${layout.page}`}>
      <BackLink to={paths.realisation} />
      <header className={`${layout.header} ${styles.hero}`}>
        <ProjectLogo name="kaouka" label="Logo de Kaouka" size={72} />
        <h1>{text.heading}</h1>
      </header>
      {state.step === 'done' ? (
        <section className={styles.card} aria-labelledby="signup-done">
          <h2 id="signup-done" ref={thanks} tabIndex={-1}>
            {text.successTitle}
          </h2>
          <p>{text.successMessage}</p>
        </section>
      ) : (
        <form className={styles.card} onSubmit={(event) => void onSubmit(event)} noValidate>
          <p className={layout.lead}>{text.intro}</p>
          <label htmlFor={ids.email} className={styles.label}>
            {text.emailLabel}
          </label>
          <p id={ids.hint} className={styles.hint}>
            {text.emailHint}
          </p>
          <div className={styles.row}>
            <input
              id={ids.email}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              spellCheck={false}
              required
              maxLength={254}
              className={styles.input}
              aria-describedby={failed ? `${ids.hint} ${ids.error}` : ids.hint}
              aria-invalid={failed && state.detail !== undefined}
            />
            <button
              type="submit"
              className={styles.button}
              aria-disabled={state.step === 'sending'}
            >
              {state.step === 'sending' ? text.sending : text.submit}
            </button>
          </div>
          {/* A trap for form-filling bots: off-screen, out of the tab order, hidden from assistive technology. */}
          <div className={styles.honeypot} aria-hidden="true">
            <label htmlFor={ids.honeypot}>{text.honeypotLabel}</label>
            <input
              id={ids.honeypot}
              name={HONEYPOT_FIELD}
              type="text"
              tabIndex={-1}
              autoComplete="off"
            />
          </div>
          <div id={ids.error} role="alert" className={styles.error}>
            {failed && (
              <>
                <p>{text.failure}</p>
                {state.detail && <p>{state.detail}</p>}
              </>
            )}
          </div>
        </form>
      )}
      {/* What the address is for, and where the whole policy is (GDPR art. 13). */}
      <p className={styles.notice} data-testid="signup-notice">
        {text.notice} <Link to={paths.privacy}>Politique de confidentialité</Link>
      </p>
    </div>
  );
}
