import { offers } from '../content/offers.ts';
import { projects } from '../content/projects.ts';
import { pageSpecs, projectPage, type Collection, type PageModule } from '../shared/paths.ts';

/**
 * The site's pages: each route of the one table of pages (src/shared/paths.ts),
 * and each page at its own address, a pattern (`/Offer/:slug`) expanded into
 * one page per item of its collection. Astro builds them (src/pages/), the
 * sitemap lists the indexed ones, the server serves them, the tests visit them.
 */

export interface RouteEntry {
  /** A path of `paths`, or a pattern with a parameter (`/Offer/:slug`). */
  readonly path: string;
  readonly page: PageModule;
  /** False for pages search engines should not list (`noindex`, out of the sitemap). */
  readonly indexed: boolean;
  /** For a pattern with a parameter: the content collection whose slugs give its addresses. */
  readonly collection?: Collection;
}

/** The table's routes, each with whether it is listed. */
export const routeTable: readonly RouteEntry[] = pageSpecs.map(
  ({ path, page, indexed, collection }): RouteEntry => ({
    path,
    page,
    indexed: indexed ?? true,
    ...(collection ? { collection } : {}),
  }),
);

/** Where a page's module lives, as `import.meta.glob` names it. */
export function pageSource(page: PageModule): string {
  return `src/site/pages/${page}.tsx`;
}

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

/** Every page of the site at its own address: what the build writes, the sitemap lists (the indexed ones) and the tests visit. */
export const sitePages: readonly SitePage[] = routeTable.flatMap((entry) =>
  instances(entry).map((path) => ({ path, page: entry.page, indexed: entry.indexed })),
);

/** The file a static host serves for a page: `index.html`, `Website.html`, `Offer/<slug>.html`. */
export function htmlFileOf(path: string): string {
  return path === '/' ? 'index.html' : `${decodeURIComponent(path.slice(1))}.html`;
}
