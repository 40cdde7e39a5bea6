import { Link } from 'react-router';
import { projects } from '../../content/projects.ts';
import { site } from '../../content/site.ts';
import { BackLink } from '../components/back-link.tsx';
import { KaoukaScreens } from '../components/pictures/kaouka-screens.tsx';
import { ProjectLogo } from '../components/project-logo.tsx';
import { StoreBadge } from '../components/store-badge.tsx';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { paths } from '../paths.ts';
import layout from './inner-page.module.css';
import styles from './kaouka.module.css';

const kaouka = projects.find((project) => project.slug === 'Kaouka');

export default function KaoukaPage() {
  usePageMeta({
    title: 'Kaouka, le réseau social anonyme et local',
    description:
      'Kaouka\u00a0: publiez sous pseudonyme photos, vidéos, sons et textes, et échangez avec les personnes autour de vous. Sur l’App Store et bientôt sur Google Play.',
  });

  return (
    <div className={`container ${layout.page}`}>
      <BackLink to={paths.realisation} />
      <header className={`${layout.header} ${styles.hero}`}>
        <ProjectLogo name="kaouka" label="Logo de Kaouka" size={88} />
        <div>
          <h1>Kaouka</h1>
          <p className={layout.lead}>{kaouka?.description}</p>
        </div>
      </header>
      <ul className={styles.features}>
        <li>Un pseudonyme et une image de profil, rien de plus pour commencer.</li>
        <li>Les publications des personnes proches, classées par distance approximative.</li>
        <li>Des messages privés, sans que votre position exacte soit jamais partagée.</li>
        <li>Le blocage d’un utilisateur en un geste.</li>
      </ul>
      <section className={styles.screens} aria-label="L’application en images">
        <KaoukaScreens />
      </section>
      <ul className={styles.badges} aria-label="Télécharger l’application">
        <li>
          <StoreBadge store="apple" target={{ external: site.links.appStore }} />
        </li>
        <li>
          <StoreBadge store="google" status="coming" target={{ route: paths.kaoukaAndroid }} />
        </li>
      </ul>
      <p>
        <Link to={paths.termsFr}>Conditions générales d’utilisation</Link>
        {' · '}
        <Link to={paths.termsEn} lang="en" hrefLang="en">
          Terms of use
        </Link>
      </p>
    </div>
  );
}
