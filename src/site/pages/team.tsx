import { Link } from '../lib/here.tsx';
import { site } from '../../content/site.ts';
import { team, teamIntro, teamPage } from '../../content/team.ts';
import type { TeamMember } from '../../content/types.ts';
import { formatPhone } from '../../shared/french-format.ts';
import { BackLink } from '../components/back-link.tsx';
import { IconPhone } from '../components/icons.tsx';
import { Monogram } from '../components/monogram.tsx';
import { Portrait } from '../components/portrait.tsx';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { paths } from '../paths.ts';
import layout from './inner-page.module.css';
import styles from './team.module.css';

/**
 * /Team: the owner first, with the face the site shows on the landing page
 * and the CV, across the row; the partners after, each with their initials
 * until the site has their photo.
 */
export default function TeamPage() {
  usePageMeta(teamPage);

  return (
    <div className={`container ${layout.page}`}>
      <BackLink to={paths.website} current={teamPage.title} />
      <header className={layout.header}>
        <h1>{teamPage.title}</h1>
        <p className={layout.lead}>{teamIntro}</p>
      </header>
      <ul className={styles.grid}>
        {team.map((member, index) => (
          <li key={member.name} className={isOwner(member) ? styles.ownerItem : undefined}>
            <Member member={member} nameId={`membre-${index + 1}`} />
          </li>
        ))}
      </ul>
    </div>
  );
}

const isOwner = (member: TeamMember) => member.name === site.contactName;

function Member({ member, nameId }: { member: TeamMember; nameId: string }) {
  const owner = isOwner(member);
  return (
    <article className={`${styles.card} ${owner ? styles.owner : ''}`} aria-labelledby={nameId}>
      {owner && <Portrait name={member.name} className={styles.portrait} />}
      <div className={styles.body}>
        <div className={styles.who}>
          {!owner && <Monogram name={member.name} size={56} />}
          <div>
            <h2 id={nameId}>{member.name}</h2>
            <p className={styles.role}>{member.role}</p>
          </div>
        </div>
        <p>{member.bio}</p>
        <div className={styles.reach}>
          <a href={`tel:${member.phone}`} className={styles.phone} aria-describedby={nameId}>
            <IconPhone size={20} aria-hidden />
            {formatPhone(member.phone)}
          </a>
          {owner && <Link to={paths.cv}>Mon CV</Link>}
        </div>
      </div>
    </article>
  );
}
