import { useEffect, useState } from 'react';
import { Link } from 'react-router';
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
 * the article being read marked (aria-current) once the script runs.
 */
export function ContentsNav({ title, route, entries, className }: ContentsNavProps) {
  const current = useSectionInView(entries);
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
            <Link to={`${route}#${id}`} aria-current={id === current ? 'location' : undefined}>
              {label}
            </Link>
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

/**
 * The id of the section being read: the last one whose top has passed the
 * reading line, 30 % down the window. An observer of that upper band tells
 * when a section's top crosses the line, either way; nothing runs while the
 * reader stays within one section, and nothing before hydration (the
 * prerendered page marks none).
 */
function useSectionInView(entries: ContentsNavProps['entries']): string | undefined {
  const [current, setCurrent] = useState<string>();
  // The pages build their entries on each render: the observer follows the ids, not the array.
  const ids = entries.map(({ id }) => id).join(' ');
  useEffect(() => {
    // A marker, not the contents: a browser without the observer shows them unmarked.
    if (typeof IntersectionObserver === 'undefined') return;
    const sections = ids
      .split(' ')
      .map((id) => document.getElementById(id))
      .filter((section) => section !== null);
    const observer = new IntersectionObserver(
      () => {
        const line = window.innerHeight * 0.3;
        setCurrent(sections.findLast((section) => section.getBoundingClientRect().top <= line)?.id);
      },
      { rootMargin: '0px 0px -70% 0px' },
    );
    for (const section of sections) observer.observe(section);
    return () => {
      observer.disconnect();
    };
  }, [ids]);
  return current;
}
