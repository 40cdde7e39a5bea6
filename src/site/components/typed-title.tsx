import { site } from '../../content/site.ts';
import styles from './typed-title.module.css';

/**
 * SPEC.md's title, « Expertise Logiciel », typed one letter every 100 ms by
 * the stylesheet alone: every letter is in the page, each revealed in turn
 * (typed-title.module.css), so the first paint holds the text, and nothing
 * waits for a script. Screen readers get the whole text at once; the typed
 * copy is hidden from them. Hidden letters keep their place: nothing moves.
 */
export function TypedTitle() {
  const text = site.tagline;
  return (
    <span>
      <span className="visually-hidden">{text}</span>
      <span className={styles.typed} aria-hidden="true" data-testid="typed-text">
        {/* The letters never change order: their place is their key. */}
        {Array.from(text, (letter, index) => (
          <span key={index} className={styles.letter}>
            {letter}
          </span>
        ))}
      </span>
    </span>
  );
}
