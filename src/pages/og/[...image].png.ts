import type { APIRoute, GetStaticPaths } from 'astro';
import { readBuildEnv } from '../../../scripts/build-env.ts';
import { previewImage, previewTextOf } from '../../../scripts/seo/preview-image.tsx';
import { metaOfPage } from '../../site/all-pages.ts';
import { sitePages, type SitePage } from '../../site/page-list.ts';
import { previewFileOf } from '../../site/preview-files.ts';

/** Each indexed page's link-preview image (1200×630 PNG): `og/index.png`, `og/Offer/<slug>.png`. */
export const getStaticPaths = (() =>
  sitePages
    .filter((page) => page.indexed)
    .map((page) => ({
      params: { image: previewFileOf(page.path).slice('og/'.length, -'.png'.length) },
      props: { page },
    }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const { page } = props as { page: SitePage };
  const host = new URL(readBuildEnv(process.env).publicOrigin).host;
  const png = await previewImage(previewTextOf(page.path, metaOfPage(page).title, host));
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
