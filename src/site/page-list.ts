import { offers } from '../content/offers.ts';
import { offerHref, OFFER_SLUG_PARAM } from './paths.ts';
import { routeTable, type PageModule } from './route-table.ts';

export interface SitePage {
  /** The page's address below the base path, e.g. `/Offer/securite-applicative`. */
  readonly path: string;
  readonly page: PageModule;
  readonly indexed: boolean;
}

/** The addresses a route's pattern stands for: itself, or one per offer. */
function instances(pattern: string): readonly string[] {
  if (!pattern.includes(`:${OFFER_SLUG_PARAM}`)) return [pattern];
  return offers.map((offer) => offerHref(offer.slug));
}

/**
 * Every page of the site at its own address, from the route table: what the
 * build prerenders, the sitemap lists (the indexed ones) and the tests visit.
 * Kept apart from route-table.ts so that the browser's bundle, which needs
 * only the patterns, does not carry the offers' texts for it.
 */
export const sitePages: readonly SitePage[] = routeTable.flatMap(({ path, page, indexed }) =>
  instances(path).map((instance) => ({ path: instance, page, indexed })),
);

/** The file a static host serves for a page: `index.html`, `Website.html`, `Offer/<slug>.html`. */
export function htmlFileOf(path: string): string {
  return path === '/' ? 'index.html' : `${decodeURIComponent(path.slice(1))}.html`;
}

/** The file holding the branded « page introuvable » screen, which static hosts serve on a miss. */
export const NOT_FOUND_FILE = '404.html';
