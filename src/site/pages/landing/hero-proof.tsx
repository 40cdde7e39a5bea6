import { landingStory } from '../../../content/landing-story.ts';
import { ownerRole } from '../../../content/voice.ts';
import { site } from '../../../content/site.ts';
import { testimonials } from '../../../content/testimonials.ts';
import { Portrait } from '../../components/portrait.tsx';
import { StoreBadge } from '../../components/store-badge.tsx';
import { TestimonialQuote } from '../../components/testimonial-quote.tsx';
import styles from './hero-proof.module.css';

/** The id the landing page looks for (landing.tsx): present, this part hydrates once wanted. */
export const HERO_PROOF_ID = 'preuves';

const { clients, clientsLabel, appLabel } = landingStory.proof;

/**
 * The first screen's face and proof: the owner's portrait with her name,
 * one client's words, the App Store badge of the studio's own app and the
 * kinds of clients served. Grid items of the first screen (landing.module.css
 * places them).
 */
export default function HeroProof() {
  const [quote] = testimonials;
  return (
    <>
      <figure id={HERO_PROOF_ID} className={styles.face}>
        <Portrait name={site.contactName} eager className={styles.portrait} />
        <figcaption>
          <span className={styles.name}>{site.contactName}</span>
          {ownerRole}
        </figcaption>
      </figure>
      {quote && <TestimonialQuote testimonial={quote} tone="onBanner" className={styles.quote} />}
      <div className={styles.proof}>
        <p className={styles.clients}>
          {clientsLabel}&nbsp;:{' '}
          {clients.map((client) => (
            <span key={client}>{client}</span>
          ))}
        </p>
        <div className={styles.app}>
          <span>{appLabel}</span>
          <StoreBadge store="apple" target={{ external: site.links.appStore }} />
        </div>
      </div>
    </>
  );
}
