import { kaoukaApplePage as text, kaoukaPage } from '../../content/kaouka.ts';
import { site } from '../../content/site.ts';
import { BackLink } from '../components/back-link.tsx';
import { KaoukaScreens } from '../components/pictures/kaouka-screens.tsx';
import { ProjectLogo } from '../components/project-logo.tsx';
import { ScreenStage } from '../components/screen-stage.tsx';
import { StoreBadge, StudioBadge } from '../components/store-badge.tsx';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { paths } from '../paths.ts';
import layout from './inner-page.module.css';
import styles from './kaouka.module.css';

/**
 * Kaouka on iPhone, the page the App Store listing links to: Apple's badge to
 * the App Store and SPEC.md's badge that leaves for the studio's app page,
 * drawn as the studio's own (Apple's badge is for links to the App Store
 * only), first, in a phone's first screen (review problem 16); then what the
 * app does and its screens.
 */
export default function KaoukaAppApplePage() {
  usePageMeta({ title: text.title, description: text.description });

  return (
    <div className={`container ${layout.page}`}>
      <BackLink to={paths.kaouka} current={text.title} />
      <div className={styles.intro}>
        <header className={`${layout.header} ${styles.hero}`}>
          <ProjectLogo name="kaouka" label="Logo de Kaouka" size={88} />
          <div>
            <h1>{text.title}</h1>
            <p className={layout.lead}>{text.lead}</p>
          </div>
        </header>
        <div>
          <ul className={layout.badges} aria-label="Obtenir l’application">
            <li>
              <StoreBadge store="apple" target={{ external: site.links.appStore }} />
            </li>
            <li>
              <StudioBadge
                href={site.links.studioAppPage}
                small={text.badge.small}
                big={text.badge.big}
              />
            </li>
          </ul>
          <section aria-labelledby="kaouka-iphone-fonctions">
            <h2 id="kaouka-iphone-fonctions" className={styles.subheading}>
              {text.featuresHeading}
            </h2>
            <ul className={styles.features}>
              {kaoukaPage.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </section>
        </div>
      </div>
      <section className={styles.screens} aria-label="L’application en images">
        <ScreenStage>
          <KaoukaScreens />
        </ScreenStage>
      </section>
    </div>
  );
}
