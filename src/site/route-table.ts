import { languageTwins, pageSpecs, type Collection, type PageModule } from '../shared/paths.ts';

export type { Collection, PageModule };
export { languageTwins };

export interface RouteEntry {
  /** The router's pattern: a path of `paths`, or one with a parameter (`/Offer/:slug`). */
  readonly path: string;
  readonly page: PageModule;
  /** False for pages search engines should not list (`noindex`, out of the sitemap). */
  readonly indexed: boolean;
  /** For a pattern with a parameter: the content collection whose slugs give its addresses. */
  readonly collection?: Collection;
}

/**
 * The site's routes, from the one table of pages (src/shared/paths.ts): the
 * router (routes.tsx), the build's list of pages to prerender, the sitemap,
 * the Node server's pages and the browser tests' route list derive from it
 * (page-list.ts expands the patterns).
 */
export const routeTable: readonly RouteEntry[] = pageSpecs.map(
  ({ path, page, indexed, collection }): RouteEntry => ({
    path,
    page,
    indexed: indexed ?? true,
    ...(collection ? { collection } : {}),
  }),
);

/** Where a page's module lives, as Vite's manifest and `import.meta.glob` name it. */
export function pageSource(page: PageModule): string {
  return `src/site/pages/${page}.tsx`;
}

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
