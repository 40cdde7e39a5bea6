import type { CvEntry } from '../../../content/types.ts';
import { formatMonth } from '../../../shared/french-format.ts';
import styles from '../cv.module.css';

/** The positions, most recent first, on a vertical line with a dot per position. */
export function CvTimeline({ entries }: { entries: readonly CvEntry[] }) {
  return (
    <ol className={styles.timeline}>
      {entries.map((entry) => {
        const titleId = `poste-${entry.start}`;
        return (
          <li key={`${entry.start}-${entry.role}`} className={styles.entry}>
            <article aria-labelledby={titleId}>
              <p className={styles.period}>
                <time dateTime={entry.start}>{formatMonth(entry.start)}</time>
                {' – '}
                {entry.end ? (
                  <time dateTime={entry.end}>{formatMonth(entry.end)}</time>
                ) : (
                  'aujourd’hui'
                )}
              </p>
              <h3 id={titleId}>{entry.role}</h3>
              <p className={styles.where}>
                {entry.employer && (
                  <span className={styles.clients}>{`${entry.employer.name}, `}</span>
                )}
                {entry.organisation} · {entry.place}
              </p>
              {entry.clients && entry.clients.length > 0 && (
                <p className={`${styles.where} ${styles.clients}`}>
                  Clients&nbsp;: {entry.clients.map((client) => client.name).join(', ')}
                </p>
              )}
              <p>{entry.summary}</p>
              <ul className={styles.achievements}>
                {entry.achievements.map((achievement) => (
                  <li key={achievement}>{achievement}</li>
                ))}
              </ul>
              <ul className={styles.tags} aria-label="Technologies">
                {entry.technologies.map((technology) => (
                  <li key={technology}>{technology}</li>
                ))}
              </ul>
            </article>
          </li>
        );
      })}
    </ol>
  );
}
