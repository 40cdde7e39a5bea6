import { Link } from '../lib/here.tsx';
import { bookingHint, landingPage, landingPromise } from '../../content/landing.ts';
import { site } from '../../content/site.ts';
import { ExternalLink } from '../components/external-link.tsx';
import { IconCalendarEvent } from '../components/icons.tsx';
import { SocialLinks } from '../components/social-links.tsx';
import { TypedTitle } from '../components/typed-title.tsx';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { paths, websiteContactHref } from '../paths.ts';
import styles from './landing.module.css';

import HeroProof from './landing/hero-proof.tsx';
import LandingStory from './landing/story.tsx';

/** SPEC.md's last three cards: the ways into the site. */
const ways = [
  { label: 'Offre', to: paths.website },
  { label: 'Réalisation', to: paths.realisation },
  { label: 'Contact', to: websiteContactHref },
] as const;

/**
 * The first screen: SPEC.md's typed title, the promise, and its eight cards
 * in their order — « Rendez-vous » as the one call to action, the four
 * profiles as one row, the three ways into the site — beside the owner's
 * face and the proof (shared/DESIGN.md). Then the story.
 */
export default function LandingPage() {
  usePageMeta(landingPage);

  return (
    <>
      {/* The first view: the page inlines the rules of these sections only (scripts/critical-css.ts). */}
      <section className={styles.hero} data-first-view="">
        <div className={`container ${styles.heroInner}`}>
          <TypedTitle as="h1" className={styles.kicker} />
          <p className={styles.promise}>{landingPromise}</p>
          <nav aria-label="Accès rapides" className={styles.cards}>
            <ExternalLink href={site.links.booking} className={styles.booking}>
              <IconCalendarEvent size={24} aria-hidden />
              <span>
                Rendez-vous<span className={styles.hint}>{bookingHint}</span>
              </span>
            </ExternalLink>
            <SocialLinks className={styles.socials} />
            <ul className={styles.ways}>
              {ways.map(({ label, to }) => (
                <li key={label}>
                  <Link to={to} className={styles.way}>
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <HeroProof />
        </div>
      </section>
      <LandingStory />
    </>
  );
}
