import { Link } from 'react-router';
import { site } from '../../content/site.ts';
import { paths } from '../paths.ts';
import { ExternalLink } from './external-link.tsx';
import { IconBrandGithub, IconBrandLinkedin } from './icons.tsx';
import styles from './site-footer.module.css';

/** The pages no other page leads to, so that every page can be reached. */
const footerPages = [
  { label: 'CV', to: paths.cv },
  { label: 'L’équipe', to: paths.team },
  { label: 'Formations', to: paths.formation },
  { label: 'Modèles de paiement', to: paths.contact },
  { label: 'CGU de Kaouka', to: paths.termsFr },
] as const;

/** The footer of every page: social links, the studio's other pages, the legal pages and the copyright line. */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <ul className={styles.social} aria-label="Réseaux sociaux">
          <li>
            <ExternalLink href={site.links.github} aria-label="GitHub (nouvel onglet)">
              <IconBrandGithub size={24} aria-hidden="true" />
            </ExternalLink>
          </li>
          <li>
            <ExternalLink href={site.links.linkedin} aria-label="LinkedIn (nouvel onglet)">
              <IconBrandLinkedin size={24} aria-hidden="true" />
            </ExternalLink>
          </li>
        </ul>
        <nav aria-label="Le studio">
          <ul className={styles.legal}>
            {footerPages.map(({ label, to }) => (
              <li key={to}>
                <Link to={to}>{label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <ul className={styles.legal} aria-label="Informations légales">
          <li>
            <Link to={paths.legalNotice}>Mentions légales</Link>
          </li>
          <li>
            <Link to={paths.privacy}>Politique de confidentialité</Link>
          </li>
        </ul>
        <p className={styles.copyright}>
          © {site.copyrightYear} {site.studioName}. Tous droits réservés.
        </p>
      </div>
    </footer>
  );
}
