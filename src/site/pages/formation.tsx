import { Link } from '../lib/here.tsx';
import {
  formationPage,
  groupDayPriceEuros,
  trainingCatalogue,
  trainingFacts,
} from '../../content/trainings.ts';
import { trainingFunding } from '../../content/training-funding.ts';
import type { Training, TrainingModule } from '../../content/types.ts';
import {
  BROCHURE_FILE_NAME,
  formatTrainingDuration,
  sessionPrice,
} from '../../shared/trainings.ts';
import { BackLink } from '../components/back-link.tsx';
import { quoteRequestHref } from '../components/inquiry-form-props.ts';
import { trainingSubject } from '../../content/inquiry-subjects.ts';
import { PriceTag } from '../components/price-tag.tsx';
import { TrainingFactIcon } from '../components/training-fact-icon.tsx';
import { IconDownload } from '../components/icons.tsx';
import { publicFileHref } from '../lib/base-path.ts';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { courseSectionId, paths } from '../paths.ts';
import layout from './inner-page.module.css';
import buttons from '../components/button.module.css';
import styles from './formation.module.css';

export default function FormationPage() {
  const { courses } = trainingCatalogue;
  usePageMeta(formationPage);

  return (
    <div className={`container ${layout.page}`}>
      <BackLink to={paths.website} current={trainingCatalogue.title} />
      <header className={layout.header}>
        <h1>{trainingCatalogue.title}</h1>
        <p className={layout.lead}>{trainingCatalogue.intro}</p>
        <a
          href={publicFileHref(BROCHURE_FILE_NAME)}
          download
          className={buttons.primary}
          type="application/pdf"
        >
          <IconDownload size={22} aria-hidden />
          Plaquette (PDF)
        </a>
        {/* The trainer's qualifications, which a buyer files (C. trav. L6353-8). */}
        <p>
          <Link to={paths.cv}>Le CV de la personne qui anime les sessions</Link>
        </p>
      </header>
      <nav aria-label="Sommaire des formations">
        <ul className={styles.contents}>
          {courses.map((course) => (
            <li key={course.slug}>
              <a href={`#${courseSectionId(course.slug)}`}>{course.title}</a>
              <span>{formatTrainingDuration(course.durationDays)}</span>
            </li>
          ))}
          <li>
            <a href="#informations-pratiques">Informations pratiques</a>
            <span>Accès, évaluation, accessibilité, financement</span>
          </li>
        </ul>
      </nav>
      <div className={styles.courses}>
        {courses.map((course) => (
          <Course key={course.slug} course={course} />
        ))}
      </div>
      {/* The administrative facts a buyer files come after the priced courses (issue 45). */}
      <section className={styles.admin} aria-labelledby="informations-pratiques">
        <h2 id="informations-pratiques">Informations pratiques</h2>
        <ul className={styles.practical} aria-label="En bref">
          {trainingCatalogue.practical.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <dl className={styles.practical} aria-label="Conditions de formation">
          {trainingFacts.map((fact) => (
            <div key={fact.label} className={styles.fact}>
              <dt>
                <TrainingFactIcon kind={fact.kind} />
                {fact.label}
              </dt>
              <dd>{fact.text}</dd>
            </div>
          ))}
        </dl>
        <Funding />
        <p>
          Inscription, annulation et règlement intérieur&nbsp;: voir les{' '}
          <Link to={paths.termsOfSale}>conditions générales de vente</Link>.
        </p>
      </section>
    </div>
  );
}

/** How a session can be paid for, as the training body's Qualiopi status allows. */
function Funding() {
  const funding = trainingFunding(trainingCatalogue.body.qualiopi);
  return (
    <section className={styles.funding} aria-labelledby="financement">
      <h3 id="financement">{funding.title}</h3>
      <p className={styles.status}>{funding.status}</p>
      <dl className={styles.practical}>
        {funding.ways.map((way) => (
          <div key={way.label} className={styles.fact}>
            <dt>{way.label}</dt>
            <dd>{way.text}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.note}>{funding.note}</p>
    </section>
  );
}

function Course({ course }: { course: Training }) {
  const titleId = courseSectionId(course.slug);
  const price = sessionPrice(course.durationDays, groupDayPriceEuros());
  return (
    <article className={styles.course} aria-labelledby={titleId}>
      <div className={styles.courseHead}>
        <div>
          <h2 id={titleId}>{course.title}</h2>
          <p className={styles.summary}>{course.summary}</p>
        </div>
        <div className={styles.offer}>
          <PriceTag amountEuros={price.amountEuros} unit={price.unit} from={false} />
          <Link
            to={quoteRequestHref(trainingSubject(course.slug))}
            className={buttons.primary}
            aria-describedby={titleId}
          >
            {trainingCatalogue.requestLabel}
          </Link>
        </div>
      </div>
      <div className={styles.courseBody}>
        <div>
          <dl className={styles.facts}>
            <div>
              <dt>Durée</dt>
              <dd>{formatTrainingDuration(course.durationDays)}</dd>
            </div>
            <div>
              <dt>Public</dt>
              <dd>{course.audience}</dd>
            </div>
            <div>
              <dt>Prérequis</dt>
              <dd>
                <ul>
                  {course.prerequisites.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </dd>
            </div>
          </dl>
          <h3>Objectifs</h3>
          <ul>
            {course.objectives.map((objective) => (
              <li key={objective}>{objective}</li>
            ))}
          </ul>
        </div>
        {'subjects' in course ? (
          <div>
            <h3>Sujets au choix</h3>
            <Modules modules={course.subjects} ordered={false} />
          </div>
        ) : (
          <div>
            <h3>Programme</h3>
            <Modules modules={course.programme} ordered />
          </div>
        )}
      </div>
    </article>
  );
}

/** A course's programme, run in order, or a made-to-measure session's subjects to pick from. */
function Modules({ modules, ordered }: { modules: readonly TrainingModule[]; ordered: boolean }) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={styles.programme}>
      {modules.map((module) => (
        <li key={module.title}>
          <span className={styles.module}>{module.title}</span>
          <ul>
            {module.topics.map((topic) => (
              <li key={topic}>{topic}</li>
            ))}
          </ul>
        </li>
      ))}
    </List>
  );
}
