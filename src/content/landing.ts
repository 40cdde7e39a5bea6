// The words of the landing page around SPEC.md's banner and eight cards.

import { site } from './site.ts';

/** The landing page's title and its description in search results. */
export const landingPage = {
  title: site.studioName,
  description: `${site.contactName} (${site.studioName})\u00a0: applications web, mobiles et sur mesure, intégration, performances et sécurité.`,
} as const;

/** The one-line promise under the typed title: who, and what for. */
// The landing page's words carry no word that agrees with the owner (the
// promise is in the first person): they ship in its first-visit script, whose
// budget has no room for the grammar table (voice.ts).
export const landingPromise =
  'Applications web, mobiles et logiciels sur mesure, que je conçois, livre et suis moi-même.';

/** Under each card's label, in SPEC.md's order of the cards. */
export const landingHints = {
  booking: 'Un premier échange de 30\u00a0minutes, sans engagement',
  github: 'Code source libre',
  discord: 'Discuter',
  instagram: 'Coulisses',
  linkedin: 'Parcours',
  offers: 'Services et tarifs indicatifs',
  realisations: 'Kaouka et GithubInvoice',
  contact: 'Téléphone et e-mail',
} as const;
