import { site } from '../../content/site.ts';
import { useTypewriter } from '../lib/use-typewriter.ts';
import { Logo } from './logo.tsx';
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
export function Banner({ as: Title = 'h1', promise }: BannerProps) {
  const text = site.tagline;
  const shown = useTypewriter(text);
  const done = shown >= text.length;

  return (
    <div className={styles.banner}>
      <Logo size={56} />
      <Title className={styles.title}>
        <span className="visually-hidden">{text}</span>
        <span className={`${styles.typed} ${done ? styles.done : ''}`} aria-hidden="true">
          <span data-testid="typed-text" className={styles.caret}>
            {text.slice(0, shown)}
          </span>
          <span className={styles.pending}>{text.slice(shown)}</span>
        </span>
      </Title>
      {promise && <p className={styles.promise}>{promise}</p>}
    </div>
  );
}
