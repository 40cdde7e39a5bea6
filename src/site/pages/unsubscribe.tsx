import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { unsubscribeTexts as texts } from '../../content/unsubscribe.ts';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { UNSUBSCRIBE_PARAM } from '../paths.ts';
import layout from './inner-page.module.css';
import styles from './unsubscribe.module.css';

type Outcome =
  | { readonly state: 'idle' | 'pending' }
  | { readonly state: 'done' | 'refused'; readonly message: string };

/**
 * The page the announcement's unsubscribe link opens
 * (`#/Desinscription?jeton=…`). Opening it changes nothing, since mail
 * scanners open links too; one click on the button erases the address.
 */
export default function UnsubscribePage() {
  usePageMeta({ title: texts.title, description: texts.description });
  const [params] = useSearchParams();
  const token = params.get(UNSUBSCRIBE_PARAM) ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });
  const result = useRef<HTMLParagraphElement>(null);

  async function unsubscribe() {
    setOutcome({ state: 'pending' });
    const next = await postUnsubscribe(token);
    setOutcome(next);
    // The button is gone or re-enabled: bring keyboard and screen-reader users to the answer.
    requestAnimationFrame(() => result.current?.focus());
  }

  return (
    <div className={`container ${layout.page}`}>
      <section className={`prose ${styles.panel}`} aria-labelledby="desinscription-titre">
        <h1 id="desinscription-titre">{texts.title}</h1>
        {!token ? (
          <p>{texts.missing}</p>
        ) : outcome.state === 'done' ? null : (
          <>
            <p>{texts.intro}</p>
            <button
              type="button"
              className={styles.button}
              disabled={outcome.state === 'pending'}
              onClick={() => void unsubscribe()}
            >
              {outcome.state === 'pending' ? texts.pending : texts.confirm}
            </button>
          </>
        )}
        <p
          ref={result}
          tabIndex={-1}
          role="status"
          className={outcome.state === 'refused' ? styles.error : styles.result}
        >
          {'message' in outcome ? outcome.message : ''}
        </p>
      </section>
    </div>
  );
}

async function postUnsubscribe(token: string): Promise<Outcome> {
  try {
    const response = await fetch('/api/unsubscribe', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    if (response.ok) return { state: 'done', message: texts.done };
    if (response.status === 404) return { state: 'refused', message: texts.invalid };
    if (response.status === 503) return { state: 'refused', message: texts.unavailable };
    return { state: 'refused', message: texts.failed };
  } catch {
    return { state: 'refused', message: texts.failed };
  }
}
