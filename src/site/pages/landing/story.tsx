import { Link } from '../../lib/here.tsx';
import { audiences } from '../../../content/audiences.ts';
import { landingStory } from '../../../content/landing-story.ts';
import { offers } from '../../../content/offers.ts';
import { OfferList } from '../../components/offer-list.tsx';
import { MoreLink } from '../../components/more-link.tsx';
import { SocialLinks } from '../../components/social-links.tsx';
import { SectionStyle } from '../../components/section-style.tsx';
import { QUOTE_REQUEST_SECTION } from '../../components/inquiry-form-props.ts';
import { paths, websiteContactHref } from '../../paths.ts';
import { LandingCases } from './cases.tsx';
import { LandingClosing } from './closing.tsx';
import storyCss from './story.css?inline';

const { who, featured, faq } = landingStory;

/** The three offers the owner features, in her order; a slug no offer has is left out. */
export const featuredOffers = featured.slugs.flatMap((slug) =>
  offers.filter((offer) => offer.slug === slug),
);

/**
 * The landing page after its first screen, and no longer than it needs:
 * who (her profiles, SPEC.md's four external cards, and a door for each kind
 * of client), three offers (« Offre »), the projects in a few words
 * (« Réalisation »), the questions a buyer asks, and the closing call
 * (« Contact »). What a page of its own tells (the case studies, how a
 * mission runs) is there, one link away. Every word comes from content.
 * Its rules (story.css) come with it, not in the page's <head>.
 */
export default function LandingStory() {
  return (
    <div>
      <SectionStyle css={storyCss} />
      <section id="presentation" className="container story-section" aria-labelledby="qui">
        <div className="story-section-head">
          <h2 id="qui">{who.heading}</h2>
          <p className="story-lead">{who.positioning}</p>
          <p className="story-muted">{who.detail}</p>
        </div>
        <p className="story-doors">
          <span id="pour-qui">{who.doorsLabel}&nbsp;:</span>
        </p>
        <ul className="story-door-list" aria-labelledby="pour-qui">
          {audiences.map(({ label, page, section }) => (
            <li key={label}>
              <Link to={section ? `${paths[page]}#${section}` : paths[page]}>{label}</Link>
            </li>
          ))}
        </ul>
        <SocialLinks />
        <p className="story-after">
          <MoreLink to={paths.cv}>{who.moreLabel}</MoreLink>
        </p>
      </section>

      <section className="container story-section" aria-labelledby="offres-phares">
        <div className="story-section-head">
          <h2 id="offres-phares">{featured.heading}</h2>
          <p className="story-muted">{featured.lead}</p>
        </div>
        <OfferList offers={featuredOffers} headingLevel={3} />
        <p className="story-after">
          <MoreLink to={paths.website}>{featured.allLabel}</MoreLink>
        </p>
      </section>

      <LandingCases />

      <section className="container story-section story-faq" aria-labelledby="questions">
        <h2 id="questions">{faq.heading}</h2>
        <div className="story-questions">
          {faq.items.map((item) => (
            <details key={item.question} className="story-question">
              <summary>
                <h3>{item.question}</h3>
              </summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </div>
      </section>

      <LandingClosing
        quoteHref={`${paths.contact}#${QUOTE_REQUEST_SECTION}`}
        contactHref={websiteContactHref}
      />
    </div>
  );
}
