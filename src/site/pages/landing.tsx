import type { ComponentType } from 'react';
import { Link } from 'react-router';
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
import { paths, websiteContactHref } from '../paths.ts';
import styles from './landing.module.css';

interface LandingCard {
  readonly label: string;
  readonly hint: string;
  readonly Icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  /** An external URL (new tab) or a route of the site. */
  readonly target: { external: string } | { route: string };
}

/** The eight cards, in the original's order. */
export const landingCards: readonly LandingCard[] = [
  {
    label: 'Rendez-vous',
    hint: 'Réserver un échange',
    Icon: IconCalendarEvent,
    target: { external: site.links.booking },
  },
  {
    label: 'GitHub',
    hint: 'Code et projets ouverts',
    Icon: IconBrandGithub,
    target: { external: site.links.github },
  },
  {
    label: 'Discord',
    hint: 'Discuter en direct',
    Icon: IconBrandDiscord,
    target: { external: site.links.discord },
  },
  {
    label: 'Instagram',
    hint: 'Les coulisses du studio',
    Icon: IconBrandInstagram,
    target: { external: site.links.instagram },
  },
  {
    label: 'LinkedIn',
    hint: 'Parcours professionnel',
    Icon: IconBrandLinkedin,
    target: { external: site.links.linkedin },
  },
  {
    label: 'Offre',
    hint: 'Services et tarifs indicatifs',
    Icon: IconBriefcase,
    target: { route: paths.website },
  },
  {
    label: 'Réalisation',
    hint: 'Projets menés',
    Icon: IconFolder,
    target: { route: paths.realisation },
  },
  {
    label: 'Contact',
    hint: 'Téléphone et e-mail',
    Icon: IconMail,
    target: { route: websiteContactHref },
  },
];

export default function LandingPage() {
  usePageMeta({
    title: site.studioName,
    description: `${site.contactName}, ${site.ownerRole.toLocaleLowerCase('fr-FR')}\u00a0: applications web, mobiles et sur mesure, intégration, performances et sécurité.`,
  });

  return (
    <>
      <Banner as="h1" />
      <nav aria-label="Accès rapides" className="container">
        <ul className={styles.cards}>
          {landingCards.map((card) => (
            <li key={card.label}>
              <CardLink card={card} />
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

function CardLink({ card }: { card: LandingCard }) {
  const body = (
    <>
      <span className={styles.icon}>
        <card.Icon size={26} aria-hidden />
      </span>
      <span>
        <span className={styles.label}>{card.label}</span>
        <span className={styles.hint}>{card.hint}</span>
      </span>
    </>
  );
  return 'external' in card.target ? (
    <ExternalLink href={card.target.external} className={styles.card}>
      {body}
    </ExternalLink>
  ) : (
    <Link to={card.target.route} className={styles.card}>
      {body}
    </Link>
  );
}
