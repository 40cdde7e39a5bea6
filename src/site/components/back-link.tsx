import { Link } from '../lib/here.tsx';
import { paths } from '../paths.ts';
import { useFrameWords } from './frame-words.ts';
import { IconArrowLeft } from './icons.tsx';
import styles from './back-link.module.css';

/** The pages a « Retour » leads to, by the name the visitor knows them by, in French and English. */
const destinations: Readonly<Record<string, { readonly fr: string; readonly en: string }>> = {
  [paths.website]: { fr: 'Mes offres', en: 'Services' },
  [paths.realisation]: { fr: 'Réalisations', en: 'Work' },
  [paths.kaouka]: { fr: 'Kaouka', en: 'Kaouka' },
  [paths.kaoukaAndroid]: { fr: 'Kaouka sur Android', en: 'Kaouka on Android' },
  [paths.contact]: { fr: 'Contact', en: 'Contact' },
};

interface BackLinkProps {
  readonly to: string;
  /** The page's own name, the trail's last step (review problem 8: the trail ended on « Retour »'s target). */
  readonly current: string;
}

/**
 * SPEC.md's « Retour » of an inner page, to its fixed destination, drawn as
 * a quiet link that belongs to the page rather than an app's button: the
 * arrow and the word, then where the visitor is (the trail from the landing
 * page through that destination to this page, marked as the current one),
 * in the page's language (« Back », « Home » on an English page).
 */
export function BackLink({ to, current }: BackLinkProps) {
  const { lang, words } = useFrameWords();
  const destination = destinations[to]?.[lang];
  return (
    <nav className={styles.crumbs} aria-label={words.breadcrumb}>
      <Link to={to} className={styles.back}>
        <IconArrowLeft size={18} aria-hidden="true" />
        {words.back}
      </Link>
      <ol className={styles.trail}>
        <li>
          <Link to={paths.landing} hrefLang={lang === 'en' ? 'fr' : undefined}>
            {words.home}
          </Link>
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
