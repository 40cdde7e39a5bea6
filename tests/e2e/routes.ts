import { offers } from '../../src/content/offers.ts';

export interface RouteCheck {
  /** The router path, as `goto(page, route)` takes it. */
  readonly route: string;
  /** The page's h1: seeing it proves the page has rendered. */
  readonly heading: string | RegExp;
}

/**
 * Every route of the site and the error screen, with what proves each has
 * rendered. The accessibility budget (axe, both widths, both themes) runs on
 * every entry: a new page adds one line here.
 */
export const routes: readonly RouteCheck[] = [
  { route: '/', heading: 'Expertise Logiciel' },
  { route: '/Website', heading: 'Mes Offres' },
  { route: `/Offer?offre=${offers[0]?.slug ?? ''}`, heading: offers[0]?.title ?? '' },
  { route: '/Offer', heading: 'Offre introuvable' },
  { route: '/Realisation', heading: 'Réalisations' },
  { route: '/Kaouka', heading: 'Kaouka' },
  { route: '/Kaouka_app_apple', heading: 'Kaouka sur iPhone' },
  { route: '/page-inconnue', heading: 'Page introuvable' },
];
