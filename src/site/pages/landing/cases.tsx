import { landingStory } from '../../../content/landing-story.ts';
import { projects } from '../../../content/projects.ts';
import { CaseStudy } from '../../components/case-study.tsx';
import { ProjectPicture } from '../../components/pictures/project-picture.tsx';
import styles from '../landing-story.module.css';

/** The two projects as case studies, their screens large. */
export function LandingCases() {
  const { heading, lead } = landingStory.cases;
  return (
    <section className={`container ${styles.section}`} aria-labelledby="realisations">
      <div className={styles.sectionHead}>
        <h2 id="realisations">{heading}</h2>
        <p className={styles.muted}>{lead}</p>
      </div>
      <div className={styles.cases}>
        {projects.map((project, index) => (
          <CaseStudy
            key={project.slug}
            project={project}
            picture={<ProjectPicture compact picture={project.picture} />}
            headingLevel={3}
            reversed={index % 2 === 1}
          />
        ))}
      </div>
    </section>
  );
}
