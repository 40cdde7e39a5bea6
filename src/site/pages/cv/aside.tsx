import type { CvProfile } from '../../../content/cv-profile.ts';
import styles from '../cv.module.css';

/** The CV's side column: skills as tags, education, languages. */
export function CvAside({ profile }: { profile: CvProfile }) {
  return (
    <div className={styles.aside}>
      <section aria-labelledby="cv-competences">
        <h2 id="cv-competences">Compétences</h2>
        {profile.skills.map((group) => (
          <div key={group.name} className={styles.skillGroup}>
            <h3>{group.name}</h3>
            <ul className={styles.tags}>
              {group.skills.map((skill) => (
                <li key={skill}>{skill}</li>
              ))}
            </ul>
          </div>
        ))}
      </section>
      <section aria-labelledby="cv-formation">
        <h2 id="cv-formation">Formation</h2>
        <ul className={styles.plain}>
          {profile.education.map((entry) => (
            <li key={entry.title}>
              <p className={styles.degree}>{entry.title}</p>
              <p className={styles.muted}>
                {entry.schoolName && (
                  <span className={styles.clients}>{`${entry.schoolName.name}, `}</span>
                )}
                {entry.school}, {entry.place} · {entry.year}
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="cv-langues">
        <h2 id="cv-langues">Langues</h2>
        <ul className={styles.plain}>
          {profile.languages.map((entry) => (
            <li key={entry.language}>
              <span className={styles.degree}>{entry.language}</span>
              <span className={styles.muted}> — {entry.level}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
