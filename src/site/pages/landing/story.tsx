import { landingStory } from '../../../content/landing-story.ts';
import { offers } from '../../../content/offers.ts';
import { site } from '../../../content/site.ts';
import { ownerRole } from '../../../content/voice.ts';
import { OfferList } from '../../components/offer-list.tsx';
import { Portrait } from '../../components/portrait.tsx';
import { MoreLink } from '../../components/more-link.tsx';
import { Steps } from '../../components/steps.tsx';
import { paths } from '../../paths.ts';
import { LandingCases } from './cases.tsx';
import { InquiryForm } from '../../components/inquiry-form.tsx';
import { LandingClosing } from './closing.tsx';
import styles from '../landing-story.module.css';

/** The id the landing page looks for (landing.tsx): present, the story hydrates once wanted. */
export const LANDING_STORY_ID = 'histoire';

const { who, featured, steps, faq } = landingStory;

/** The three offers the owner features, in her order; a slug no offer has is left out. */
export const featuredOffers = featured.slugs.flatMap((slug) =>
  offers.filter((offer) => offer.slug === slug),
);

/**
 * The landing page after SPEC.md's banner and eight cards: who, three
 * offers, the two projects, how a mission runs, questions, and the closing
 * call to action (shared/DESIGN.md). Every word comes from content.
 */
export default function LandingStory() {
  return (
    <div id={LANDING_STORY_ID}>
      <section
        id="presentation"
        className={`container ${styles.who}`}
        aria-labelledby="qui"
        data-first-view=""
      >
        <Portrait name={site.contactName} />
        <div className={styles.whoText}>
          <h2 id="qui">{who.heading}</h2>
          <p className={styles.positioning}>{who.positioning}</p>
          <p className={styles.muted}>
            {site.contactName}, {ownerRole.toLocaleLowerCase('fr-FR')}. {who.detail}
          </p>
          <MoreLink to={paths.cv}>{who.moreLabel}</MoreLink>
        </div>
      </section>

      <section className={`container ${styles.section}`} aria-labelledby="offres-phares">
        <div className={styles.sectionHead}>
          <h2 id="offres-phares">{featured.heading}</h2>
          <p className={styles.muted}>{featured.lead}</p>
        </div>
        <OfferList offers={featuredOffers} headingLevel={3} />
        <p className={styles.after}>
          <MoreLink to={paths.offer}>{featured.allLabel}</MoreLink>
        </p>
      </section>

      <LandingCases />

      <section className={`container ${styles.section}`} aria-labelledby="deroule">
        <h2 id="deroule">{steps.heading}</h2>
        <Steps items={steps.items} />
      </section>

      <section className={`container ${styles.section} ${styles.faq}`} aria-labelledby="questions">
        <h2 id="questions">{faq.heading}</h2>
        <div className={styles.questions}>
          {faq.items.map((item) => (
            <details key={item.question} className={styles.question}>
              <summary>
                <h3>{item.question}</h3>
              </summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </div>
      </section>

      <LandingClosing quoteForm={<InquiryForm headingId="devis-accueil" headingLevel={3} />} />
    </div>
  );
}
