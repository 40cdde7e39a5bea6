import { Link } from 'react-router';
import { paths } from '../paths.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { BackLink } from './back-link.tsx';
import { StatePanel } from './state-panel.tsx';
import { WaysOn } from './ways-on.tsx';
import styles from './error-screen.module.css';

/** Messages browsers give when a lazily loaded script cannot be fetched. */
const CHUNK_LOAD_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Loading chunk .* failed|Unable to preload CSS/i;

export type ErrorKind = 'not-found' | 'chunk' | 'unexpected';

/** No page answers this path. */
export class NotFoundError extends Error {
  constructor() {
    super('Aucune page à cette adresse');
    this.name = 'NotFoundError';
  }
}

export function classifyError(error: unknown): ErrorKind {
  if (error instanceof NotFoundError) return 'not-found';
  if (error instanceof Error && CHUNK_LOAD_ERROR.test(error.message)) return 'chunk';
  return 'unexpected';
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

const texts: Record<ErrorKind, { title: string; lead: string }> = {
  'not-found': {
    title: 'Page introuvable',
    lead: 'L’adresse demandée ne correspond à aucune page du site.',
  },
  chunk: {
    title: 'La page n’a pas pu être chargée',
    lead: 'Le réseau a peut-être été coupé, ou le site vient d’être mis à jour. Recharger la page règle le problème dans la plupart des cas.',
  },
  unexpected: {
    title: 'Une erreur inattendue est survenue',
    lead: 'Cette page n’a pas pu s’afficher. Vous pouvez revenir à l’accueil ou réessayer.',
  },
};

interface ErrorScreenProps {
  readonly error: unknown;
}

/** The branded screen for unknown routes, render failures and failed chunk loads. */
export function ErrorScreen({ error }: ErrorScreenProps) {
  const kind = classifyError(error);
  const { title, lead } = texts[kind];
  usePageMeta({ title, description: lead });

  return (
    <div className={`container ${styles.screen}`} data-error={kind}>
      <BackLink to={paths.landing} current={title} />
      <StatePanel
        tone={kind === 'not-found' ? 'not-found' : 'error'}
        title={title}
        headingLevel={1}
        actions={
          <>
            {kind !== 'not-found' && (
              <button
                type="button"
                className={styles.button}
                onClick={() => {
                  window.location.reload();
                }}
              >
                Recharger la page
              </button>
            )}
            <Link
              to={paths.landing}
              className={kind === 'not-found' ? styles.button : styles.secondary}
            >
              Retour à l’accueil
            </Link>
          </>
        }
      >
        <p>{lead}</p>
        <p className={styles.message}>
          {kind === 'not-found' ? <RequestedAddress /> : <>Détail&nbsp;: {errorMessage(error)}</>}
        </p>
        <WaysOn withEmail={kind !== 'not-found'} />
      </StatePanel>
    </div>
  );
}

/**
 * The address asked for, once in the browser: the same prerendered 404.html
 * answers every unknown address, so the build's render (and the hydration
 * that adopts it) shows none, then the browser's own address appears.
 */
function RequestedAddress() {
  const hydrated = useHydrated();
  return !hydrated ? null : (
    <>
      Adresse demandée&nbsp;: <code>{window.location.pathname}</code>
    </>
  );
}
