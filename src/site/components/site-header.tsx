import { useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link, NavLink, useLocation } from 'react-router';
import { site } from '../../content/site.ts';
import { scrollToSection } from '../lib/motion.ts';
import { paths, websiteSections } from '../paths.ts';
import { ExternalLink } from './external-link.tsx';
import { LogoMark } from './logo.tsx';
import { MenuToggle } from './menu-toggle.tsx';
import { menuPages } from './navigation-links.ts';
import { ThemeSwitch } from './theme-switch.tsx';
import styles from './site-header.module.css';

/**
 * SPEC.md's navigation of /Website: « Mes offres » and « Contact » scroll to
 * their section of /Website, « Réalisation » goes to /Realisation; then
 * « Formations », the training manager's door (issue 35). The same four
 * everywhere; on other pages « Mes offres » leads to /Website's offers
 * and « Contact » to /Contact, the one page to get in touch (the quote form,
 * phone, e-mail, booking). `within`: the pages an item stands for, marked as
 * where the visitor is.
 */
const items = [
  {
    label: 'Mes offres',
    section: websiteSections.offers,
    away: `${paths.website}#${websiteSections.offers}`,
    within: [paths.offer],
  },
  { label: 'Contact', section: websiteSections.contact, away: paths.contact, within: [] },
  {
    label: 'Réalisation',
    route: paths.realisation,
    within: [paths.realisation, paths.kaouka, paths.githubInvoice],
  },
  { label: 'Formations', route: paths.formation, within: [] },
] as const;

/**
 * `page` on the item's own page, `true` on a page under it (an offer under
 * « Mes offres »), nothing elsewhere.
 */
function currentOf(item: (typeof items)[number], pathname: string): 'page' | 'true' | undefined {
  const own =
    'route' in item
      ? item.route
      : item.section === websiteSections.offers
        ? paths.website
        : item.away;
  if (pathname === own) return 'page';
  return item.within.some((root) => pathname === root || pathname.startsWith(`${root}/`))
    ? 'true'
    : undefined;
}

/**
 * The header of every page, sticky: the studio's mark and name, the
 * navigation, the quote and booking calls to action and the theme switch. On phones the
 * bar keeps the mark, « Rendez-vous », the switch and the menu: the main
 * pages over the dimmed page, which does not scroll behind it (the
 * stylesheet); Tab goes round the toggle and the links, Escape or a tap on
 * the dimmed page closes it.
 */
export function SiteHeader() {
  const [open, setOpen] = useState(false);
  // A fixed id: without script the toggle is a link to it (menu-toggle.tsx).
  const menuId = 'menu-principal';
  const { pathname } = useLocation();
  const onWebsite = pathname === paths.website;
  const close = () => {
    // Close first: the open menu pushes nothing, but its focus must not linger.
    flushSync(() => {
      setOpen(false);
    });
  };

  return (
    <header className={styles.header} lang="fr">
      <div className={`container ${styles.inner}`}>
        <Link
          to={paths.landing}
          className={styles.brand}
          aria-current={pathname === paths.landing ? 'page' : undefined}
        >
          <LogoMark size={32} />
          <span className={styles.brandName}>{site.studioName}</span>
        </Link>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the keys pressed on the toggle and links inside, caught where they meet */}
        <nav
          className={styles.nav}
          aria-label="Navigation principale"
          onKeyDown={
            open
              ? (event) => {
                  menuKeys(event, close);
                }
              : undefined
          }
        >
          <MenuToggle
            open={open}
            controls={menuId}
            className={styles.toggle}
            onToggle={() => {
              setOpen((value) => !value);
            }}
          />
          {/* The dimmed page is the menu's own box: a tap on it, outside the panel, closes it. */}
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- Escape is the keyboard's way (menuKeys) */}
          <div
            id={menuId}
            className={`${styles.menu} ${open ? styles.open : ''}`}
            onClick={(event) => {
              if (event.target === event.currentTarget) close();
            }}
          >
            <div className={styles.panel}>
              <ul className={styles.main}>
                {items.map((item) => (
                  <li key={item.label}>
                    {'route' in item ? (
                      <Link
                        to={item.route}
                        className={styles.item}
                        aria-current={currentOf(item, pathname)}
                        onClick={close}
                      >
                        {item.label}
                      </Link>
                    ) : onWebsite ? (
                      <button
                        type="button"
                        className={styles.item}
                        aria-current={currentOf(item, pathname)}
                        onClick={() => {
                          close();
                          scrollToSection(item.section);
                        }}
                      >
                        {item.label}
                      </button>
                    ) : (
                      <Link
                        to={item.away}
                        className={styles.item}
                        aria-current={currentOf(item, pathname)}
                        onClick={close}
                      >
                        {item.label}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
              <ul className={styles.more} aria-label="Les autres pages">
                {/* The bar's « Devis » has no room under 480 px: the menu holds it there. */}
                <li className={styles.menuQuote}>
                  <Link to={paths.contact} className={styles.moreItem} onClick={close}>
                    Demander un devis
                  </Link>
                </li>
                {menuPages.map(({ label, to }) => (
                  <li key={to}>
                    <NavLink to={to} className={styles.moreItem} onClick={close}>
                      {label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </nav>
        {/* The other way in, beside booking: /Contact opens on the quote form (issue 35). */}
        <Link to={paths.contact} className={styles.quote}>
          Devis
        </Link>
        <ExternalLink href={site.links.booking} className={styles.cta}>
          <span className={styles.ctaLong}>Prendre rendez-vous</span>
          <span className={styles.ctaShort}>Rendez-vous</span>
        </ExternalLink>
        <ThemeSwitch />
      </div>
    </header>
  );
}

/**
 * Keys while the phone menu is open: Escape closes it and gives focus back to
 * its toggle; Tab from the last link comes back to the toggle, Shift+Tab from
 * the toggle to the last link, so focus stays in the menu.
 */
function menuKeys(event: KeyboardEvent<HTMLElement>, close: () => void) {
  const stops = event.currentTarget.querySelectorAll<HTMLElement>('button[aria-expanded],li>*');
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (event.key === 'Escape') {
    close();
    first?.focus();
  } else if (event.key === 'Tab' && document.activeElement === (event.shiftKey ? first : last)) {
    event.preventDefault();
    (event.shiftKey ? last : first)?.focus();
  }
}
