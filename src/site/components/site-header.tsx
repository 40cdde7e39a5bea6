import { Link, NavLink, useHere } from '../lib/here.tsx';
import { site } from '../../content/site.ts';
import { paths, websiteSections } from '../paths.ts';
import buttons from './button.module.css';
import { ExternalLink } from './external-link.tsx';
import { useFrameWords } from './frame-words.ts';
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
    en: 'Services',
    section: websiteSections.offers,
    away: `${paths.website}#${websiteSections.offers}`,
    within: [paths.offer],
  },
  {
    label: 'Contact',
    en: 'Contact',
    section: websiteSections.contact,
    away: paths.contact,
    within: [],
  },
  {
    label: 'Réalisation',
    en: 'Work',
    route: paths.realisation,
    within: [paths.realisation, paths.kaouka, paths.githubInvoice],
  },
  { label: 'Formations', en: 'Training', route: paths.formation, within: [] },
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
 * navigation, the quote and booking calls to action and the theme switch. On
 * phones the bar keeps the mark, « Rendez-vous », the switch and the menu
 * toggle, which opens the main pages as a popover (no script: the browser
 * closes it on Escape, giving focus back to the toggle, or on a tap outside)
 * over the dimmed page, which does not scroll behind it (the stylesheet). On
 * /Website, « Mes offres » and « Contact » are links to its sections. On the
 * landing page the mark is not a link, and a desktop's bar keeps « Devis » and
 * « Prendre rendez-vous » until the first screen's own have scrolled away.
 */
export function SiteHeader() {
  const menuId = 'menu-principal';
  const { pathname } = useHere();
  const onWebsite = pathname === paths.website;
  const onLanding = pathname === paths.landing;
  // The frame speaks the page's language: English on the English pages.
  const { lang, words } = useFrameWords();
  const english = lang === 'en';
  // From an English page, the links lead to French pages: said so.
  const toFrench = english ? 'fr' : undefined;
  // The landing page's first screen holds these two actions itself: on a
  // desktop the bar shows them once it has scrolled by (issue 45; the
  // landing's stylesheet, landing.module.css, says how).
  const later = onLanding ? '' : undefined;

  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        {/* On the landing page the mark is its name, not a link to where the visitor is. */}
        {onLanding ? (
          <span className={styles.brand}>
            <LogoMark size={32} />
            <span className={styles.brandName}>{site.studioName}</span>
          </span>
        ) : (
          <Link to={paths.landing} className={styles.brand} hrefLang={toFrench}>
            <LogoMark size={32} />
            <span className={styles.brandName}>{site.studioName}</span>
          </Link>
        )}
        <nav className={styles.nav} aria-label={words.mainNavigation}>
          <MenuToggle controls={menuId} className={styles.toggle} />
          <div id={menuId} className={styles.menu} popover="auto">
            <ul className={styles.main}>
              {items.map((item) => (
                <li key={item.label}>
                  {'route' in item ? (
                    <Link
                      to={item.route}
                      className={styles.item}
                      aria-current={currentOf(item, pathname)}
                      hrefLang={toFrench}
                    >
                      {english ? item.en : item.label}
                    </Link>
                  ) : onWebsite ? (
                    <a
                      href={`#${item.section}`}
                      className={styles.item}
                      aria-current={currentOf(item, pathname)}
                    >
                      {item.label}
                    </a>
                  ) : (
                    <Link
                      to={item.away}
                      className={styles.item}
                      aria-current={currentOf(item, pathname)}
                      hrefLang={toFrench}
                    >
                      {english ? item.en : item.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
            <ul className={styles.more} aria-label={words.otherPages}>
              {/* The bar's « Devis » has no room under 480 px: the menu holds it there. */}
              <li className={styles.menuQuote}>
                <Link to={paths.contact} className={styles.moreItem} hrefLang={toFrench}>
                  {words.menuQuote}
                </Link>
              </li>
              {menuPages.map(({ label, en, to }) => (
                <li key={to}>
                  <NavLink to={to} className={styles.moreItem} hrefLang={toFrench}>
                    {english ? en : label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        </nav>
        {/* The other way in, beside booking: /Contact opens on the quote form (issue 35). */}
        <Link
          to={paths.contact}
          className={`${buttons.outline} ${styles.quote}`}
          data-later={later}
          hrefLang={toFrench}
        >
          {words.quote}
        </Link>
        <ExternalLink
          href={site.links.booking}
          className={`${buttons.primary} ${styles.cta}`}
          data-later={later}
        >
          <span className={styles.ctaLong}>{words.bookingLong}</span>
          <span className={styles.ctaShort}>{words.bookingShort}</span>
        </ExternalLink>
        <ThemeSwitch />
      </div>
    </header>
  );
}
