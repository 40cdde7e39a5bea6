import { Link } from '../lib/here.tsx';
import { ExternalLink } from './external-link.tsx';
import { LogoMark } from './logo.tsx';
import styles from './store-badge.module.css';

type Store = 'apple' | 'google';

/**
 * The official French wording of each badge (Apple's « Télécharger dans
 * l’App Store », Google's « Disponible sur Google Play »), and the wording of
 * an app not yet in the store.
 */
const wording = {
  apple: { available: 'Télécharger dans', coming: 'Bientôt dans', name: 'l’App Store' },
  google: { available: 'Disponible sur', coming: 'Bientôt sur', name: 'Google Play' },
} as const;

interface StoreBadgeProps {
  readonly store: Store;
  /** `coming` while the app is not yet in that store. */
  readonly status?: 'available' | 'coming';
  /** An external URL opens in a new tab; a route stays in the site. */
  readonly target: { external: string } | { route: string };
}

/**
 * A store badge after Apple's and Google's guidelines: black, a thin grey
 * border, the store's mark on the left, the official wording in two lines,
 * one fixed size for both so they line up.
 */
export function StoreBadge({ store, status = 'available', target }: StoreBadgeProps) {
  const words = wording[store];
  const body = (
    <>
      {store === 'apple' ? <AppleMark /> : <PlayMark />}
      <span className={styles.words}>
        <span className={styles.small}>{words[status]}</span>
        <span className={styles.big}>{words.name}</span>
      </span>
    </>
  );
  return 'external' in target ? (
    <ExternalLink href={target.external} className={styles.badge}>
      {body}
    </ExternalLink>
  ) : (
    <Link to={target.route} className={styles.badge}>
      {body}
    </Link>
  );
}

/**
 * The studio's own badge, for a link that leaves for the studio's page of an
 * app rather than a store: its mark and its indigo, the shape of the store
 * badges so they sit together, never Apple's or Google's marks (their
 * guidelines keep those for links to their stores).
 */
export function StudioBadge({
  href,
  small,
  big,
}: {
  readonly href: string;
  readonly small: string;
  readonly big: string;
}) {
  return (
    // The studio's own site: opened in the same tab, like any of its pages (content review N61).
    <a href={href} className={`${styles.badge} ${styles.studio}`}>
      <LogoMark size={30} />
      <span className={styles.words}>
        <span className={styles.small}>{small}</span>
        <span className={styles.big}>{big}</span>
      </span>
    </a>
  );
}

/** An apple with a bite and a leaf, drawn for this site, in white as the guidelines ask. */
function AppleMark() {
  return (
    <svg
      className={styles.mark}
      width="26"
      height="30"
      viewBox="0 0 26 30"
      aria-hidden="true"
      focusable="false"
    >
      <path
        fill="#fff"
        d="M13 9.2c1.6 0 3-1 5-1 2.4 0 4.4 1.3 5.5 3.2-2.2 1.3-3.4 3.2-3.4 5.6 0 2.8 1.7 4.9 4 5.8-.7 1.9-1.7 3.6-2.9 5-1 1.2-2 2-3.4 2-1.6 0-2.3-1-4.6-1s-3 1-4.6 1c-1.4 0-2.4-.9-3.5-2.2C2.6 25 1 21.3 1 17.6 1 12.3 4.4 9.2 8 9.2c2.1 0 3.4 1 5 1Z"
      />
      <path fill="#fff" d="M13.2 7.4c-.2-2.7 2.2-5.8 5.3-6.2.3 3-2.4 6-5.3 6.2Z" />
    </svg>
  );
}

/** Google Play's four-colour triangle, drawn for this site. */
function PlayMark() {
  return (
    <svg
      className={styles.mark}
      width="26"
      height="28"
      viewBox="0 0 26 28"
      aria-hidden="true"
      focusable="false"
    >
      <path fill="#4285f4" d="M1.6 1 14 14 1.6 27c-.4-.3-.6-.8-.6-1.4V2.4c0-.6.2-1.1.6-1.4Z" />
      <path fill="#34a853" d="M1.6 1c.5-.4 1.2-.4 1.9 0L18.4 9.4 14 14Z" />
      <path fill="#ea4335" d="M14 14l4.4 4.6L3.5 27c-.7.4-1.4.4-1.9 0Z" />
      <path fill="#fbbc04" d="M18.4 9.4l5 2.8c1.5.9 1.5 2.7 0 3.6l-5 2.8L14 14Z" />
    </svg>
  );
}
