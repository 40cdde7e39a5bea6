import type { SitePage } from '../../src/site/page-list.ts';
import { absoluteUrl, type BuildEnv } from '../build-env.ts';

/** Text that may stand in XML character data or an attribute. */
function xmlText(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** `sitemap.xml` (sitemaps.org 0.9): every page search engines may list, at its absolute address. */
export function sitemapXml(env: BuildEnv, pages: readonly SitePage[]): string {
  const urls = pages
    .filter((page) => page.indexed)
    .map((page) => `  <url><loc>${xmlText(absoluteUrl(env, page.path))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
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
