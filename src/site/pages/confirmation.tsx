import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { confirmationPage as texts } from '../../content/confirmation.ts';
import {
  CONFIRMATION_API_PATH,
  CONFIRMATION_PAGE_PARAM,
  CONFIRMATION_STATUS,
  type ConfirmationRequest,
} from '../../shared/confirmation-api.ts';
import { StatePanel } from '../components/state-panel.tsx';
import { usePageMeta } from '../lib/use-page-meta.ts';
import layout from './inner-page.module.css';
import styles from './unsubscribe.module.css';

type Outcome =
  | { readonly state: 'idle' | 'pending' }
  | { readonly state: 'done' | 'refused'; readonly message: string };

/**
 * The page the confirmation e-mail's link leads to (`confirmationPageUrl` in
 * src/shared/confirmation-api.ts). Opening it changes nothing, since mail
 * scanners open links too; one click on the button confirms the sign-up.
 */
export default function ConfirmationPage() {
  usePageMeta({ title: texts.title, description: texts.description });
  const [params] = useSearchParams();
  const token = params.get(CONFIRMATION_PAGE_PARAM) ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });
  const result = useRef<HTMLHeadingElement>(null);

  async function confirm() {
    setOutcome({ state: 'pending' });
    const next = await postConfirmation(token);
    setOutcome(next);
    // The button is gone or re-enabled: bring keyboard and screen-reader users to the answer.
    requestAnimationFrame(() => result.current?.focus());
  }

  // Each outcome is a state of its own, in the site's one state panel; the
  // heading takes focus when the answer replaces the button.
  return (
    <div className={`container ${layout.page}`}>
      {!token ? (
        <StatePanel tone="error" title={texts.title} headingLevel={1}>
          <p>{texts.missing}</p>
        </StatePanel>
      ) : outcome.state === 'done' ? (
        <StatePanel tone="success" title={texts.title} headingLevel={1} headingRef={result}>
          <p role="status">{outcome.message}</p>
        </StatePanel>
      ) : (
        <StatePanel
          tone={outcome.state === 'refused' ? 'error' : 'info'}
          title={texts.title}
          headingLevel={1}
          headingRef={result}
          actions={
            <button
              type="button"
              className={styles.button}
              disabled={outcome.state === 'pending'}
              onClick={() => void confirm()}
            >
              {outcome.state === 'pending' ? texts.pending : texts.confirm}
            </button>
          }
        >
          <p>{texts.intro}</p>
          <p role="status" className={styles.error}>
            {outcome.state === 'refused' ? outcome.message : ''}
          </p>
        </StatePanel>
      )}
    </div>
  );
}

async function postConfirmation(token: string): Promise<Outcome> {
  try {
    const body: ConfirmationRequest = { token };
    const response = await fetch(CONFIRMATION_API_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.status === CONFIRMATION_STATUS.done) return { state: 'done', message: texts.done };
    if (response.status === CONFIRMATION_STATUS.invalid) {
      return { state: 'refused', message: texts.invalid };
    }
    if (response.status === CONFIRMATION_STATUS.unavailable) {
      return { state: 'refused', message: texts.unavailable };
    }
    return { state: 'refused', message: texts.failed };
  } catch {
    return { state: 'refused', message: texts.failed };
  }
}
