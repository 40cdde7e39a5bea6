import type { BuildEnv } from '../../scripts/build-env.ts';
import { site } from '../content/site.ts';
import { structuredData } from '../../scripts/seo/structured-data.ts';
import { renderSitePage } from './all-pages.ts';
import { sitePages } from './page-list.ts';
import { languagesOf } from '../shared/paths.ts';

export interface RenderedSitePage {
  readonly path: string;
  readonly lang: 'fr' | 'en';
  /** The page's markup as the build prerenders it, in a document of its language. */
  readonly document: Document;
  /** Its JSON-LD nodes, as the build writes them into its head. */
  readonly structuredData: readonly object[];
}

/**
 * For the page tests (jsdom): every page of the route table rendered as the build prerenders it (the
 * same function, src/site/site-page.astro's), from the content as the test has
 * it: a test that changes a content value (vi.mock) sees every page follow.
 */
export function renderSitePages(): RenderedSitePage[] {
  const env: BuildEnv = { basePath: '/', publicOrigin: site.url };
  const rendered: RenderedSitePage[] = [];
  for (const page of sitePages) {
    const { markup, meta } = renderSitePage(page);
    const { lang } = languagesOf(page.path);
    const document = new DOMParser().parseFromString(
      `<!doctype html><html lang="${lang}"><body>${markup}</body></html>`,
      'text/html',
    );
    rendered.push({
      path: page.path,
      lang,
      document,
      structuredData: structuredData(env, page, meta),
    });
  }
  return rendered;
}

/** A page's visible text, white space collapsed (no-break spaces kept: they are typography). */
export function textOf(document: Document): string {
  return document.body.textContent.replace(/[ \t\r\n]+/g, ' ');
}
