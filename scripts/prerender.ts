/**
 * Puts the landing page's HTML into dist/index.html at build time, so the
 * banner and the cards paint before any script runs (decision 005):
 * - the markup rendered by the SSR bundle (src/site/prerender.tsx) into #root;
 * - right after it, the page's only script tag, inline, which removes that
 *   markup on any other route and starts the application, on the landing page
 *   once it is painted (decision 006); Vite's entry <script> and
 *   <link rel="modulepreload"> tags leave the head for it, and Vite's manifest
 *   tells it which chunks and stylesheets each lazily loaded page needs;
 * - the entry stylesheet inlined as a <style>, so painting waits for no request.
 * The server allows both inline blocks by their SHA-256 (src/server/inline-hashes.ts).
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startScript } from '../src/site/lib/landing-route.ts';
import { pageModules, pageSource } from '../src/site/page-modules.ts';

const distDir = process.argv[2] ?? 'dist';
const ssrBundle = process.argv[3] ?? 'build/prerender/prerender.js';

const { renderLanding } = (await import(pathToFileURL(path.resolve(ssrBundle)).href)) as {
  renderLanding: () => string;
};

const indexPath = path.join(distDir, 'index.html');
let html = await readFile(indexPath, 'utf8');

const entryTag = /\s*<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const entry = entryTag.exec(html)?.[1];
if (!entry) throw new Error(`prerender: no entry <script type="module"> in ${indexPath}`);
html = html.replace(entryTag, '');
const preloadTag = /\s*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g;
const preloads = [...html.matchAll(preloadTag)].map((match) => match[1] ?? '');
html = html.replace(preloadTag, '');

/** Vite's build manifest (`build.manifest`), by source file or chunk name. */
interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly css?: readonly string[];
}
const manifestDir = path.join(distDir, '.vite');
const manifest = JSON.parse(
  await readFile(path.join(manifestDir, 'manifest.json'), 'utf8'),
) as Record<string, ManifestChunk>;

/** The files a chunk needs, itself first: its static imports' too, and their stylesheets. */
function filesOf(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`prerender: ${key} is not in Vite's manifest`);
  seen.add(`/${chunk.file}`);
  for (const css of chunk.css ?? []) seen.add(`/${css}`);
  for (const imported of chunk.imports ?? []) filesOf(imported, seen);
  return seen;
}
const mainEntry = Object.keys(manifest).find((key) => manifest[key]?.file === entry.slice(1));
if (!mainEntry) throw new Error(`prerender: ${entry} is not in Vite's manifest`);
const loadedWithEntry = filesOf(mainEntry);
const lazyPages = (manifest[mainEntry]?.dynamicImports ?? []).filter((key) =>
  key.startsWith('src/site/pages/'),
);
const tabled = Object.values(pageModules).map(pageSource);
if ([...lazyPages].sort().join() !== [...tabled].sort().join()) {
  throw new Error(
    `prerender: src/site/page-modules.ts and the pages routes.tsx loads lazily disagree:\n` +
      `  routes.tsx: ${lazyPages.join(', ')}\n  page-modules.ts: ${tabled.join(', ')}`,
  );
}
const routePreloads = Object.fromEntries(
  Object.entries(pageModules).map(([route, module]) => [
    route,
    [...filesOf(pageSource(module))].filter((file) => !loadedWithEntry.has(file)),
  ]),
);
// The manifest is for this step only, not for the host.
await rm(manifestDir, { recursive: true });

const ROOT = '<div id="root"></div>';
if (!html.includes(ROOT)) throw new Error(`prerender: ${indexPath} has no empty ${ROOT}`);
html = html.replace(
  ROOT,
  () =>
    `<div id="root">${renderLanding()}</div><script>${startScript(entry, preloads, routePreloads)}</script>`,
);

const stylesheet = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/;
const link = stylesheet.exec(html);
if (!link?.[1]) throw new Error(`prerender: no entry stylesheet link in ${indexPath}`);
const cssPath = path.join(distDir, link[1]);
const css = (await readFile(cssPath, 'utf8')).trim();
html = html.replace(link[0], () => `<style>${css}</style>`);
// Inlined, the file would only be dead weight on the host.
await rm(cssPath);

await writeFile(indexPath, html);
console.log(
  `prerender: ${indexPath} now holds the landing page (${html.length} bytes, ${css.length} bytes of CSS inline)`,
);
