import type { APIRoute } from 'astro';
import { readBuildEnv } from '../../scripts/build-env.ts';
import { sitemapXml } from '../../scripts/seo/site-files.ts';
import { metaOfPage } from '../site/all-pages.ts';
import { sitePages } from '../site/page-list.ts';

/** `sitemap.xml`: the indexed pages, with each dated page's content date as its `lastmod`. */
export const GET: APIRoute = () => {
  const updated = new Map<string, string>();
  for (const page of sitePages) {
    const date = page.indexed ? metaOfPage(page).updated : undefined;
    if (date !== undefined) updated.set(page.path, date);
  }
  return new Response(sitemapXml(readBuildEnv(process.env), sitePages, updated));
};
