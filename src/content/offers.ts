// The offers, in the order /Website lists them: one file each under
// offers/, each written as its own (no shared sentence pattern, checked by
// content.test.ts). Each price is the offer's first step (a workshop, a
// diagnosis, a simple script) at the day rate of payment-models.ts; the rest
// is quoted. These texts are the owner's copy and may be edited freely.

import { applicationsMobiles } from './offers/applications-mobiles.ts';
import { applicationsWebEtBureau } from './offers/applications-web-et-bureau.ts';
import { integrationDeSystemes } from './offers/integration-de-systemes.ts';
import { logicielSurMesure } from './offers/logiciel-sur-mesure.ts';
import { migrationDeDonnees } from './offers/migration-de-donnees.ts';
import { optimisationDesPerformances } from './offers/optimisation-des-performances.ts';
import { scriptsAutomatises } from './offers/scripts-automatises.ts';
import { securiteApplicative } from './offers/securite-applicative.ts';
import { solutionsEmbarquees } from './offers/solutions-embarquees-et-objets-connectes.ts';
import type { Offer } from './types.ts';

export const offers: readonly Offer[] = [
  scriptsAutomatises,
  applicationsWebEtBureau,
  logicielSurMesure,
  integrationDeSystemes,
  optimisationDesPerformances,
  securiteApplicative,
  migrationDeDonnees,
  applicationsMobiles,
  solutionsEmbarquees,
];

/** The text of /Website's offers section and of each offer's page, around the offers. */
export const offersText = {
  heading: 'Mes offres',
  /** /Offer's description for search results (at most 155 characters). */
  indexDescription:
    'Les offres du studio, du script qui fait gagner une heure par jour à l’application complète, chacune avec son prix indicatif.',
  lead: 'Du script qui fait gagner une heure par jour à l’application complète, chaque mission commence par un échange pour comprendre votre besoin. Chaque tarif est celui de la première étape, et le reste est précisé sur devis.',
  /** The headings of an offer's page, in the order it shows them. */
  sections: {
    deliverables: 'Ce que vous recevez',
    engagement: 'Une mission type',
    clientProvides: 'Ce dont j’ai besoin de votre part',
    excluded: 'Ce qui n’est pas compris',
    confidentiality: 'Confidentialité',
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
