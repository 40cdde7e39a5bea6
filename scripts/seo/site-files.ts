import type { SitePage } from '../../src/site/page-list.ts';
import { languagesOf } from '../../src/shared/paths.ts';
import { absoluteUrl, type BuildEnv } from '../build-env.ts';

/** Text that may stand in XML character data or an attribute. */
function xmlText(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/**
 * `sitemap.xml` (sitemaps.org 0.9): every page search engines may list, at
 * its absolute address; a page with a translation lists both (hreflang, as
 * Google reads them from a sitemap), each pair from both sides; a page whose
 * content is dated gives that date as its `lastmod`.
 */
export function sitemapXml(
  env: BuildEnv,
  pages: readonly SitePage[],
  updated: ReadonlyMap<string, string> = new Map(),
): string {
  const urls = pages
    .filter((page) => page.indexed)
    .map((page) => {
      // Only a page whose content is dated says when it changed: a build date
      // would claim every page changed at each deploy, which search engines learn to ignore.
      const date = updated.get(page.path);
      const lastmod = date === undefined ? '' : `<lastmod>${date}</lastmod>`;
      const alternates = languagesOf(page.path).alternates.map(
        ({ lang, path }) =>
          `<xhtml:link rel="alternate" hreflang="${lang}" href="${xmlText(absoluteUrl(env, path))}"/>`,
      );
      return `  <url><loc>${xmlText(absoluteUrl(env, page.path))}</loc>${lastmod}${alternates.join('')}</url>`;
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * `robots.txt`: everything may be crawled (pages that must not be listed
 * say so with `noindex`, which a crawler can only read if it may fetch them),
 * and the sitemap's address.
 */
export function robotsTxt(env: BuildEnv): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(env, '/sitemap.xml')}\n`;
}
