import { Link } from '../../lib/here.tsx';
import { audiences } from '../../../content/audiences.ts';
import { landingStory } from '../../../content/landing-story.ts';
import { ownerRole } from '../../../content/voice.ts';
import { site } from '../../../content/site.ts';
import { testimonials } from '../../../content/testimonials.ts';
import { Portrait } from '../../components/portrait.tsx';
import { StoreBadge } from '../../components/store-badge.tsx';
import { TestimonialQuote } from '../../components/testimonial-quote.tsx';
import { paths } from '../../paths.ts';
import styles from './hero-proof.module.css';

/** The id the landing page looks for (landing.tsx): present, this part hydrates once wanted. */
export const HERO_PROOF_ID = 'preuves';

const { clientsLabel, appLabel } = landingStory.proof;

/**
 * The first screen's face and proof: the owner's portrait with her name,
 * one client's words, the App Store badge of the studio's own app and the
 * kinds of clients served, each a door to what the studio does for it. Grid items of the first screen (landing.module.css
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
      <div className={styles.doors}>
        <span id="pour-qui">{clientsLabel}&nbsp;:</span>{' '}
        <ul aria-labelledby="pour-qui">
          {audiences.map(({ label, page, section }) => (
            <li key={label}>
              <Link to={section ? `${paths[page]}#${section}` : paths[page]}>{label}</Link>
            </li>
          ))}
        </ul>
      </div>
      {quote && <TestimonialQuote testimonial={quote} tone="onBanner" className={styles.quote} />}
      <div className={styles.proof}>
        <div className={styles.app}>
          <span>{appLabel}</span>
          <StoreBadge store="apple" target={{ external: site.links.appStore }} />
        </div>
      </div>
    </>
  );
}
