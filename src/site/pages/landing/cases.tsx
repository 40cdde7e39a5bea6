import { landingStory } from '../../../content/landing-story.ts';
import { projects } from '../../../content/projects.ts';
import { CaseStudy } from '../../components/case-study.tsx';
import { ProjectPicture } from '../../components/pictures/project-picture.tsx';
import type { Project } from '../../../content/types.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import styles from '../landing-story.module.css';

/**
 * A project's picture on the landing page. Drawn screens weigh 1.5 to 2.2 kB
 * each of the page's compressed HTML, which must fit its first round trip
 * (issue 30): they are drawn once the application runs, after the site's
 * stylesheet; until then, and without script, their stage keeps its place.
 * /Realisation and the project's page draw them in their HTML.
 */
function LandingPicture({ picture }: { readonly picture: Project['picture'] }) {
  const hydrated = useHydrated();
  if ('drawn' in picture && !hydrated) return <div className={styles.drawnLater} />;
  return <ProjectPicture picture={picture} compact />;
}

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
            picture={<LandingPicture picture={project.picture} />}
            headingLevel={3}
            reversed={index % 2 === 1}
          />
        ))}
      </div>
    </section>
  );
}
