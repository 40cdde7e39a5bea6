/**
 * Writes every page of the site into its own HTML file at build time
 * (docs/decisions/008): `index.html`, `Website.html`, `Offer/<slug>.html`… and
 * `404.html`, each with its own <head> (preview image in `og/`, structured
 * data), then `sitemap.xml` and `robots.txt`; the page's markup rendered by the SSR
 * bundle (src/site/prerender.tsx), the rules of the site's stylesheet that its
 * markup uses inline (scripts/critical-css.ts), the whole stylesheet fetched
 * once it has painted (docs/decisions/019), the inline scripts (scripts/inline-scripts.ts)
 * and what the start script needs to fetch: the entry, its imports and the
 * page's own chunks, from Vite's manifest.
 * The server allows the inline blocks by their SHA-256 (src/server/inline-hashes.ts).
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { NOT_FOUND_FILE } from '../src/shared/paths.ts';
import { htmlFileOf, sitePages, type SitePage } from '../src/site/page-list.ts';
import { languagesOf } from '../src/site/route-table.ts';
import type { PrerenderEntry } from '../src/site/prerender-types.ts';
import { pageSource, type PageModule } from '../src/site/route-table.ts';
import { absoluteUrl, readBuildEnv } from './build-env.ts';
import { criticalCss } from './critical-css.ts';
import { takeFontFaces } from './font-faces.ts';
import { buildInlineScripts } from './inline-scripts.ts';
import { previewImage, previewTextOf } from './seo/preview-image.tsx';
import { robotsTxt, sitemapXml } from './seo/site-files.ts';
import { structuredData } from './seo/structured-data.ts';

const distDir = process.argv[2] ?? 'dist';
const ssrBundle = process.argv[3] ?? 'build/prerender/prerender.js';
const env = readBuildEnv(process.env);

// The SSR bundle's exports, which src/site/prerender.tsx checks against PrerenderEntry.
const { renderPage, renderDocument } = (await import(
  pathToFileURL(path.resolve(ssrBundle)).href
)) as PrerenderEntry;

/** Vite's build manifest (`build.manifest`), by source file. */
interface ManifestChunk {
  readonly file: string;
  readonly name?: string;
  readonly imports?: readonly string[];
}
const manifestDir = path.join(distDir, '.vite');
// Written by Vite in this shape (https://vite.dev/guide/backend-integration).
const manifest = JSON.parse(
  await readFile(path.join(manifestDir, 'manifest.json'), 'utf8'),
) as Record<string, ManifestChunk>;

function chunkOf(key: string): ManifestChunk {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`prerender: ${key} is not in Vite's manifest`);
  return chunk;
}

/** The modules a chunk needs, itself first, then its static imports'. */
function modulesOf(key: string, seen = new Set<string>()): Set<string> {
  const chunk = chunkOf(key);
  seen.add(`${env.basePath}${chunk.file}`);
  for (const imported of chunk.imports ?? []) modulesOf(imported, seen);
  return seen;
}

const entry = chunkOf('index.html');
const entryFile = `${env.basePath}${entry.file}`;
// React's chunk (vite.config.ts) runs before the entry, in a task of its own.
const reactKey = entry.imports?.find((key) => manifest[key]?.name === 'react');
if (!reactKey) throw new Error("prerender: the entry does not import React's chunk");
const appScripts = [`${env.basePath}${chunkOf(reactKey).file}`, entryFile];
/** The modules the entry imports, fetched alongside it on every page. */
const withEntry = modulesOf('index.html');
for (const script of appScripts) withEntry.delete(script);
/** A page that is not a chunk of its own is in the main bundle (src/site/routes.tsx). */
function modulesOfPage(page: PageModule | undefined): string[] {
  const own = page && manifest[pageSource(page)] ? [...modulesOf(pageSource(page))] : [];
  return [
    ...withEntry,
    ...own.filter((file) => !withEntry.has(file) && !appScripts.includes(file)),
  ];
}

// One stylesheet for the whole site (build.cssCodeSplit off): each page inlines
// the rules its markup uses, and the whole file, cached across pages, comes after.
// The stylesheet declares no face: the start script adds the display face, and
// a page read without script links its rule.
// Both files are named by their content, like the rest of the build.
const builtSheet = chunkOf('style.css').file;
const faces = takeFontFaces(await readFile(path.join(distDir, builtSheet), 'utf8'));
const contentName = (name: string, content: string) =>
  `assets/${name}-${createHash('sha256').update(content).digest('base64url').slice(0, 8)}.css`;
