import { cv } from '../../content/cv.ts';
import { site } from '../../content/site.ts';
import type { CvEntry } from '../../content/types.ts';
import { BackLink } from '../components/back-link.tsx';
import { IconMail, IconPhone } from '../components/icons.tsx';
import { formatMonth } from '../lib/format.ts';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { paths } from '../paths.ts';
import styles from './cv.module.css';

export default function CvPage() {
  usePageMeta({
    title: `CV de ${site.contactName}`,
    description: `Le parcours professionnel de ${site.contactName}, développeur indépendant\u00a0: expériences, réalisations et technologies.`,
  });

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
          Imprimer le CV
        </button>
      </div>
      <header className={styles.header}>
        <h1>Parcours professionnel</h1>
        <p className={styles.name}>{site.contactName}</p>
        <ul className={styles.contact}>
          <li>
            <a href={`tel:${site.phoneE164}`}>
              <IconPhone size={18} aria-hidden />
              {site.phoneDisplay}
            </a>
          </li>
          <li>
            <a href={`mailto:${site.email}`}>
              <IconMail size={18} aria-hidden />
              {site.email}
            </a>
          </li>
        </ul>
      </header>
      <ol className={styles.entries}>
        {cv.map((entry) => (
          <li key={`${entry.start}-${entry.role}`}>
            <Experience entry={entry} />
          </li>
        ))}
      </ol>
    </div>
  );
}

function Experience({ entry }: { entry: CvEntry }) {
  const titleId = `poste-${entry.start}`;
  return (
    <article className={styles.entry} aria-labelledby={titleId}>
      <h2 id={titleId}>{entry.role}</h2>
      <p className={styles.where}>
        {entry.organisation} · {entry.place}
      </p>
      <p className={styles.period}>
        <time dateTime={entry.start}>{formatMonth(entry.start)}</time>
        {' – '}
        {entry.end ? <time dateTime={entry.end}>{formatMonth(entry.end)}</time> : 'aujourd’hui'}
      </p>
      <p>{entry.summary}</p>
      <ul>
        {entry.achievements.map((achievement) => (
          <li key={achievement}>{achievement}</li>
        ))}
      </ul>
      <p className={styles.technologies}>
        <span className={styles.label}>Technologies&nbsp;:</span> {entry.technologies.join(', ')}
      </p>
    </article>
  );
}
