// The words of the landing page around SPEC.md's banner and eight cards.

import { site } from './site.ts';
import { owner } from './voice.ts';

/** The landing page's title and its description in search results. */
export const landingPage = {
  title: site.studioName,
  description: `${site.contactName}, ${owner.role.toLocaleLowerCase('fr-FR')}\u00a0: applications web, mobiles et sur mesure, intégration, performances et sécurité.`,
} as const;

/** The one-line promise under the typed title: who, and what for. */
export const landingPromise = `Applications web, mobiles et logiciels sur mesure, conçus, livrés et suivis par ${owner.aDeveloper}.`;

/** Under each card's label, in SPEC.md's order of the cards. */
export const landingHints = {
  booking: 'Un premier échange de 30\u00a0minutes, sans engagement',
  github: 'Mes projets open source',
  discord: 'Discuter',
  instagram: 'Coulisses',
  linkedin: 'Parcours',
  offers: 'Services et tarifs indicatifs',
  realisations: 'Kaouka et GithubInvoice',
  contact: 'Téléphone et e-mail',
} as const;
