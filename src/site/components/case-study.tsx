import type { ReactNode } from 'react';
import { caseStudyLabels as labels } from '../../content/projects.ts';
import type { Project } from '../../content/types.ts';
import { projectHref } from '../paths.ts';
import { MoreLink } from './more-link.tsx';
import { ScreenStage } from './screen-stage.tsx';
import styles from './case-study.module.css';

interface CaseStudyProps {
  readonly project: Project;
  /** The project's drawn screens, shown large on their stage. */
  readonly picture: ReactNode;
  readonly headingLevel: 2 | 3;
  /** The picture after the text on wide screens: alternate projects read as a zigzag. */
  readonly reversed?: boolean;
}

/** A project told as a case study: its screens beside the problem, what was built, the stack and the result. */
export function CaseStudy({ project, picture, headingLevel, reversed = false }: CaseStudyProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = `cas-${project.slug}`;
  const { caseStudy } = project;
  return (
    <article
      className={`${styles.case} ${reversed ? styles.reversed : ''}`}
      aria-labelledby={titleId}
    >
      <ScreenStage>{picture}</ScreenStage>
      <div className={styles.text}>
        <Heading id={titleId}>{project.title}</Heading>
        <p className={styles.lead}>{project.description}</p>
        <dl className={styles.facts}>
          <dt>{labels.problem}</dt>
          <dd>{caseStudy.problem}</dd>
          <dt>{labels.built}</dt>
          <dd>{caseStudy.built}</dd>
          <dt>{labels.stack}</dt>
          <dd>
            <ul className={styles.stack}>
              {caseStudy.stack.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </dd>
          <dt>{labels.result}</dt>
          <dd>{caseStudy.result}</dd>
        </dl>
        <MoreLink to={projectHref(project.slug)}>
          {labels.more}
          <span className="visually-hidden"> {project.title}</span>
        </MoreLink>
      </div>
    </article>
  );
}
