import { Link, useHere } from '../lib/here.tsx';
import { projectPageText as text, projects } from '../../content/projects.ts';
import { site } from '../../content/site.ts';
import { testimonials } from '../../content/testimonials.ts';
import type { Project } from '../../content/types.ts';
import { BackLink } from '../components/back-link.tsx';
import { CaseFacts } from '../components/case-facts.tsx';
import { ProjectFor, ProjectMeasure } from '../components/case-study.tsx';
import { ExternalLink } from '../components/external-link.tsx';
import { ProjectPicture } from '../components/pictures/project-picture.tsx';
import { ScreenStage } from '../components/screen-stage.tsx';
import { TestimonialQuote } from '../components/testimonial-quote.tsx';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { paths, PROJECT_SLUG_PARAM } from '../paths.ts';
import layout from './inner-page.module.css';
import buttons from '../components/button.module.css';
import styles from './project.module.css';

/**
 * A project of the collection at its own address (`/Realisation/<slug>`):
 * for whom, its measured result, its picture large, the case study, what
 * its client said, and the way to start a similar one.
 */
export default function ProjectPage() {
  const slug = useHere().params[PROJECT_SLUG_PARAM];
  const project = projects.find((each) => each.slug === slug);
  // Built for the projects' own addresses only: any other is the site's 404 page.
  if (!project) throw new Error(`project page: no project ${slug ?? ''}`);
  return (
    <div className={`container ${layout.page}`}>
      <BackLink to={paths.realisation} current={project.title} />
      <ProjectDetail project={project} />
    </div>
  );
}

function ProjectDetail({ project }: { readonly project: Project }) {
  usePageMeta({ title: project.title, description: project.description });
  const said = project.client
    ? testimonials.filter(({ company }) => company === project.client?.name)
    : [];
  return (
    <>
      <header className={`${layout.header} ${styles.header}`}>
        <div>
          <ProjectFor project={project} />
          <h1>{project.title}</h1>
          <p className={layout.lead}>{project.description}</p>
        </div>
        <ProjectMeasure project={project} />
      </header>
      <ScreenStage>
        <ProjectPicture picture={project.picture} eager />
      </ScreenStage>
      <section className={styles.section} aria-labelledby="etude-de-cas">
        <h2 id="etude-de-cas">{text.caseHeading}</h2>
        <CaseFacts caseStudy={project.caseStudy} wide />
      </section>
      {said.map((testimonial) => (
        <TestimonialQuote
          key={testimonial.name}
          testimonial={testimonial}
          className={styles.section}
        />
      ))}
      <section className={`${styles.section} ${styles.next}`} aria-labelledby="projet-semblable">
        <h2 id="projet-semblable">{text.ctaHeading}</h2>
        <p>{text.ctaText}</p>
        <p className={styles.actions}>
          <ExternalLink href={site.links.booking} className={buttons.primary}>
            {text.booking}
          </ExternalLink>
          <Link to={paths.contact} className={buttons.outline}>
            {text.quoteLabel}
          </Link>
        </p>
      </section>
    </>
  );
}
