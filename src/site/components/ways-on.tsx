import { Link } from '../lib/here.tsx';
import { site } from '../../content/site.ts';
import { paths } from '../paths.ts';
import styles from './ways-on.module.css';

/** The main destinations, offered wherever a state ends a visitor's path. */
const destinations = [
  { label: 'Accueil', to: paths.landing },
  { label: 'Mes offres', to: paths.offer },
  { label: 'Réalisations', to: paths.realisation },
  { label: 'Formations', to: paths.formation },
  { label: 'Contact', to: paths.contact },
] as const;

/**
 * Ways on from an outcome, an error or the 404: the site's main pages and,
 * where the visitor may need to write, the e-mail address as a link.
 */
export function WaysOn({ withEmail = false }: { readonly withEmail?: boolean }) {
  return (
    <nav className={styles.ways} aria-label="Continuer la visite">
      <ul>
        {destinations.map(({ label, to }) => (
          <li key={to}>
            <Link to={to}>{label}</Link>
          </li>
        ))}
        {withEmail && (
          <li>
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </li>
        )}
      </ul>
    </nav>
  );
}
