import { Link } from '../lib/here.tsx';
import styles from './contents-nav.module.css';

export const CONTENTS_ID = 'sommaire';

interface ContentsNavProps {
  /** « Sommaire », or « Contents » on an English page. */
  readonly title: string;
  /** This page's route: each entry links to `route#id`. */
  readonly route: string;
  readonly entries: readonly { readonly id: string; readonly label: string }[];
  /** Its place in the page's layout. */
  readonly className?: string;
}

/**
 * A long document's table of contents: numbered entries whose number stays on
 * their first line, beside the text and in view on desktop (the stylesheet),
 * the article being read marked by the browser (the stylesheet's scroll target group).
 */
export function ContentsNav({ title, route, entries, className }: ContentsNavProps) {
  return (
    <nav
      id={CONTENTS_ID}
      className={`${styles.toc} ${className ?? ''}`}
      aria-labelledby={`${CONTENTS_ID}-titre`}
    >
      <h2 id={`${CONTENTS_ID}-titre`}>{title}</h2>
      <ol>
        {entries.map(({ id, label }) => (
          <li key={id}>
            <Link to={`${route}#${id}`}>{label}</Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * The link back to the contents, at the foot of the screen while the text is
 * read on a phone (sticky, the stylesheet): a 14,000 px page never has to be
 * scrolled back by hand. Desktop keeps the contents in view instead.
 */
export function BackToContents({ route, label }: { route: string; label: string }) {
  return (
    <p className={styles.back}>
      <Link to={`${route}#${CONTENTS_ID}`}>↑ {label}</Link>
    </p>
  );
}
