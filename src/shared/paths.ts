/**
 * Every page of the site, one line each, written once: its address, the
 * module of `src/site/pages/` that renders it, and whether search engines
 * list it. The build's pages (src/site/page-list.ts expands the patterns),
 * the sitemap, the Node server, the e-mails' links and the browser tests all
 * derive from this table, so a new page is its content, its page module and
 * one line here.
 * The pages' spellings are the original site's: links already published
 * (app-store listings) point at them.
 *
 * Kept free of anything else: the forms' islands import it, so a form's
 * messages or an e-mail's text must not come along (they live in the
 * `*-api.ts` contracts beside this file, which import their paths from here).
 */
const pageTable = {
  landing: { path: '/', page: 'landing' },
  website: { path: '/Website', page: 'website' },
  // One page per offer; its addresses come from the offers (page-list.ts).
  offerPage: { path: '/Offer/:slug', page: 'offer', collection: 'offers' },
  // Without an offer: the « offre introuvable » screen, not listed.
  offer: { path: '/Offer', page: 'offer', indexed: false },
  realisation: { path: '/Realisation', page: 'realisation' },
  // One page per project, but for those the table gives a page of their name (/Kaouka).
  projectPage: { path: '/Realisation/:slug', page: 'project', collection: 'projects' },
  kaouka: { path: '/Kaouka', page: 'kaouka' },
  kaoukaApple: { path: '/Kaouka_app_apple', page: 'kaouka-app-apple' },
  kaoukaAndroid: { path: '/Kaouka_app_android', page: 'kaouka-app-android' },
  // Kaouka's terms and privacy policy: one page module per language for both.
  termsFr: { path: '/Kaouka_app_cgu', page: 'kaouka-legal' },
  termsEn: { path: '/Kaouka_app_cgu_en', page: 'kaouka-legal-en', translates: 'termsFr' },
  kaoukaPrivacyFr: { path: '/Kaouka_app_confidentialite', page: 'kaouka-legal' },
  kaoukaPrivacyEn: {
    path: '/Kaouka_app_confidentialite_en',
    page: 'kaouka-legal-en',
    translates: 'kaoukaPrivacyFr',
  },
  githubInvoice: { path: '/GithubInvoice', page: 'github-invoice' },
  cv: { path: '/CV', page: 'cv' },
  team: { path: '/Team', page: 'team' },
  contact: { path: '/Contact', page: 'contact' },
  formation: { path: '/Formation', page: 'formation' },
  legalNotice: { path: '/Mentions_legales', page: 'legal-notice' },
  privacy: { path: '/Confidentialite', page: 'privacy' },
  termsOfSale: { path: '/CGV', page: 'terms-of-sale' },
  // The announcement's unsubscribe link leads to it.
  unsubscribe: { path: '/Desinscription', page: 'unsubscribe', indexed: false },
  // The confirmation e-mail leads to it (through the API's redirect).
  confirmation: { path: '/Confirmation', page: 'confirmation', indexed: false },
  // Where forms sent without script land (the server's 303 names them).
  inquiryThanks: { path: '/Demande_envoyee', page: 'inquiry-thanks', indexed: false },
  signupDone: { path: '/Inscription_enregistree', page: 'signup-done', indexed: false },
  signupToConfirm: { path: '/Inscription_a_confirmer', page: 'signup-done', indexed: false },
} as const satisfies Readonly<Record<string, PageSpec>>;

export interface PageSpec {
  /** An address, or a pattern with one parameter (`/Offer/:slug`). */
  readonly path: string;
  /** The file of `src/site/pages/` that renders it, without `.tsx`. */
  readonly page: string;
  /**
   * False for pages search engines should not list: they get `noindex` and
   * stay out of the sitemap (a link from an e-mail, a screen that says
   * something is missing). Listed unless said.
   */
  readonly indexed?: false;
  /**
   * For a pattern: the content collection whose slugs give its addresses
   * (page-list.ts), one page each. A parameter without one stops the build.
   */
  readonly collection?: Collection;
  /**
   * For an English page: the name (in this table) of the French page it
   * translates. The two are then paired for search engines (hreflang) and
   * the English one is an English document (`<html lang="en">`).
   */
  readonly translates?: string;
}

/** The content collections a route's parameter may range over (page-list.ts lists their slugs). */
export type Collection = 'offers' | 'projects';

type PageTable = typeof pageTable;
export type PageKey = keyof PageTable;
/** A file of src/site/pages/, without `.tsx`: the page a route renders. */
export type PageModule = PageTable[PageKey]['page'];

/** Every route, in the table's order. */
export const pageSpecs: readonly (PageSpec & { readonly page: PageModule })[] =
  Object.values(pageTable);

/**
 * The French and English pages that translate each other, from the table's
 * `translates`. Marked pure: an island's bundle, which reads no twin, then
 * leaves the walk out; the build reads them, so a `translates` naming no
 * page still stops the build.
 */
export const languageTwins: readonly { readonly fr: string; readonly en: string }[] =
  /* @__PURE__ */ pageSpecs.flatMap(({ path, translates }) => {
    if (translates === undefined) return [];
    const french = pageSpecs[Object.keys(pageTable).indexOf(translates)];
    if (!french) throw new Error(`paths.ts: ${path} translates ${translates}, which is no page`);
    return [{ fr: french.path, en: path }];
  });

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

/** The addresses of the table, by name; patterns (`/Offer/:slug`) are left out, they are not links. */
export const paths = Object.fromEntries(
  Object.entries(pageTable)
    .filter(([, spec]) => !('collection' in spec))
    .map(([key, spec]) => [key, spec.path]),
  // Object.fromEntries loses the keys' names; the filter above is the mapped type's.
) as {
  readonly [
    K in PageKey as PageTable[K] extends { collection: string } ? never : K
  ]: PageTable[K]['path'];
};

/** The router parameter naming an item of a collection: `/Offer/<slug>`. */
export const COLLECTION_PARAM = 'slug';

/** Ids of the /Website sections that other pages link to. */
export const websiteSections = {
  offers: 'offres',
  contact: 'contact',
  /** What the studio does for independents and shops (content/offers.ts). */
  independents: 'independants',
} as const;

/**
 * A project's page: the page of the table named after it (SPEC.md's
 * `/Kaouka`, `/GithubInvoice`), or its own in the projects collection,
 * `/Realisation/<slug>`. `collectionPage`: whether it is the latter, i.e.
 * whether the collection's pattern stands for it.
 */
export function projectPage(slug: string): {
  readonly path: string;
  readonly collectionPage: boolean;
} {
  const named = `/${slug}`;
  if (pageSpecs.some(({ path }) => path === named)) return { path: named, collectionPage: false };
  return {
    path: pageTable.projectPage.path.replace(`:${COLLECTION_PARAM}`, encodeURIComponent(slug)),
    collectionPage: true,
  };
}

/** The API's routes (PRODUCT.md, interface contract). */
export const apiPaths = {
  health: '/api/health',
  signups: '/api/signups',
  confirmation: '/api/confirmation',
  unsubscribe: '/api/unsubscribe',
  inquiries: '/api/inquiries',
  inquiryChallenge: '/api/inquiries/challenge',
  /** The page-view beacon: the page a visitor was shown, whoever served it. */
  pageViews: '/api/page-views',
} as const;

/**
 * The built file holding the branded « page introuvable » screen: the build
 * writes it, the Node server answers it on a miss, static hosts serve it.
 */
export const NOT_FOUND_FILE = '404.html';
