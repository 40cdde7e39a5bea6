// Who the studio works for: the first screen names each kind of client and
// leads it to what the studio does for it (issue 35). The owner's copy: edit
// freely; each `to` must lead to a page of the site, at a section that page
// has (landing-doors.pages.test.ts checks them in the prerendered pages).

import { paths } from '../shared/paths.ts';

export interface Audience {
  /** Short, in the first screen's proof strip. */
  readonly label: string;
  /** A page of the site, with the id of a section of it where the door opens. */
  readonly to: string;
}

/** The section of /Website that answers independents and shops. */
export const INDEPENDENTS_SECTION = 'independants';

export const audiences: readonly Audience[] = [
  { label: 'Indépendants et commerces', to: `${paths.website}#${INDEPENDENTS_SECTION}` },
  { label: 'PME', to: `${paths.website}#famille-automatiser` },
  { label: 'Équipes techniques', to: paths.cv },
  { label: 'Formation', to: paths.formation },
];

/**
 * What /Website says to independents and shops, who often look for what the
 * studio does not sell: a ready-made showcase site with ordering. Said
 * plainly, then what it does for them, each with its offer.
 */
export const independentsNote = {
  heading: 'Indépendants et commerces',
  text: 'Un site vitrine avec commande en ligne\u00a0? Je n’en réalise pas\u00a0: pour une boutique, un restaurant ou un artisan, une solution de boutique en ligne prête à l’emploi, payée au mois, coûte moins cher et se met en place en quelques jours. Je vous suis utile quand il faut aller plus loin\u00a0:',
  /** Slugs of offers.ts, each with why it fits. */
  offers: [
    {
      slug: 'scripts-automatises',
      why: 'vos commandes reliées à votre caisse, votre stock ou votre comptabilité, sans double saisie',
    },
    {
      slug: 'applications-web-et-bureau',
      why: 'une application à vous, quand aucun outil du marché ne suit votre façon de travailler',
    },
  ],
} as const;
