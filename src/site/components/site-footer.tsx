import { NavLink } from '../lib/here.tsx';
import { formatPhone } from '../../shared/french-format.ts';
import { site } from '../../content/site.ts';
import { legalPages, studioPages, type PageLink } from './navigation-links.ts';
import { SocialLinks } from './social-links.tsx';
import styles from './site-footer.module.css';

/**
 * The footer of every page: the studio and how to reach it, its other pages,
 * the legal pages, the social profiles and the copyright line.
 */
export function SiteFooter() {
  return (
    <footer className={styles.footer} lang="fr">
      <div className={`container ${styles.inner}`}>
        <div className={styles.brand}>
          <p>{site.studioName}</p>
          <p>{site.contactName}</p>
          <ul>
            <li>
              <a href={`tel:${site.phone}`}>{formatPhone(site.phone)}</a>
            </li>
            <li>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </li>
          </ul>
        </div>
        <nav aria-label="Le studio">
          <PageList pages={studioPages} />
        </nav>
        <nav aria-label="Informations légales">
          <PageList pages={legalPages} />
        </nav>
        <div className={styles.end}>
          <SocialLinks only={['github', 'linkedin']} />
          <p className={styles.copyright}>
            © {import.meta.env.VITE_COPYRIGHT_YEARS} {site.studioName}. Tous droits réservés.
          </p>
        </div>
      </div>
    </footer>
  );
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
