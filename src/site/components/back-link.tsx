import { Link } from '../lib/here.tsx';
import { paths } from '../paths.ts';
import { IconArrowLeft } from './icons.tsx';
import styles from './back-link.module.css';

/** The pages a « Retour » leads to, by the name the visitor knows them by. */
const destinations: Readonly<Record<string, string>> = {
  [paths.website]: 'Mes offres',
  [paths.realisation]: 'Réalisations',
  [paths.kaouka]: 'Kaouka',
  [paths.kaoukaAndroid]: 'Kaouka sur Android',
  [paths.contact]: 'Contact',
};

interface BackLinkProps {
  readonly to: string;
  /** The page's own name, the trail's last step (review problem 8: the trail ended on « Retour »'s target). */
  readonly current: string;
  /** « Retour », or « Back » on an English page. */
  readonly label?: string;
  /** The landing page's name in the trail: « Accueil », or « Home » in English. */
  readonly home?: string;
}

/**
 * SPEC.md's « Retour » of an inner page, to its fixed destination, drawn as
 * a quiet link that belongs to the page rather than an app's button: the
 * arrow and the word, then where the visitor is (the trail from the landing
 * page through that destination to this page, marked as the current one).
 */
export function BackLink({ to, current, label = 'Retour', home = 'Accueil' }: BackLinkProps) {
  const destination = destinations[to];
  return (
    <nav className={styles.crumbs} aria-label={home === 'Accueil' ? 'Fil d’Ariane' : 'Breadcrumb'}>
      <Link to={to} className={styles.back}>
        <IconArrowLeft size={18} aria-hidden="true" />
        {label}
      </Link>
      <ol className={styles.trail}>
        <li>
          <Link to={paths.landing}>{home}</Link>
        </li>
        {destination && (
          <li>
            <Link to={to}>{destination}</Link>
          </li>
        )}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
