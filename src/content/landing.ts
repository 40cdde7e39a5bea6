// The words of the landing page around SPEC.md's banner and eight cards.

/** The one-line promise under the typed title: who, and what for. */
export const landingPromise =
  'Applications web, mobiles et logiciels sur mesure, conçus, livrés et suivis par une développeuse indépendante.';

/** Under each card's label, in SPEC.md's order of the cards. */
export const landingHints = {
  booking: 'Un premier échange de 30\u00a0minutes, sans engagement',
  github: 'Code ouvert',
  discord: 'Discuter',
  instagram: 'Coulisses',
  linkedin: 'Parcours',
  offers: 'Services et tarifs indicatifs',
  realisations: 'Kaouka et GithubInvoice',
  contact: 'Téléphone et e-mail',
} as const;
