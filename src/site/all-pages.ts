import type { ComponentType } from 'react';
import type { PageMeta } from './lib/page-meta.ts';
import type { SitePage } from './page-list.ts';
import { pageSource } from './page-list.ts';
import { renderStatic, staticPageProps } from './static-page.tsx';

/**
 * Every page module, for the build's files about all pages (sitemap, preview
 * images: src/pages/sitemap.xml.ts, src/pages/og/; the page tests): never imported by a page,
 * whose CSS would then be every page's.
 */
const pageModules = import.meta.glob<{ default: ComponentType }>(
  ['./pages/*.tsx', '!./pages/*.test.tsx'],
  { eager: true },
);

/** A page of the site as the build renders it: its markup and what it asked for. */
export function renderSitePage(page: SitePage): { markup: string; meta: PageMeta } {
  const module = pageModules[`./${pageSource(page.page).slice('src/site/'.length)}`];
  if (!module) throw new Error(`all pages: no module ${pageSource(page.page)}`);
  return renderStatic(staticPageProps(page, module.default), { inPlace: true });
}

/** The title, description and content date a page of the site asks for. */
export function metaOfPage(page: SitePage): PageMeta {
  return renderSitePage(page).meta;
}
