import { offers } from '../content/offers.ts';
import { projects } from '../content/projects.ts';
import { projectPage } from '../shared/paths.ts';
import { routeTable, type Collection, type PageModule, type RouteEntry } from './route-table.ts';

export interface SitePage {
  /** The page's address below the base path, e.g. `/Offer/securite-applicative`. */
  readonly path: string;
  readonly page: PageModule;
  readonly indexed: boolean;
}

/** The slugs of each collection a route may range over. */
const collections: Readonly<Record<Collection, () => readonly string[]>> = {
  offers: () => offers.map((offer) => offer.slug),
  // A project the table gives a page of its name (/Kaouka) has no second one.
  projects: () =>
    projects.filter((project) => projectPage(project.slug).collectionPage).map(({ slug }) => slug),
};

const PARAMETER = /:\w+/;

/**
 * The addresses a route stands for: its path, or, for a pattern with a
 * parameter, one per item of the collection the route names.
 */
export function instances({ path, collection }: Pick<RouteEntry, 'path' | 'collection'>): string[] {
  if (!PARAMETER.test(path)) return [path];
  if (!collection) {
    throw new Error(`route ${path}: a parameter needs the collection its addresses come from`);
  }
  return collections[collection]().map((slug) => path.replace(PARAMETER, encodeURIComponent(slug)));
}

/**
 * Every page of the site at its own address, from the route table: what the
 * build prerenders, the sitemap lists (the indexed ones) and the tests visit.
 * Kept apart from route-table.ts so that the browser's bundle, which needs
 * only the patterns, does not carry the offers' texts for it.
 */
export const sitePages: readonly SitePage[] = routeTable.flatMap((entry) =>
  instances(entry).map((path) => ({ path, page: entry.page, indexed: entry.indexed })),
);

/** The file a static host serves for a page: `index.html`, `Website.html`, `Offer/<slug>.html`. */
export function htmlFileOf(path: string): string {
  return path === '/' ? 'index.html' : `${decodeURIComponent(path.slice(1))}.html`;
}
