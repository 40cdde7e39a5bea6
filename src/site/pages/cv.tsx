import { cv } from '../../content/cv.ts';
import { formatDayRate } from '../../content/prices.ts';
import { cvPage, cvProfile } from '../../content/cv-profile.ts';
import { site } from '../../content/site.ts';
import { formatPhone } from '../../shared/french-format.ts';
import { ownerRole } from '../../content/voice.ts';
import { BackLink } from '../components/back-link.tsx';
import { IconMail, IconPhone, IconPrinter } from '../components/icons.tsx';
import { Monogram } from '../components/monogram.tsx';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { paths } from '../paths.ts';
import { CvAside } from './cv-aside.tsx';
import { CvTimeline } from './cv-timeline.tsx';
import styles from './cv.module.css';

/** The CV: the person as the title, a summary, the experience as a timeline, then skills, education and languages. */
export default function CvPage() {
  usePageMeta(cvPage);

  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.actions}>
        <BackLink to={paths.website} />
        <button
          type="button"
          className={styles.print}
          onClick={() => {
            window.print();
          }}
        >
          <IconPrinter size={20} aria-hidden="true" />
          Imprimer le CV
        </button>
      </div>
      <header className={styles.header}>
        <Monogram name={site.contactName} size={88} />
        <div>
          <h1>{site.contactName}</h1>
          <p className={styles.role}>{ownerRole}</p>
          <p className={styles.rate}>{formatDayRate()}</p>
          <ul className={styles.contact}>
            <li>
              <a href={`tel:${site.phone}`}>
                <IconPhone size={18} aria-hidden="true" />
                {formatPhone(site.phone)}
              </a>
            </li>
            <li>
              <a href={`mailto:${site.email}`}>
                <IconMail size={18} aria-hidden="true" />
                {site.email}
              </a>
            </li>
          </ul>
        </div>
      </header>
      <p className={styles.summary}>{cvProfile.summary}</p>
      <div className={styles.columns}>
        <section aria-labelledby="cv-experience" className={styles.experience}>
          <h2 id="cv-experience">Parcours professionnel</h2>
          <CvTimeline entries={cv} />
        </section>
        <CvAside profile={cvProfile} />
      </div>
    </div>
  );
}