const sheetFile = contentName('style', faces.rest);
const faceSheetFile = contentName('display-face', faces.displayRule);
await rm(path.join(distDir, builtSheet));
await writeFile(path.join(distDir, sheetFile), faces.rest);
await writeFile(path.join(distDir, faceSheetFile), faces.displayRule);
const stylesheet = `${env.basePath}${sheetFile}`;
const withoutScript = [`${env.basePath}${faceSheetFile}`, stylesheet];

// The icon in every page (public/favicon.svg, also served at its address for
// other sites), escaped only where a data: address must be.
const iconSvg = await readFile(path.join(distDir, 'favicon.svg'), 'utf8');
const icon = `data:image/svg+xml,${iconSvg
  .trim()
  .replace(/["%#<>\s]/g, (character) => encodeURIComponent(character))}`;

const scripts = await buildInlineScripts(env.basePath);
function inlineCode(placement: 'head' | 'body', root: boolean): string[] {
  return scripts
    .filter((script) => script.placement === placement && (script.pages === 'all' || root))
    .map((script) => script.code);
}

/** Where a page's preview image goes: `og/Website.png`, `og/Offer/<slug>.png`, `og/index.png`. */
function previewFileOf(htmlFile: string): string {
  return `og/${htmlFile.replace(/\.html$/, '.png')}`;
}

async function write(file: string, data: string | Buffer): Promise<number> {
  const target = path.join(distDir, file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, data);
  return data.length;
}

const host = new URL(env.publicOrigin).host;
async function writePage(file: string, page: SitePage | undefined): Promise<number> {
  const at = page?.path ?? '/404';
  // The router's basename is the base path as it is (src/site/lib/base-path.ts).
  const { markup, meta } = await renderPage(`${env.basePath}${at.slice(1)}`, env.basePath);
  if (page && meta.updated !== undefined) contentDates.set(page.path, meta.updated);
  let image: string | undefined;
  if (page?.indexed) {
    image = previewFileOf(file);
    await write(image, await previewImage(previewTextOf(at, meta.title, host)));
  }
  const root = at === '/';
  const document = (css: string) =>
    renderDocument({
      meta,
      canonical: page ? absoluteUrl(env, at) : undefined,
      lang: languagesOf(at).lang,
      alternates: languagesOf(at).alternates.map(({ lang, path }) => ({
        lang,
        href: absoluteUrl(env, path),
      })),
      indexed: page?.indexed ?? false,
      previewImage: image && absoluteUrl(env, `/${image}`),
      structuredData: page ? structuredData(env, page, meta) : [],
      basePath: env.basePath,
      css,
      icon,
      headScripts: inlineCode('head', root),
      bodyScripts: inlineCode('body', root),
      withoutScript,
      appStart: {
        stylesheet,
        face: faces.display,
        scripts: appScripts,
        modules: modulesOfPage(page?.page),
      },
      markup,
    });
  // The document with no inline rules tells which of the stylesheet's rules its markup uses.
  const css = await criticalCss(document(''), { distDir, basePath: env.basePath, stylesheet });
  inlineBytes.push(css.length);
  return write(file, document(css));
}

/** Each page's inline CSS, in bytes: the build's summary. */
const inlineBytes: number[] = [];

/** Each dated page's content date, as its page recorded it: the sitemap's `lastmod`. */
const contentDates = new Map<string, string>();

let bytes = 0;
for (const page of sitePages) bytes += await writePage(htmlFileOf(page.path), page);
// Any address no page answers: the same screen, whatever the address was.
bytes += await writePage(NOT_FOUND_FILE, undefined);
await write('sitemap.xml', sitemapXml(env, sitePages, contentDates));
await write('robots.txt', robotsTxt(env));

// The manifest is for this step only.
await rm(manifestDir, { recursive: true });
console.log(
  `prerender: ${String(sitePages.length + 1)} pages in ${distDir}/ (${String(bytes)} bytes; ${String(Math.min(...inlineBytes))} to ${String(Math.max(...inlineBytes))} bytes of CSS inline), their preview images, sitemap.xml and robots.txt`,
);
