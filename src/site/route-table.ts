import { OFFER_SLUG_PARAM, paths } from './paths.ts';

/** A file of src/site/pages/, without `.tsx`: the page a route renders. */
export type PageModule =
  | 'landing'
  | 'website'
  | 'offer'
  | 'realisation'
  | 'kaouka'
  | 'kaouka-app-apple'
  | 'kaouka-app-android'
  | 'kaouka-app-cgu'
  | 'kaouka-app-cgu-en'
  | 'github-invoice'
  | 'cv'
  | 'team'
  | 'contact'
  | 'formation'
  | 'legal-notice'
  | 'privacy'
  | 'terms-of-sale'
  | 'unsubscribe'
  | 'confirmation'
  | 'inquiry-thanks'
  | 'signup-done';

export interface RouteEntry {
  /** The router's pattern: a path of `paths`, or one with a parameter (`/Offer/:slug`). */
  readonly path: string;
  readonly page: PageModule;
  /**
   * False for pages that search engines should not list: they get
   * `noindex` and stay out of the sitemap (a link from an e-mail, a screen
   * that says something is missing).
   */
  readonly indexed: boolean;
  /**
   * For a pattern with a parameter: the content collection whose slugs give
   * its addresses (page-list.ts), one page each. A parameter without one
   * stops the build rather than guessing.
   */
  readonly collection?: Collection;
}

/** The content collections a route's parameter may range over (page-list.ts lists their slugs). */
export type Collection = 'offers';

function route(path: string, page: PageModule, indexed = true): RouteEntry {
  return { path, page, indexed };
}

/** A route with a parameter, one page for each item of `collection`. */
function collectionRoute(path: string, page: PageModule, collection: Collection): RouteEntry {
  return { path, page, indexed: true, collection };
}

/**
 * The site's routes, one line per page, written once: the router
 * (routes.tsx), the build's list of pages to prerender, the sitemap, the
 * Node server's pages and the browser tests' route list all derive from it
 * (page-list.ts expands the patterns). A new page is one line here.
 */
export const routeTable: readonly RouteEntry[] = [
  route(paths.landing, 'landing'),
  route(paths.website, 'website'),
  collectionRoute(`${paths.offer}/:${OFFER_SLUG_PARAM}`, 'offer', 'offers'),
  route(paths.offer, 'offer', false),
  route(paths.realisation, 'realisation'),
  route(paths.kaouka, 'kaouka'),
  route(paths.kaoukaApple, 'kaouka-app-apple'),
  route(paths.kaoukaAndroid, 'kaouka-app-android'),
  route(paths.termsFr, 'kaouka-app-cgu'),
  route(paths.termsEn, 'kaouka-app-cgu-en'),
  route(paths.githubInvoice, 'github-invoice'),
  route(paths.cv, 'cv'),
  route(paths.team, 'team'),
  route(paths.contact, 'contact'),
  route(paths.formation, 'formation'),
  route(paths.legalNotice, 'legal-notice'),
  route(paths.privacy, 'privacy'),
  route(paths.termsOfSale, 'terms-of-sale'),
  route(paths.unsubscribe, 'unsubscribe', false),
  route(paths.confirmation, 'confirmation', false),
  route(paths.inquiryThanks, 'inquiry-thanks', false),
  route(paths.signupDone, 'signup-done', false),
  route(paths.signupToConfirm, 'signup-done', false),
];

/** Where a page's module lives, as Vite's manifest and `import.meta.glob` name it. */
export function pageSource(page: PageModule): string {
  return `src/site/pages/${page}.tsx`;
}

/**
 * Pages written in two languages, each the other's translation: each page of
 * a pair says so to search engines (hreflang, in its head and in the
 * sitemap), and the English one is an English document (`<html lang="en">`).
 */
export const languageTwins: readonly { readonly fr: string; readonly en: string }[] = [
  { fr: paths.termsFr, en: paths.termsEn },
];

/** The language of the page at `path`, and its translations (itself included), if it has any. */
export function languagesOf(path: string): {
  readonly lang: 'fr' | 'en';
  readonly alternates: readonly { readonly lang: 'fr' | 'en'; readonly path: string }[];
} {
  const twin = languageTwins.find(({ fr, en }) => path === fr || path === en);
  if (!twin) return { lang: 'fr', alternates: [] };
  return {
    lang: path === twin.en ? 'en' : 'fr',
    alternates: [
      { lang: 'fr', path: twin.fr },
      { lang: 'en', path: twin.en },
    ],
  };
}
