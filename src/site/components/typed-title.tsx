import { site } from '../../content/site.ts';
import { useTypewriter } from '../lib/use-typewriter.ts';
import styles from './typed-title.module.css';

interface TypedTitleProps {
  /** The landing page's h1; a plain paragraph in /Website's banner. */
  readonly as: 'h1' | 'p';
  readonly className?: string | undefined;
}

/**
 * SPEC.md's title, « Expertise Logiciel », typed one letter at a time.
 * Screen readers get the whole text at once; the typed copy is hidden from
 * them. The letters not yet typed keep their place: nothing moves.
 */
export function TypedTitle({ as: Title, className }: TypedTitleProps) {
  const text = site.tagline;
  const shown = useTypewriter(text);
  const done = shown >= text.length;
  return (
    <Title className={className}>
      <span className="visually-hidden">{text}</span>
      <span className={`${styles.typed} ${done ? styles.done : ''}`} aria-hidden="true">
        <span data-testid="typed-text" className={styles.caret}>
          {text.slice(0, shown)}
        </span>
        <span className={styles.pending}>{text.slice(shown)}</span>
      </span>
    </Title>
  );
}
