import { caseStudyLabels as labels } from '../../content/projects.ts';
import { formatPrice } from '../../content/prices.ts';
import { rates } from '../../content/rates.ts';
import type { CaseStudy } from '../../content/types.ts';
import styles from './case-facts.module.css';

const capitalisedFirst = (text: string) =>
  text.charAt(0).toLocaleUpperCase('fr-FR') + text.slice(1);

/**
 * A case study's four parts as a description list: the problem, what was
 * built, the stack, the result. `wide`: four columns on desktop.
 */
export function CaseFacts({
  caseStudy,
  wide = false,
}: {
  readonly caseStudy: CaseStudy;
  readonly wide?: boolean;
}) {
  return (
    <dl className={`${styles.facts} ${wide ? styles.wide : ''}`}>
      <div>
        <dt>{labels.problem}</dt>
        <dd>{caseStudy.problem}</dd>
      </div>
      <div>
        <dt>{labels.built}</dt>
        <dd>{caseStudy.built}</dd>
      </div>
      <div>
        <dt>{labels.stack}</dt>
        <dd>
          <ul className={styles.stack}>
            {caseStudy.stack.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </dd>
      </div>
      <div>
        <dt>{labels.result}</dt>
        <dd>{caseStudy.result}</dd>
      </div>
      {caseStudy.effort && (
        <div>
          <dt>{labels.effort}</dt>
          <dd>
            {capitalisedFirst(caseStudy.effort.duration)}, {String(caseStudy.effort.days)}
            &nbsp;jours de travail, soit{' '}
            {formatPrice(caseStudy.effort.days * rates.dayEuros, '').trimEnd()}
          </dd>
        </div>
      )}
    </dl>
  );
}
