// The offers, in families: one file each under offers/, each written as its
// own (no shared sentence pattern, checked by content.test.ts). Each price is
// the offer's first step under the pricing rule of prices.ts (the day rate ×
// a stated duration, or a fixed price for a stated deliverable); the rest is
// quoted. These texts are the owner's copy and may be edited freely.

import { applicationsMobiles } from './offers/applications-mobiles.ts';
import { applicationsWebEtBureau } from './offers/applications-web-et-bureau.ts';
import { integrationDeSystemes } from './offers/integration-de-systemes.ts';
import { logicielSurMesure } from './offers/logiciel-sur-mesure.ts';
import { migrationDeDonnees } from './offers/migration-de-donnees.ts';
import { optimisationDesPerformances } from './offers/optimisation-des-performances.ts';
import { scriptsAutomatises } from './offers/scripts-automatises.ts';
import { securiteApplicative } from './offers/securite-applicative.ts';
import { solutionsEmbarquees } from './offers/solutions-embarquees-et-objets-connectes.ts';
import { site } from './site.ts';
import type { Offer, OfferFamily } from './types.ts';

/** The families /Website shows, in order, each with its lead offer first. */
export const offerFamilies: readonly OfferFamily[] = [
  {
    slug: 'creer',
    title: 'Créer votre logiciel',
    intro:
      'Une application web ou mobile, un logiciel métier ou un objet connecté, conçus avec vous et livrés par étapes.',
    offers: [applicationsWebEtBureau, logicielSurMesure, applicationsMobiles, solutionsEmbarquees],
  },
  {
    slug: 'automatiser',
    title: 'Automatiser et relier vos données',
    intro:
      'Moins de gestes répétés et de doubles saisies, et des données qui passent d’un outil à l’autre sans se perdre.',
    offers: [scriptsAutomatises, integrationDeSystemes, migrationDeDonnees],
  },
  {
    slug: 'fiabiliser',
    title: 'Fiabiliser l’existant',
    intro: 'Une application déjà en service, rendue plus rapide et plus sûre, mesures à l’appui.',
    offers: [optimisationDesPerformances, securiteApplicative],
  },
];

/** Every offer, family by family: the order of /Offer, the form's list and the related offers. */
export const offers: readonly Offer[] = offerFamilies.flatMap((family) => family.offers);

/** The text of /Website's offers section and of each offer's page, around the offers. */
export const offersText = {
  heading: 'Mes offres',
  /** /Offer's description for search results (at most 155 characters). */
  indexDescription:
    'Les offres du studio par famille, du script à l’application complète, chacune avec le prix de sa première étape.',
  lead: 'Du script qui vous épargne un geste répété à l’application complète, chaque mission commence par un échange sur votre besoin. Chaque tarif est celui de la première étape, au taux journalier ou au forfait, et la suite est chiffrée sur devis.',
  /** Above the first offer of each family. */
  leadLabel: 'Pour commencer',
  /** The headings of an offer's page, in the order it shows them. */
  sections: {
    deliverables: 'Ce que vous recevez',
    engagement: 'Une mission type',
    clientProvides: 'Ce dont j’ai besoin de votre part',
    excluded: 'Ce qui n’est pas compris',
    confidentiality: 'Confidentialité et propriété',
  },
  priceLabel: 'Tarif indicatif de la première étape',
  notFound: {
    title: 'Offre introuvable',
    description: 'Cette offre n’existe pas ou plus. Retrouvez toutes les offres.',
    text: 'Aucune offre ne correspond à ce lien. Elle a peut-être été renommée, ou le lien est incomplet.',
    link: 'Voir toutes les offres',
  },
  priceFrom: 'À partir de',
  /** The heading of the other offers, at the end of an offer's page. */
  others: 'Les autres offres',
} as const;

/** /Website's title and its description in search results. */
export const websitePage = {
  title: 'Offres et contact',
  description: `Les ${String(offers.length)} offres de ${site.studioName}\u00a0: scripts, applications web et mobiles, logiciel sur mesure, intégration, sécurité, données, objets connectés.`,
} as const;

/**
 * What /Website says to independents and shops, who often look for what the
 * studio does not develop: an online shop. Said plainly, then the next step it
 * does sell them (the fixed-price set-up of shop-setup.ts), then its offers
 * that fit them.
 */
export const independentsNote = {
  heading: 'Indépendants et commerces',
  text: 'Une boutique en ligne\u00a0? Je n’en développe pas sur mesure\u00a0: pour une boutique, un restaurant ou un artisan, une solution prête à l’emploi, payée au mois, coûte moins cher et se met en place en quelques jours. Je peux la mettre en place pour vous, au forfait\u00a0:',
  /** After the fixed-price set-up (shop-setup.ts): what else the studio does for them. */
  further: 'Et quand il faut aller plus loin\u00a0:',
  /** Slugs of offers.ts, each with why it fits. */
  offers: [
    {
      slug: 'integration-de-systemes',
      why: 'vos commandes reliées à votre caisse, votre stock ou votre comptabilité, sans double saisie',
    },
    {
      slug: 'scripts-automatises',
      why: 'un geste répété chaque jour, comme un export ou un rapport, fait à votre place',
    },
    {
      slug: 'applications-web-et-bureau',
      why: 'une application à vous, quand aucun outil du marché ne suit votre façon de travailler',
    },
  ],
} as const;
