import { Link } from 'react-router';
import { ExternalLink } from './external-link.tsx';
import { IconBrandApple, IconBrandGooglePlay } from './icons.tsx';
import styles from './store-badge.module.css';

type Store = 'apple' | 'google';

const stores = {
  apple: { Icon: IconBrandApple, small: 'Télécharger dans l’', big: 'App Store' },
  google: { Icon: IconBrandGooglePlay, small: 'Disponible sur', big: 'Google Play' },
} as const;

interface StoreBadgeProps {
  readonly store: Store;
  /** An external URL opens in a new tab; a route stays in the site. */
  readonly target: { external: string } | { route: string };
}

/** A store badge drawn in HTML and SVG, as light as a link can be. */
export function StoreBadge({ store, target }: StoreBadgeProps) {
  const { Icon, small, big } = stores[store];
  const body = (
    <>
      <Icon size={32} aria-hidden />
      <span>
        <span className={styles.small}>{small}</span>
        <span className={styles.big}>{big}</span>
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
