import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { confirmFromInbox } from '../../../content/confirmation.ts';
import { signupPage as text } from '../../../content/signup.ts';
import {
  HONEYPOT_FIELD,
  SIGNUP_BASE_FIELD,
  SITE_ORIGIN_FIELD,
  SIGNUP_FORM_PAGE,
  SIGNUP_PAGE_FIELD,
} from '../../../shared/signup-api.ts';
import { FormProblem, Honeypot } from '../../../shared/form-parts.tsx';
import { SignupField } from '../../../forms/signup-field.tsx';
import buttons from '../../components/button.module.css';
import { FormFailure } from '../../components/form-failure.tsx';
import { IconAlertTriangle } from '../../components/icons.tsx';
import { StatePanel } from '../../components/state-panel.tsx';
import { basePath, publicOrigin } from '../../lib/base-path.ts';
import { signupEndpoint, submitSignup } from '../../lib/signup-client.ts';
import layout from '../inner-page.module.css';
import styles from '../kaouka-app-android.module.css';

/**
 * `refused`: the server (or the same check run before sending) refused the
 * address; its words go on the field. `failed`: anything else; the generic
 * message goes under the form. Never both for one submission.
 */
type State =
  | { readonly step: 'idle' | 'sending' | 'failed' }
  | { readonly step: 'done'; readonly confirmByEmail: boolean }
  | { readonly step: 'refused'; readonly reason: string };

/**
 * The sign-up form of /Kaouka_app_android, an island (components/island.tsx):
 * the page's src/pages/ file hydrates it when it nears the screen.
 */
export default function SignupForm() {
  const [state, setState] = useState<State>({ step: 'idle' });
  const thanks = useRef<HTMLHeadingElement>(null);
  const emailField = useRef<HTMLInputElement>(null);
  const [emailId, honeypotId] = [useId(), useId()];

  // The form disappears on success: focus goes to the thank-you heading so
  // keyboard and screen-reader users land on the news. A refused address
  // sends focus back to the field, whose description now says why.
  useEffect(() => {
    if (state.step === 'done') thanks.current?.focus();
    if (state.step === 'refused') emailField.current?.focus();
  }, [state]);

  async function onSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.step === 'sending') return;
    const form = new FormData(event.currentTarget);
    const field = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : '';
    };
    setState({ step: 'sending' });
    const outcome = await submitSignup(
      field('email'),
      field(HONEYPOT_FIELD),
      field(SIGNUP_PAGE_FIELD),
    );
    if (outcome.ok) setState({ step: 'done', confirmByEmail: outcome.confirmByEmail });
    else if (outcome.detail) setState({ step: 'refused', reason: outcome.detail });
    else setState({ step: 'failed' });
  }

  return (
    <>
      {state.step === 'done' ? (
        <StatePanel
          tone="success"
          title={text.successTitle}
          headingId="signup-done"
          headingRef={thanks}
        >
          <p>{state.confirmByEmail ? confirmFromInbox : text.successMessage}</p>
        </StatePanel>
      ) : (
        // A real form (PRODUCT.md decision 19): without script, or before it
        // arrives, the browser posts it and the server answers 303 to the
        // outcome page; the script only keeps the visitor on the page.
        <form
          className={styles.card}
          method="post"
          action={signupEndpoint}
          onSubmit={(event) => void onSubmit(event)}
          noValidate
        >
          <input type="hidden" name={SIGNUP_BASE_FIELD} value={basePath} />
          <input type="hidden" name={SITE_ORIGIN_FIELD} value={publicOrigin} />
          <input
            type="hidden"
            name={SIGNUP_PAGE_FIELD}
            value={`${basePath}${SIGNUP_FORM_PAGE.slice(1)}`}
          />
          <p className={layout.lead}>{text.intro}</p>
          <SignupField
            id={emailId}
            reason={state.step === 'refused' ? state.reason : undefined}
            classes={{ ...styles, input: 'form-input', error: 'form-error' }}
            errorIcon={<IconAlertTriangle size={18} aria-hidden="true" />}
            inputRef={emailField}
          >
            <button
              type="submit"
              className={`${buttons.primary} form-button`}
              aria-disabled={state.step === 'sending'}
            >
              {state.step === 'sending' ? text.sending : text.submit}
            </button>
          </SignupField>
          <Honeypot
            id={honeypotId}
            name={HONEYPOT_FIELD}
            label={text.honeypotLabel}
            className="form-honeypot"
          />
          <FormProblem
            className="form-problem"
            message={
              state.step === 'failed' ? <FormFailure>{text.failure}</FormFailure> : undefined
            }
          />
        </form>
      )}
    </>
  );
}
