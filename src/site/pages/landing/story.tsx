import { Link } from '../../lib/here.tsx';
import { audiences } from '../../../content/audiences.ts';
import { landingStory } from '../../../content/landing-story.ts';
import { offers } from '../../../content/offers.ts';
import { OfferList } from '../../components/offer-list.tsx';
import { MoreLink } from '../../components/more-link.tsx';
import { SocialLinks } from '../../components/social-links.tsx';
import { InquiryForm } from '../../components/inquiry-form.tsx';
import { paths, websiteContactHref } from '../../paths.ts';
import { LandingCases } from './cases.tsx';
import { LandingClosing } from './closing.tsx';
import styles from '../landing-story.module.css';

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
 */
export default function LandingStory() {
  return (
    <>
      <section id="presentation" className={`container ${styles.section}`} aria-labelledby="qui">
        <div className={styles.sectionHead}>
          <h2 id="qui">{who.heading}</h2>
          <p className={styles.lead}>{who.positioning}</p>
          <p className={styles.muted}>{who.detail}</p>
        </div>
        <p className={styles.doors}>
          <span id="pour-qui">{who.doorsLabel}&nbsp;:</span>
        </p>
        <ul className={styles.doorList} aria-labelledby="pour-qui">
          {audiences.map(({ label, page, section }) => (
            <li key={label}>
              <Link to={section ? `${paths[page]}#${section}` : paths[page]}>{label}</Link>
            </li>
          ))}
        </ul>
        <SocialLinks />
        <p className={styles.after}>
          <MoreLink to={paths.cv}>{who.moreLabel}</MoreLink>
        </p>
      </section>

      <section className={`container ${styles.section}`} aria-labelledby="offres-phares">
        <div className={styles.sectionHead}>
          <h2 id="offres-phares">{featured.heading}</h2>
          <p className={styles.muted}>{featured.lead}</p>
        </div>
        <OfferList offers={featuredOffers} headingLevel={3} />
        <p className={styles.after}>
          <MoreLink to={paths.website}>{featured.allLabel}</MoreLink>
        </p>
      </section>

      <LandingCases />

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

      <LandingClosing
        contactHref={websiteContactHref}
        quoteForm={<InquiryForm headingId="devis-accueil" headingLevel={3} />}
      />
    </>
  );
}
