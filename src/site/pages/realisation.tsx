import { projects, realisationIntro, realisationPage } from '../../content/projects.ts';
import { BackLink } from '../components/back-link.tsx';
import { CaseStudy } from '../components/case-study.tsx';
import { ProjectPicture } from '../components/pictures/project-picture.tsx';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { paths } from '../paths.ts';
import layout from './inner-page.module.css';
import styles from './realisation.module.css';

/** The two projects as case studies: their screens, the problem, what was built, the stack, the result. */
export default function RealisationPage() {
  usePageMeta(realisationPage);

  return (
    <div className={`container ${layout.page}`}>
      <BackLink to={paths.website} current={realisationPage.title} />
      <header className={layout.header}>
        <h1>{realisationPage.title}</h1>
        <p className={layout.lead}>{realisationIntro}</p>
      </header>
      <ul className={styles.list}>
        {projects.map((project, index) => (
          <li key={project.slug}>
            <CaseStudy
              project={project}
              picture={
                // The first project's picture is in the page's first screen on a phone.
                <ProjectPicture picture={project.picture} compact eager={index === 0} />
              }
              headingLevel={2}
              reversed={index % 2 === 1}
              moreLabel="En savoir plus"
              wholeCaseLink
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
