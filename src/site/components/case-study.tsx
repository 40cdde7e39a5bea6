import type { ReactNode } from 'react';
import { caseStudyLabels as labels } from '../../content/projects.ts';
import type { Project } from '../../content/types.ts';
import { projectHref } from '../paths.ts';
import { CaseFacts } from './case-facts.tsx';
import { MoreLink } from './more-link.tsx';
import { ProjectLogo } from './project-logo.tsx';
import { ScreenStage } from './screen-stage.tsx';
import styles from './case-study.module.css';

interface CaseStudyProps {
  readonly project: Project;
  /** The project's drawn screens, shown large on their stage. */
  readonly picture: ReactNode;
  readonly headingLevel: 2 | 3;
  /** The picture after the text on wide screens: alternate projects read as a zigzag. */
  readonly reversed?: boolean;
  /** The link's words: SPEC.md's « En savoir plus » for a project, wherever it is shown. */
  readonly moreLabel?: string;
  /** The link's box stretched over the whole case: a click anywhere on it opens the project. */
  readonly wholeCaseLink?: boolean;
}

/** A project told as a case study: its screens beside the problem, what was built, the stack and the result. */
export function CaseStudy({
  project,
  picture,
  headingLevel,
  reversed = false,
  moreLabel = labels.more,
  wholeCaseLink = false,
}: CaseStudyProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = `cas-${project.slug}`;
  const { caseStudy } = project;
  return (
    <article
      className={`${styles.case} ${reversed ? styles.reversed : ''} ${wholeCaseLink ? styles.linked : ''}`}
      aria-labelledby={titleId}
    >
      <ScreenStage>{picture}</ScreenStage>
      <div className={styles.text}>
        <div className={styles.title}>
          {project.logo && (
            <ProjectLogo name={project.logo} label={project.logoAlt ?? project.title} size={48} />
          )}
          <Heading id={titleId}>{project.title}</Heading>
        </div>
        <ProjectFor project={project} />
        <p className={styles.lead}>{project.description}</p>
        <ProjectMeasure project={project} />
        <CaseFacts caseStudy={caseStudy} />
        <MoreLink
          to={projectHref(project.slug)}
          className={wholeCaseLink ? styles.stretched : ''}
          aria-describedby={titleId}
        >
          {moreLabel}
        </MoreLink>
      </div>
    </article>
  );
}

/** For whom: the client and its trade, or the studio's own product. */
export function ProjectFor({ project }: { readonly project: Project }) {
  return (
    <p className={styles.for}>
      {project.client
        ? `${labels.client}\u00a0: ${project.client.name} · ${project.client.sector}`
        : labels.own}
    </p>
  );
}

/** The measured result, its figure large, when the project has one. */
export function ProjectMeasure({ project }: { readonly project: Project }) {
  if (!project.measure) return null;
  return (
    <p className={styles.measure}>
      <strong>{project.measure.figure}</strong> {project.measure.label}
    </p>
  );
}
