import { useRef, useState } from 'react';
import { apiUrl } from '../lib/api-url.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { Island } from './island.tsx';
import { StatePanel } from './state-panel.tsx';
import { WaysOn } from './ways-on.tsx';
import buttons from './button.module.css';
import styles from './token-action-page.module.css';

/** What a page that acts on an e-mail's token says, from src/content. */
export interface TokenActionTexts {
  readonly title: string;
  readonly description: string;
  /**
   * What the prerendered page says, to a browser without script only: it
   * knows no token, and its button needs the script.
   */
  readonly noScript: string;
  /** What the button will do: said before the click, never once refused. */
  readonly intro: string;
  readonly confirm: string;
  readonly pending: string;
  readonly done: string;
  readonly invalid: string;
  readonly missing: string;
  readonly unavailable: string;
  readonly failed: string;
}

/** The API the button posts `{ token }` to, and the statuses it answers. */
export interface TokenActionApi {
  readonly path: string;
  readonly pageParam: string;
  readonly status: {
    readonly done: number;
    readonly invalid: number;
    readonly unavailable: number;
  };
}

type Outcome =
  | { readonly state: 'idle' | 'pending' }
  | { readonly state: 'done'; readonly message: string }
  /** `retry`: nothing was decided (service down, network): the button stays. */
  | { readonly state: 'refused'; readonly message: string; readonly retry: boolean };

interface TokenActionProps {
  readonly texts: TokenActionTexts;
  readonly api: TokenActionApi;
  /** The page's layout class (pages own their layout). */
  readonly className?: string | undefined;
}

/**
 * A page an e-mail's link opens (unsubscribing, confirming a sign-up).
 * Opening it changes nothing, since mail scanners open links too; one click
 * on its button posts the token and shows the answer. The button is an
 * island (island.tsx): the page's src/pages/ file hydrates `TokenAction`.
 */
export function TokenActionPage(props: TokenActionProps) {
  usePageMeta({ title: props.texts.title, description: props.texts.description });
  return (
    <Island props={props}>
      <TokenAction {...props} />
    </Island>
  );
}

export default function TokenAction({ texts, api, className }: TokenActionProps) {
  // The page is built without its query: until the script runs, it neither
  // claims the link is incomplete nor offers a button that needs it; its
  // title alone, the moment the script takes, or why it needs one.
  const hydrated = useHydrated();
  const token = hydrated
    ? (new URLSearchParams(window.location.search).get(api.pageParam) ?? '')
    : '';
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });
  const result = useRef<HTMLHeadingElement>(null);

  async function act() {
    setOutcome({ state: 'pending' });
    setOutcome(await postToken(token, texts, api));
    // The button is gone or re-enabled: bring keyboard and screen-reader users to the answer.
    requestAnimationFrame(() => result.current?.focus());
  }

  const refused = outcome.state === 'refused';
  const canAct = !refused || outcome.retry;

  // Each outcome is a state of its own, in the site's one state panel; the
  // heading takes focus when the answer replaces the button.
  return (
    <div className={`container ${styles.page} ${className ?? ''}`}>
      {!hydrated ? (
        <StatePanel tone="info" title={texts.title} headingLevel={1}>
          <noscript>
            <p>{texts.noScript}</p>
            <WaysOn withEmail />
          </noscript>
        </StatePanel>
      ) : !token ? (
        <StatePanel tone="error" title={texts.title} headingLevel={1}>
          <p>{texts.missing}</p>
          <WaysOn withEmail />
        </StatePanel>
      ) : outcome.state === 'done' ? (
        <StatePanel tone="success" title={texts.title} headingLevel={1} headingRef={result}>
          <p role="status">{outcome.message}</p>
          <WaysOn />
        </StatePanel>
      ) : (
        <StatePanel
          tone={refused ? 'error' : 'info'}
          title={texts.title}
          headingLevel={1}
          headingRef={result}
          actions={
            canAct && (
              <button
                type="button"
                className={`${buttons.primary} ${styles.button}`}
                disabled={outcome.state === 'pending'}
                onClick={() => void act()}
              >
                {outcome.state === 'pending' ? texts.pending : texts.confirm}
              </button>
            )
          }
        >
          {/* Once refused, only the answer: the intro says what the click would have done. */}
          {!refused && <p>{texts.intro}</p>}
          <p role="status" className={styles.error}>
            {refused ? outcome.message : ''}
          </p>
          {refused && <WaysOn withEmail />}
        </StatePanel>
      )}
    </div>
  );
}

async function postToken(
  token: string,
  texts: TokenActionTexts,
  api: TokenActionApi,
): Promise<Outcome> {
  try {
    const response = await fetch(apiUrl(api.path), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    if (response.status === api.status.done) return { state: 'done', message: texts.done };
    if (response.status === api.status.invalid) {
      return { state: 'refused', message: texts.invalid, retry: false };
    }
    if (response.status === api.status.unavailable) {
      return { state: 'refused', message: texts.unavailable, retry: true };
    }
    return { state: 'refused', message: texts.failed, retry: true };
  } catch {
    return { state: 'refused', message: texts.failed, retry: true };
  }
}
