import { Link } from 'react-router';
import { projects, realisationDescription, realisationIntro } from '../../content/projects.ts';
import { BackLink } from '../components/back-link.tsx';
import { ProjectLogo } from '../components/project-logo.tsx';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { paths, projectHref } from '../paths.ts';
import layout from './inner-page.module.css';
import styles from './realisation.module.css';

export default function RealisationPage() {
  usePageMeta({
    title: 'Réalisations',
    description: realisationDescription,
  });

  return (
    <div className={`container ${layout.page}`}>
      <BackLink to={paths.website} />
      <header className={layout.header}>
        <h1>Réalisations</h1>
        <p className={layout.lead}>{realisationIntro}</p>
      </header>
      <ul className={styles.grid}>
        {projects.map((project) => {
          const titleId = `projet-${project.slug}`;
          return (
            <li key={project.slug}>
              <article className={styles.card} aria-labelledby={titleId}>
                <ProjectLogo name={project.logo} label={project.logoAlt} />
                <h2 id={titleId}>{project.title}</h2>
                <p>{project.description}</p>
                <Link
                  to={projectHref(project.slug)}
                  className={styles.more}
                  aria-describedby={titleId}
                >
                  En savoir plus
                </Link>
              </article>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
