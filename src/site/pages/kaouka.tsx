import { Link } from '../lib/here.tsx';
import { kaoukaPage } from '../../content/kaouka.ts';
import { kaoukaPlatforms } from '../../content/kaouka-story.ts';
import { projects } from '../../content/projects.ts';
import { BackLink } from '../components/back-link.tsx';
import { CaseFacts } from '../components/case-facts.tsx';
import { MoreLink } from '../components/more-link.tsx';
import { KaoukaScreens } from '../components/pictures/kaouka-screens.tsx';
import { ProjectLogo } from '../components/project-logo.tsx';
import { ScreenStage } from '../components/screen-stage.tsx';
import { StoreBadge } from '../components/store-badge.tsx';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { paths } from '../paths.ts';
import layout from './inner-page.module.css';
import styles from './kaouka.module.css';

const kaouka = projects.find((project) => project.slug === 'Kaouka');

/**
 * Kaouka as a case study: what it is, its badges first (in a phone's first
 * screen, review problem 16), what it does, its screens large, then the
 * problem, what was built, the stack and the result.
 */
export default function KaoukaPage() {
  usePageMeta({ title: kaoukaPage.metaTitle, description: kaoukaPage.metaDescription });

  return (
    <div className={`container ${layout.page}`}>
      <BackLink to={paths.realisation} current="Kaouka" />
      <div className={styles.intro}>
        <header className={`${layout.header} ${styles.hero}`}>
          <ProjectLogo name="kaouka" label="Logo de Kaouka" size={88} />
          <div>
            <h1>Kaouka</h1>
            <p className={layout.lead}>{kaouka?.description}</p>
          </div>
        </header>
        <div>
          <ul className={layout.badges} aria-label="Télécharger l’application">
            <li>
              <StoreBadge
                store="apple"
                status={kaoukaPlatforms.ios.status}
                target={{ external: kaoukaPlatforms.ios.href }}
              />
            </li>
            <li>
              <StoreBadge
                store="google"
                status={kaoukaPlatforms.android.status}
                target={
                  kaoukaPlatforms.android.status === 'coming'
                    ? { route: paths.kaoukaAndroid }
                    : { external: kaoukaPlatforms.android.href }
                }
              />
            </li>
          </ul>
          <ul className={styles.features}>
            {kaoukaPage.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          <MoreLink to={paths.kaoukaApple}>{kaoukaPage.iphoneLink}</MoreLink>
        </div>
      </div>
      <section className={styles.screens} aria-label="L’application en images">
        <ScreenStage>
          <KaoukaScreens />
        </ScreenStage>
      </section>
      {kaouka && (
        <section className={styles.case} aria-labelledby="kaouka-etude">
          <h2 id="kaouka-etude">{kaoukaPage.caseHeading}</h2>
          <CaseFacts caseStudy={kaouka.caseStudy} wide />
        </section>
      )}
      <p>
        <Link to={paths.termsFr}>Conditions générales d’utilisation</Link>
        {' · '}
        <Link to={paths.termsEn} lang="en" hrefLang="en">
          Terms of use
        </Link>
        {' · '}
        <Link to={paths.kaoukaPrivacyFr}>Politique de confidentialité de l’application</Link>
      </p>
    </div>
  );
}
