import { confirmationPage } from '../../src/content/confirmation.ts';
import { inquiryThanks, signupDone } from '../../src/content/inquiry.ts';
import { offers, offersText } from '../../src/content/offers.ts';
import { site } from '../../src/content/site.ts';
import { signupPage } from '../../src/content/signup.ts';
import { termsOfSale } from '../../src/content/terms-of-sale.ts';
import { termsEn } from '../../src/content/terms-en.ts';
import { termsFr } from '../../src/content/terms-fr.ts';
import { offerHref, paths } from '../../src/site/paths.ts';
import { routeTable } from '../../src/site/route-table.ts';

export interface RouteCheck {
  /** An address of the site, as `goto(page, route)` takes it. */
  readonly route: string;
  /** The page's h1: seeing it proves the page has rendered. */
  readonly heading: string | RegExp;
}

const offer = offers[0];
if (!offer) throw new Error('the content has no offer');

/** The h1 of each route of the route table, by its pattern. */
const headings: Readonly<Record<string, string | RegExp>> = {
  [paths.landing]: site.tagline,
  [paths.website]: offersText.heading,
  [`${paths.offer}/:slug`]: offer.title,
  [paths.offer]: offersText.heading,
  [paths.realisation]: 'Réalisations',
  [paths.kaouka]: 'Kaouka',
  [paths.kaoukaApple]: 'Kaouka sur iPhone',
  [paths.termsFr]: termsFr.title,
  [paths.termsEn]: termsEn.title,
  [paths.githubInvoice]: 'GithubInvoice',
  [paths.cv]: site.contactName,
  [paths.team]: 'L’équipe',
  [paths.contact]: 'Modèles de paiement agiles',
  [paths.formation]: 'Formations',
  [paths.kaoukaAndroid]: signupPage.heading,
  [paths.legalNotice]: 'Mentions légales',
  [paths.privacy]: 'Politique de confidentialité',
  [paths.termsOfSale]: termsOfSale.title,
  [paths.unsubscribe]: 'Désinscription',
  [paths.confirmation]: confirmationPage.title,
  [paths.inquiryThanks]: inquiryThanks.heading,
  [paths.signupDone]: signupDone.title,
  [paths.signupToConfirm]: signupDone.toConfirm.title,
};

/** The address visited for a pattern or a page that needs a query. */
const examples: Readonly<Record<string, string>> = {
  [`${paths.offer}/:slug`]: offerHref(offer.slug),
  [paths.unsubscribe]: `${paths.unsubscribe}?jeton=AAAAAAAAAAAAAAAAAAAAAA`,
  [paths.confirmation]: `${paths.confirmation}?jeton=AAAAAAAAAAAAAAAAAAAAAA`,
};

/**
 * Every route of the route table (one offer standing for all: they share one
 * page) and the error screen, with what proves each has rendered. The
 * accessibility budget (axe, both widths, both themes) runs on every entry:
 * a new page in the route table adds its h1 here, or this module throws.
 */
export const routes: readonly RouteCheck[] = [
  ...routeTable.map(({ path }): RouteCheck => {
    const heading = headings[path];
    if (heading === undefined) throw new Error(`tests/e2e/routes.ts: no h1 given for ${path}`);
    return { route: examples[path] ?? path, heading };
  }),
  { route: '/page-inconnue', heading: 'Page introuvable' },
];
