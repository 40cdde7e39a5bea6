// The words of the landing page's first screen, around SPEC.md's typed title
// and eight cards; the story below them is landing-story.ts.

import { site } from './site.ts';

/** The landing page's title and its description in search results. */
export const landingPage = {
  title: site.studioName,
  description: `${site.contactName} (${site.studioName})\u00a0: applications web, mobiles et sur mesure, intégration, performances et sécurité.`,
} as const;

/** The promise under the typed title, large: who, for whom, what. */
export const landingPromise =
  'Je conçois et je code les applications web et mobiles des PME, des associations et des indépendants.';

/** Under « Rendez-vous », the first screen's one call to action. */
export const bookingHint = '30\u00a0minutes, sans engagement';
