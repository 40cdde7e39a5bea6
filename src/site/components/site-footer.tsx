import { NavLink } from 'react-router';
import { site } from '../../content/site.ts';
import { legalPages, studioPages, type PageLink } from './site-pages.ts';
import { SocialLinks } from './social-links.tsx';
import styles from './site-footer.module.css';

/** The footer of every page: the studio's other pages, the legal pages, the social profiles and the copyright line. */
export function SiteFooter() {
  return (
    <footer className={styles.footer} lang="fr">
      <div className={`container ${styles.inner}`}>
        <nav aria-label="Le studio">
          <PageList pages={studioPages} />
        </nav>
        <nav aria-label="Informations légales">
          <PageList pages={legalPages} />
        </nav>
        <SocialLinks only={['github', 'linkedin']} />
        <p className={styles.copyright}>
          © {copyrightYears()} {site.studioName}. Tous droits réservés.
        </p>
      </div>
    </footer>
  );
}

/**
 * SPEC's « 2023 », then the year of the build (« 2023–2026 »): the span the
 * site has been published, true whenever it is rebuilt.
 */
export function copyrightYears(buildYear = Number(import.meta.env.VITE_BUILD_YEAR)): string {
  return buildYear > site.copyrightYear
    ? `${String(site.copyrightYear)}\u2013${String(buildYear)}`
    : String(site.copyrightYear);
}

function PageList({ pages }: { pages: readonly PageLink[] }) {
  return (
    <ul className={styles.pages}>
      {pages.map(({ label, to }) => (
        <li key={to}>
          <NavLink to={to}>{label}</NavLink>
        </li>
      ))}
    </ul>
  );
}
