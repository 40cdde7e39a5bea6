import { Logo } from './logo.tsx';
import { TypedTitle } from './typed-title.tsx';
import styles from './banner.module.css';

interface BannerProps {
  /** The banner's title is the page's h1 on the landing page, a plain paragraph elsewhere. */
  readonly as?: 'h1' | 'p';
  /** A line under the title, on the landing page: what the studio does, read in the first second. */
  readonly promise?: string;
}

/**
 * The 300 px banner: the studio's logo and its tagline typed one letter at a
 * time. Screen readers get the whole text at once; the typed copy is hidden
 * from them.
 */
export function Banner({ as = 'h1', promise }: BannerProps) {
  return (
    <div className={styles.banner}>
      <Logo size={56} />
      <TypedTitle as={as} className={styles.title} />
      {promise && <p className={styles.promise}>{promise}</p>}
    </div>
  );
}
