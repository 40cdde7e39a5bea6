import { Link } from '../lib/here.tsx';
import styles from './section-nav.module.css';

/** `lang`: a label in another language than the page's, read in its own. */
export type NavItem =
  | { readonly label: string; readonly section: string; readonly lang?: string }
  | { readonly label: string; readonly route: string; readonly lang?: string };

interface SectionNavProps {
  readonly label: string;
  readonly items: readonly NavItem[];
}

/**
 * A page's own bar of sections, under the site's header and sticky with it:
 * links to its sections (scrolled to smoothly: global.css), links to other pages. Its
 * few short items stay in one row at 320 px, so a phone shows one menu
 * button only, the header's.
 */
export function SectionNav({ label, items }: SectionNavProps) {
  return (
    <nav className={styles.bar} aria-label={label}>
      <ul className={`container ${styles.menu}`}>
        {items.map((item) => (
          <li key={item.label}>
            {'section' in item ? (
              <a href={`#${item.section}`} className={styles.item} lang={item.lang}>
                {item.label}
              </a>
            ) : (
              <Link to={item.route} className={styles.item} lang={item.lang}>
                {item.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
