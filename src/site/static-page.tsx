import { StrictMode, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { IslandRecorderContext } from './components/island.tsx';
import { RootLayout } from './components/root-layout.tsx';
import { HereContext, paramsOf } from './lib/here.tsx';
import type { PageMeta } from './lib/page-meta.ts';
import { PageMetaRecorderContext } from './lib/use-page-meta.ts';
import { instances, type SitePage } from './page-list.ts';
import { routeTable } from './page-list.ts';

export interface StaticPageProps {
  /** The page's address below the base path (`/Offer/<slug>`); `/404` for the not-found page. */
  readonly path: string;
  /** The route's pattern (`/Offer/:slug`), which gives the page its parameters. */
  readonly pattern: string;
  readonly Page: ComponentType;
}

/** The pattern of the route table that gives `page` its address (`/Offer/:slug`). */
export function patternOf(page: SitePage): string {
  const entry = routeTable.find(
    (route) => route.page === page.page && instances(route).includes(page.path),
  );
  if (!entry) throw new Error(`static page: ${page.path} is in no route`);
  return entry.path;
}

/** What `renderStatic` renders for a page of the site, or for the not-found page (`page` undefined). */
export function staticPageProps(page: SitePage | undefined, Page: ComponentType): StaticPageProps {
  return page
    ? { path: page.path, pattern: patternOf(page), Page }
    : { path: '/404', pattern: '/404', Page };
}

export interface StaticRender {
  readonly markup: string;
  /** The title and description the page asked for. */
  readonly meta: PageMeta;
  /** The props of the page's islands, in the order of their markers in `markup`. */
  readonly islands: readonly object[];
}

/**
 * One page of the site as Astro renders it at build time (src/site/site-page.astro):
 * the frame (header, main, footer) around the page of the route table at
 * `path`, which knows where it is (lib/here.tsx). Its islands are markers
 * in the markup, which the page's src/pages/ file fills; with `inPlace`
 * (the page tests), each island's component is rendered where it stands.
 */
export function renderStatic(
  { path, pattern, Page }: StaticPageProps,
  { inPlace = false } = {},
): StaticRender {
  let meta: PageMeta | undefined;
  const islands: object[] = [];
  const markup = renderToString(
    <StrictMode>
      <PageMetaRecorderContext value={(recorded) => (meta = recorded)}>
        <IslandRecorderContext value={inPlace ? null : (props) => islands.push(props) - 1}>
          <HereContext value={{ pathname: path, params: paramsOf(pattern, path) }}>
            <RootLayout Page={Page} />
          </HereContext>
        </IslandRecorderContext>
      </PageMetaRecorderContext>
    </StrictMode>,
  );
  if (!meta) throw new Error(`static page: the page at ${path} set no title`);
  return { markup, meta, islands };
}
