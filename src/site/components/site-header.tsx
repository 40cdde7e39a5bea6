import { useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, useLocation } from 'react-router';
import { site } from '../../content/site.ts';
import { scrollToSection } from '../lib/motion.ts';
import { paths, websiteSections } from '../paths.ts';
import { ExternalLink } from './external-link.tsx';
import { LogoMark } from './logo.tsx';
import { ThemeSwitch } from './theme-switch.tsx';
import { MenuToggle } from './menu-toggle.tsx';
import styles from './site-header.module.css';

/**
 * SPEC.md's navigation of /Website: « Mes offres » and « Contact » scroll to
 * their section of /Website, « Réalisation » goes to /Realisation. The same
 * three everywhere; on other pages the first two lead to /Website's sections.
 */
const items = [
  { label: 'Mes offres', section: websiteSections.offers },
  { label: 'Contact', section: websiteSections.contact },
  { label: 'Réalisation', route: paths.realisation },
] as const;

const CTA_LABEL = 'Prendre rendez-vous';

/** The header of every page: the studio's mark and name, the navigation, the booking call to action, the theme switch. */
export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();
  const onWebsite = pathname === paths.website;
  const close = () => {
    // Close first: the open menu pushes nothing, but its focus must not linger.
    flushSync(() => {
      setOpen(false);
    });
  };

  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <Link to={paths.landing} className={styles.brand}>
          <LogoMark size={36} />
          <span>{site.studioName}</span>
        </Link>
        <nav className={styles.nav} aria-label="Navigation principale">
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
                {'route' in item ? (
                  <Link to={item.route} className={styles.item} onClick={close}>
                    {item.label}
                  </Link>
                ) : onWebsite ? (
                  <button
                    type="button"
                    className={styles.item}
                    onClick={() => {
                      close();
                      scrollToSection(item.section);
                    }}
                  >
                    {item.label}
                  </button>
                ) : (
                  <Link
                    to={`${paths.website}#${item.section}`}
                    className={styles.item}
                    onClick={close}
                  >
                    {item.label}
                  </Link>
                )}
              </li>
            ))}
            <li className={styles.menuCta}>
              <ExternalLink href={site.links.booking} className={styles.cta}>
                {CTA_LABEL}
              </ExternalLink>
            </li>
          </ul>
        </nav>
        <ExternalLink href={site.links.booking} className={`${styles.cta} ${styles.barCta}`}>
          {CTA_LABEL}
        </ExternalLink>
        <ThemeSwitch />
      </div>
    </header>
  );
}
