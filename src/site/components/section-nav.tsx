import { useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import { scrollToSection } from '../lib/motion.ts';
import { paths } from '../paths.ts';
import { Logo } from './logo.tsx';
import { MenuToggle } from './menu-toggle.tsx';
import styles from './section-nav.module.css';

export type NavItem =
  | { readonly label: string; readonly section: string }
  | { readonly label: string; readonly route: string };

interface SectionNavProps {
  readonly label: string;
  readonly brand: string;
  readonly items: readonly NavItem[];
}

/**
 * A page's top bar: section buttons that scroll smoothly to their section,
 * links to other pages, and a menu toggle on narrow screens.
 */
export function SectionNav({ label, brand, items }: SectionNavProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();

  return (
    <nav className={styles.bar} aria-label={label}>
      <div className={`container ${styles.inner}`}>
        <Link to={paths.landing} className={styles.brand}>
          <Logo size={32} />
          {brand}
        </Link>
        <MenuToggle
          open={open}
          controls={menuId}
          className={styles.toggle}
          onToggle={() => {
            setOpen((value) => !value);
          }}
        />
        <ul id={menuId} className={`${styles.menu} ${open ? styles.open : ''}`}>
          {items.map((item) => (
            <li key={item.label}>
              {'section' in item ? (
                <button
                  type="button"
                  className={styles.item}
                  onClick={() => {
                    // Close the menu first: the bar is sticky and in the flow, so its
                    // shrinking would otherwise move the section after the scroll began.
                    flushSync(() => {
                      setOpen(false);
                    });
                    scrollToSection(item.section);
                  }}
                >
                  {item.label}
                </button>
              ) : (
                <Link to={item.route} className={styles.item}>
                  {item.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
