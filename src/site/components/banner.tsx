import type { ReactNode } from 'react';
import { Logo } from './logo.tsx';
import { TypedTitle } from './typed-title.tsx';
import styles from './banner.module.css';

/**
 * SPEC.md's 300 px banner of / and /Website: the studio's logo and its
 * tagline typed one letter at a time (its letters in the page, revealed by
 * CSS: typed-title.tsx), over what the page says first — the landing's
 * promise, /Website's title — so the band is never empty (issue 45). The
 * tagline is a paragraph: the page's h1 is its own (`children`).
 */
export function Banner({
  children,
  className = '',
}: {
  readonly children: ReactNode;
  /** The page's own layout of the band (the landing's: the whole first screen). */
  readonly className?: string;
}) {
  return (
    <div className={`${styles.banner} ${className}`}>
      <div className={`container ${styles.inner}`}>
        <p className={styles.tagline}>
          <Logo size={40} />
          <TypedTitle />
        </p>
        {children}
      </div>
    </div>
  );
}
