import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { pageSource, routeTable } from './route-table.ts';

type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * Every page's module, each its own chunk, loaded on first visit. A page's
 * own parts live in a folder named after it (`pages/landing/`,
 * `pages/offer/`), outside this glob: they belong to their page's chunk.
 * The CV's two parts stay beside it for now: taken out of the glob, they
 * make Rolldown split React into a chunk of its own, one more request and
 * 0.9 kB more on the landing page's first visit, past its 80 kB budget.
 */
const pageLoaders = import.meta.glob<{ default: ComponentType }>([
  './pages/*.tsx',
  '!./pages/*.test.tsx',
  '!./pages/landing.tsx',
]);

/**
 * The landing page, the most visited, ships in the main bundle instead
 * (docs/decisions/005): its first visit fetches two scripts, not seven, and
 * its hydration never waits for a chunk.
 */
const mainBundlePages = import.meta.glob<{ default: ComponentType }>('./pages/landing.tsx', {
  eager: true,
});

export interface PageRoute {
  readonly path: string;
  readonly Page: ComponentType | LazyExoticComponent<ComponentType>;
}

function pageOf(source: string): PageRoute['Page'] {
  const key = `./${source.slice('src/site/'.length)}`;
  const inMainBundle = mainBundlePages[key];
  if (inMainBundle) return inMainBundle.default;
  const loader: PageLoader | undefined = pageLoaders[key];
  if (!loader) throw new Error(`routes: no module ${source} for the route table`);
  return lazy(loader);
}

/**
 * The router's routes, from the route table. Every page is prerendered into
 * its own HTML file and hydrated; its chunk is fetched alongside the main
 * script (scripts/prerender.ts reads which from Vite's manifest), and a chunk
 * that fails to load reaches the error boundary, which offers a reload.
 */
export const pageRoutes: readonly PageRoute[] = routeTable.map(({ path, page }) => ({
  path,
  Page: pageOf(pageSource(page)),
}));
