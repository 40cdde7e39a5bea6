import { StrictMode, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { RootLayout } from './components/root-layout.tsx';
import type { PageMeta } from './lib/page-meta.ts';
import { PageMetaRecorderContext } from './lib/use-page-meta.ts';
import { instances, type SitePage } from './page-list.ts';
import { routeTable } from './route-table.ts';

/** The title and description each page rendered at build time asked for, by its address. */
export const recordedMeta = new Map<string, PageMeta>();

export interface StaticPageProps {
  /** The page's address below the base path (`/Offer/<slug>`); `/404` for the not-found page. */
  readonly path: string;
  /** The route's pattern (`/Offer/:slug`) and its page, imported ahead: no lazy page at build time. */
  readonly pattern: string;
  readonly Page: ComponentType | undefined;
  readonly basePath: string;
}

/**
 * One page of the site as Astro renders it at build time (src/pages/): the frame
 * (header, main, footer) and the page of the route table at `path`, which records
 * its title and description for the layout's <head> (src/site/layout.astro).
 */
export function StaticPage({ path, pattern, Page, basePath }: StaticPageProps) {
  const record = (meta: PageMeta) => {
    recordedMeta.set(path, meta);
  };
  return (
    <StrictMode>
      <PageMetaRecorderContext value={record}>
        <StaticRouter location={`${basePath}${path.slice(1)}`} basename={basePath}>
          <RootLayout routes={Page ? [{ path: pattern, Page }] : []} />
        </StaticRouter>
      </PageMetaRecorderContext>
    </StrictMode>
  );
}

/** The pattern of the route table that gives `page` its address (`/Offer/:slug`). */
export function patternOf(page: SitePage): string {
  const entry = routeTable.find(
    (route) => route.page === page.page && instances(route).includes(page.path),
  );
  if (!entry) throw new Error(`static page: ${page.path} is in no route`);
  return entry.path;
}

/** What `StaticPage` renders for a page of the site, or for the not-found page (`undefined`). */
export function staticPageProps(
  page: SitePage | undefined,
  Page: ComponentType | undefined,
  basePath: string,
): StaticPageProps {
  return page && Page
    ? { path: page.path, pattern: patternOf(page), Page, basePath }
    : { path: '/404', pattern: '/404', Page: undefined, basePath };
}

/**
 * A page rendered at build time: its markup, which the browser's hydration
 * adopts as it is (src/site/hydrate.tsx: same tree, same ids), and the title
 * and description it asked for.
 */
export function renderStatic(props: StaticPageProps): { markup: string; meta: PageMeta } {
  const markup = renderToString(<StaticPage {...props} />);
  const meta = recordedMeta.get(props.path);
  if (!meta) throw new Error(`static page: the page at ${props.path} set no title`);
  return { markup, meta };
}
