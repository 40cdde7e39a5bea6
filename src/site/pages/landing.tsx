import { lazy, Suspense, type ComponentType } from 'react';
import { Link } from 'react-router';
import { landingHints, landingPage, landingPromise } from '../../content/landing.ts';
import { site } from '../../content/site.ts';
import { Banner } from '../components/banner.tsx';
import { ExternalLink } from '../components/external-link.tsx';
import {
  IconBrandDiscord,
  IconBrandGithub,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBriefcase,
  IconCalendarEvent,
  IconFolder,
  IconMail,
} from '../components/icons.tsx';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { whenWanted } from '../lib/when-wanted.ts';
import { paths, websiteContactHref } from '../paths.ts';
import styles from './landing.module.css';

/** Written twice: the story's module is not imported before it is wanted. */
const STORY_ID = 'histoire';

/**
 * The story after the cards (landing/story.tsx), in a chunk of its own that
 * hydrates once the visitor scrolls, taps or types: its prerendered markup
 * is there from the first paint and its links work as plain links
 * meanwhile, and the first visit's script stays within budget
 * (docs/decisions/011). Reached by a client-side navigation, it loads at once.
 */
const LandingStory = lazy(() => whenWanted(STORY_ID).then(() => import('./landing/story.tsx')));

interface LandingCard {
  /** primary: the action the page leads to; social: a profile elsewhere; site: a way into the site. */
  readonly kind: 'primary' | 'social' | 'site';
  readonly label: string;
  readonly hint: string;
  readonly Icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  /** An external URL (new tab) or a route of the site. */
  readonly target: { external: string } | { route: string };
}

/** The eight cards, in the original's order. */
export const landingCards: readonly LandingCard[] = [
  {
    kind: 'primary',
    label: 'Rendez-vous',
    hint: landingHints.booking,
    Icon: IconCalendarEvent,
    target: { external: site.links.booking },
  },
  {
    kind: 'social',
    label: 'GitHub',
    hint: landingHints.github,
    Icon: IconBrandGithub,
    target: { external: site.links.github },
  },
  {
    kind: 'social',
    label: 'Discord',
    hint: landingHints.discord,
    Icon: IconBrandDiscord,
    target: { external: site.links.discord },
  },
  {
    kind: 'social',
    label: 'Instagram',
    hint: landingHints.instagram,
    Icon: IconBrandInstagram,
    target: { external: site.links.instagram },
  },
  {
    kind: 'social',
    label: 'LinkedIn',
    hint: landingHints.linkedin,
    Icon: IconBrandLinkedin,
    target: { external: site.links.linkedin },
  },
  {
    kind: 'site',
    label: 'Offre',
    hint: landingHints.offers,
    Icon: IconBriefcase,
    target: { route: paths.website },
  },
  {
    kind: 'site',
    label: 'Réalisation',
    hint: landingHints.realisations,
    Icon: IconFolder,
    target: { route: paths.realisation },
  },
  {
    kind: 'site',
    label: 'Contact',
    hint: landingHints.contact,
    Icon: IconMail,
    target: { route: websiteContactHref },
  },
];

export default function LandingPage() {
  usePageMeta(landingPage);

  return (
    <>
      <Banner as="h1" promise={landingPromise} />
      <nav aria-label="Accès rapides" className="container">
        <ul className={styles.cards}>
          {landingCards.map((card) => (
            <li key={card.label} className={styles[`${card.kind}Item`]}>
              <CardLink card={card} />
            </li>
          ))}
        </ul>
      </nav>
      <Suspense fallback={null}>
        <LandingStory />
      </Suspense>
    </>
  );
}

function CardLink({ card }: { card: LandingCard }) {
  const className = `${styles.card} ${styles[card.kind]}`;
  const body = (
    <>
      <span className={styles.icon}>
        <card.Icon size={card.kind === 'social' ? 22 : 26} aria-hidden />
      </span>
      <span>
        <span className={styles.label}>{card.label}</span>
        <span className={styles.hint}>{card.hint}</span>
      </span>
    </>
  );
  return 'external' in card.target ? (
    <ExternalLink href={card.target.external} className={className}>
      {body}
    </ExternalLink>
  ) : (
    <Link to={card.target.route} className={className}>
      {body}
    </Link>
  );
}
