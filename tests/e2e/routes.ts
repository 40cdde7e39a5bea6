import { offers, offersText } from '../../src/content/offers.ts';
import { site } from '../../src/content/site.ts';
import { signupPage } from '../../src/content/signup.ts';
import { termsEn } from '../../src/content/terms-en.ts';
import { termsFr } from '../../src/content/terms-fr.ts';

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
  { route: '/', heading: site.tagline },
  { route: '/Website', heading: offersText.heading },
  { route: `/Offer?offre=${offers[0]?.slug ?? ''}`, heading: offers[0]?.title ?? '' },
  { route: '/Offer', heading: 'Offre introuvable' },
  { route: '/Realisation', heading: 'Réalisations' },
  { route: '/Kaouka', heading: 'Kaouka' },
  { route: '/Kaouka_app_apple', heading: 'Kaouka sur iPhone' },
  { route: '/Kaouka_app_cgu', heading: termsFr.title },
  { route: '/Kaouka_app_cgu_en', heading: termsEn.title },
  { route: '/GithubInvoice', heading: 'GithubInvoice' },
  { route: '/CV', heading: site.contactName },
  { route: '/Team', heading: 'L’équipe' },
  { route: '/Contact', heading: 'Modèles de paiement agiles' },
  { route: '/Formation', heading: 'Formations' },
  { route: '/Kaouka_app_android', heading: signupPage.heading },
  { route: '/Mentions_legales', heading: 'Mentions légales' },
  { route: '/Confidentialite', heading: 'Politique de confidentialité' },
  { route: '/Desinscription?jeton=AAAAAAAAAAAAAAAAAAAAAA', heading: 'Désinscription' },
  { route: '/page-inconnue', heading: 'Page introuvable' },
];
