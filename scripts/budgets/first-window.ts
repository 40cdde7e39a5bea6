/**
 * Every page's first view in the first round trip (issue 30): its HTML,
 * compressed as served (Brotli), fits the first TCP window (ten segments,
 * 14.6 kB), and its <head> (all that comes before the content: the inline
 * rules, scripts and tags) fits in 5 kB, so any page starts painting from its
 * first window; a page without a form carries at most 1 kB of inline script
 * (issue 43). Prints each page's figures. Usage: `tsx scripts/budgets/first-window.ts [dist]`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { loadBudgets } from './budgets.ts';

const dir = process.argv[2] ?? 'dist';
const { maxPageBytes, maxHeadBytes, maxInlineScriptBytes } = loadBudgets().firstWindow;
const brotli = (text: string) =>
  brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

const pages = readdirSync(dir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .sort();
if (pages.length === 0) throw new Error(`first-window: no .html file in ${dir}/, build first`);

const over: string[] = [];
for (const page of pages) {
  const html = readFileSync(path.join(dir, page), 'utf8');
  const contentAt = html.indexOf('<div id="root"');
  if (contentAt < 0) throw new Error(`first-window: ${page} has no <div id="root">`);
  const pageBytes = brotli(html);
  const headBytes = brotli(html.slice(0, contentAt));
  const inlineCss = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
  // Script that runs (not JSON-LD nor speculation rules, which are data), compressed
  // alone: what the page around it holds does not move the figure.
  const scriptBytes = brotli(
    [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, source]) => source).join('\n'),
  );
  console.log(
    `${page.padEnd(52)} page ${String(pageBytes).padStart(6)} B  head ${String(headBytes).padStart(5)} B  (inline CSS ${String(brotli(inlineCss)).padStart(5)} B, script ${String(scriptBytes).padStart(4)} B)`,
  );
  // A page with a form carries Astro's island loader too (its script budget: formPage).
  if (scriptBytes > maxInlineScriptBytes && !html.includes('<astro-island'))
    over.push(
      `${page} inline script: ${String(scriptBytes)} B > ${String(maxInlineScriptBytes)} B`,
    );
  if (pageBytes > maxPageBytes)
    over.push(`${page}: ${String(pageBytes)} B > ${String(maxPageBytes)} B`);
  if (headBytes > maxHeadBytes)
    over.push(`${page} <head>: ${String(headBytes)} B > ${String(maxHeadBytes)} B`);
}
if (over.length > 0) {
  console.error(
    `first-window: over budget (budgets.json, firstWindow, Brotli):\n  ${over.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(
  `first-window: ${String(pages.length)} pages within ${String(maxPageBytes)} B, their <head> within ${String(maxHeadBytes)} B, their inline script within ${String(maxInlineScriptBytes)} B (Brotli)`,
);
