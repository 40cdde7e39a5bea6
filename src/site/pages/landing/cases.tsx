import { Link } from '../../lib/here.tsx';
import { landingStory } from '../../../content/landing-story.ts';
import { projects } from '../../../content/projects.ts';
import { MoreLink } from '../../components/more-link.tsx';
import { paths, projectHref } from '../../paths.ts';

/**
 * The projects in a few words each, every one a link to its case study:
 * the screens, the problem and the result are on its page and on
 * /Realisation (« Réalisation », SPEC.md's seventh card), not repeated here.
 */
export function LandingCases() {
  const { heading, lead, allLabel } = landingStory.cases;
  return (
    <section className="container story-section" aria-labelledby="realisations">
      <div className="story-section-head">
        <h2 id="realisations">{heading}</h2>
        <p className="story-muted">{lead}</p>
      </div>
      <ul className="story-cases">
        {projects.map(({ slug, title, client, measure, description }) => (
          <li key={slug}>
            <article aria-labelledby={`projet-${slug}`}>
              <h3 id={`projet-${slug}`}>
                <Link to={projectHref(slug)}>{title}</Link>
              </h3>
              {measure && (
                <p className="story-figure">
                  <strong>{measure.figure}</strong> {measure.label}
                  {client && <> · {client.name}</>}
                </p>
              )}
              <p className="story-muted">{description}</p>
            </article>
          </li>
        ))}
      </ul>
      <p className="story-after">
        <MoreLink to={paths.realisation}>{allLabel}</MoreLink>
      </p>
    </section>
  );
}
