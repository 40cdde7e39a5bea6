import { Link } from '../lib/here.tsx';
import { cv } from '../../content/cv.ts';
import { availabilityText, cvPage, cvProfile, type CvProfile } from '../../content/cv-profile.ts';
import { missionSubject } from '../../content/mission.ts';
import { formatDayRate } from '../../content/prices.ts';
import { site } from '../../content/site.ts';
import { formatPhone } from '../../shared/french-format.ts';
import { ownerRole } from '../../content/voice.ts';
import { BackLink } from '../components/back-link.tsx';
import { IconMail, IconPhone, IconPrinter } from '../components/icons.tsx';
import { quoteRequestHref } from '../components/inquiry-form-props.ts';
import { Portrait } from '../components/portrait.tsx';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { buildDay } from '../lib/build-day.ts';
import { paths } from '../paths.ts';
import { CvAside } from './cv/aside.tsx';
import { CvTimeline } from './cv/timeline.tsx';
import buttons from '../components/button.module.css';
import styles from './cv.module.css';

/**
 * The CV: the person as the title, with what a buyer needs (availability,
 * day rate, terms, an action), a summary, the experience as a timeline, then
 * skills, education and languages.
 */
export default function CvPage() {
  usePageMeta(cvPage);

  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.back}>
        <BackLink to={paths.website} current="CV" />
      </div>
      <header className={styles.header}>
        <Portrait name={site.contactName} eager className={styles.photo} />
        <div>
          <h1>{site.contactName}</h1>
          <p className={styles.role}>{ownerRole}</p>
          <CvTerms profile={cvProfile} />
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
          <CvActions />
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

/**
 * What a buyer of days reads first, under the name: when the owner is
 * available (judged on today's date), the day rate (on screen only) and where
 * the work is done.
 */
function CvTerms({ profile }: { profile: CvProfile }) {
  const today = buildDay();
  const { availability, workTerms } = profile;
  return (
    <ul className={styles.terms} aria-label="Conditions de mission">
      <li className={styles.availability}>
        <strong>{availabilityText(availability, today)}</strong>
        {availability.note ? ` ${availability.note}` : null}
      </li>
      <li className={styles.rate}>{formatDayRate()}</li>
      <li>{workTerms.join(' ')}</li>
    </ul>
  );
}

/**
 * The CV's two actions, on screen only: propose a mission (the quote form,
 * the mission chosen), and save it as a PDF (or print it) through the
 * browser's print dialog, whose page is the CV's one A4 sheet: no PDF file
 * to keep in step with the page. That button
 * needs the script: until it runs it keeps its place but is not shown, so a
 * visitor without script meets no button that does nothing.
 */
function CvActions() {
  return (
    <div className={styles.actions}>
      <Link to={quoteRequestHref(missionSubject.value)} className={buttons.primary}>
        Me proposer une mission
      </Link>
      <button type="button" className={`${buttons.outline} ${styles.print}`} data-print="">
        <IconPrinter size={20} aria-hidden="true" />
        Enregistrer en PDF
      </button>
    </div>
  );
}
