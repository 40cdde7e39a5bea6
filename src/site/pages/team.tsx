import { team, teamIntro, teamPage } from '../../content/team.ts';
import { formatPhone } from '../../shared/french-format.ts';
import { BackLink } from '../components/back-link.tsx';
import { IconPhone } from '../components/icons.tsx';
import { Monogram } from '../components/monogram.tsx';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { paths } from '../paths.ts';
import layout from './inner-page.module.css';
import styles from './team.module.css';

export default function TeamPage() {
  usePageMeta(teamPage);

  return (
    <div className={`container ${layout.page}`}>
      <BackLink to={paths.website} />
      <header className={layout.header}>
        <h1>{teamPage.title}</h1>
        <p className={layout.lead}>{teamIntro}</p>
      </header>
      <ul className={styles.grid}>
        {team.map((member, index) => {
          const nameId = `membre-${index + 1}`;
          return (
            <li key={member.name}>
              <article className={styles.card} aria-labelledby={nameId}>
                <div className={styles.who}>
                  <Monogram name={member.name} size={56} />
                  <div>
                    <h2 id={nameId}>{member.name}</h2>
                    <p className={styles.role}>{member.role}</p>
                  </div>
                </div>
                <p>{member.bio}</p>
                <a href={`tel:${member.phone}`} className={styles.phone} aria-describedby={nameId}>
                  <IconPhone size={20} aria-hidden />
                  {formatPhone(member.phone)}
                </a>
              </article>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
