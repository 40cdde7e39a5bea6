/**
 * What the Lighthouse guard (lighthouse.ts, in `npm test`) and the speed report
 * (perf-report.ts, `npm run report:perf`) share: Lighthouse CI (`lhci collect`)
 * runs Lighthouse's mobile preset (simulated throttling) on chosen pages of the
 * built site, served by the production server. The report measures the floor
 * too, a one-heading page with no script and no stylesheet (`FLOOR_ROUTE`),
 * in the same run: a page is judged against the floor measured beside it,
 * never against an absolute time; what the machine's load adds to both, the
 * comparison takes away.
 *
 * The runs go in rounds, every page once a round: a page's runs are minutes
 * apart, so one busy minute of a shared machine cannot decide its median.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumArgs } from '../../playwright.config.ts';
import { startProductionServer } from './production-server.ts';

/** Where the floor answers: a file of its own beside the built pages, in a copy of the build. */
export const FLOOR_ROUTE = '/lighthouse-floor';

/**
 * One heading, a title and a description (for SEO), nothing else: no script, no
 * stylesheet; an empty icon, so that the browser asks for no /favicon.ico (a 404
 * in the console costs best practices; the site's pages name their /favicon.svg).
 */
const FLOOR_HTML =
  '<!doctype html><html lang="fr"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<link rel="icon" href="data:,">' +
  '<title>Plancher</title><meta name="description" content="Une page d’un titre, sans script ni feuille de style.">' +
  '</head><body><h1>Plancher</h1></body></html>\n';

/** Where `lhci collect` writes each run's report, and `lhci assert` reads them. */
const RESULTS_DIR = '.lighthouseci';

/** The part of a Lighthouse report these scripts read. */
export interface Lhr {
  readonly requestedUrl: string;
  readonly categories: Readonly<Record<string, { readonly score: number | null }>>;
  readonly audits: Readonly<Record<string, { readonly numericValue?: number }>>;
}

/** A measured page: its runs' reports, and whether it holds a form (which may load a script). */
export interface MeasuredPage {
  readonly route: string;
  readonly url: string;
  readonly hasForm: boolean;
  readonly runs: readonly Lhr[];
}

const lhciBin = path.resolve('node_modules/.bin/lhci');

/** Runs `lhci <args>`, its output on ours; its exit status. */
export function lhci(args: readonly string[]): number {
  const result = spawnSync(lhciBin, args, { stdio: 'inherit' });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/** The built file answering `route` (`/` from index.html, `/Offer/x` from Offer/x.html). */
function fileOf(distDir: string, route: string): string {
  return path.join(distDir, route === '/' ? 'index.html' : `${decodeURI(route.slice(1))}.html`);
}

/** The reports `lhci collect` wrote, by the address they measured. */
function readRuns(): Map<string, Lhr[]> {
  const runs = new Map<string, Lhr[]>();
  for (const name of readdirSync(RESULTS_DIR)) {
    if (!/^lhr-.*\.json$/.test(name)) continue;
    const lhr = JSON.parse(readFileSync(path.join(RESULTS_DIR, name), 'utf8')) as Lhr;
    runs.set(lhr.requestedUrl, [...(runs.get(lhr.requestedUrl) ?? []), lhr]);
  }
  return runs;
}

/**
 * Measures `routes` of the build in `distDir` (`FLOOR_ROUTE` among them, the
 * floor), `rounds` runs each, with Lighthouse CI against the production server,
 * and returns them in the order given, their reports in `.lighthouseci/`
 * (where `lhci assert` reads them).
 */
export async function measure(
  distDir: string,
  routes: readonly string[],
  rounds: number,
): Promise<MeasuredPage[]> {
  // A copy of the build with the floor beside its pages: the server serves
  // the floor by the same route, from memory, with the same headers.
  const siteCopy = mkdtempSync(path.join(tmpdir(), 'lighthouse-site-'));
  cpSync(distDir, siteCopy, { recursive: true });
  writeFileSync(path.join(siteCopy, `${FLOOR_ROUTE.slice(1)}.html`), FLOOR_HTML);
  const server = await startProductionServer(siteCopy);
  const configFile = path.join(siteCopy, 'lighthouserc.json');
  try {
    const urlOf = (route: string) => `${server.origin}${route}`;
    const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
    writeFileSync(
      configFile,
      JSON.stringify({
        ci: {
          collect: {
            url: routes.map(urlOf),
            numberOfRuns: 1,
            chromePath,
            settings: {
              chromeFlags: ['--headless=new', ...chromiumArgs].join(' '),
              onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
            },
          },
        },
      }),
    );
    for (let round = 1; round <= rounds; round += 1) {
      console.log(`Lighthouse CI, round ${round} of ${rounds}: ${routes.join(' ')}`);
      const args = ['collect', `--config=${configFile}`, ...(round > 1 ? ['--additive'] : [])];
      if (lhci(args) !== 0) throw new Error(`lhci collect failed in round ${round}`);
    }
    const runs = readRuns();
    const page = (route: string): MeasuredPage => ({
      route,
      url: urlOf(route),
      hasForm:
        route !== FLOOR_ROUTE && /<form[\s>]/.test(readFileSync(fileOf(distDir, route), 'utf8')),
      runs: runs.get(urlOf(route)) ?? [],
    });
    return routes.map(page);
  } finally {
    await server.stop();
    rmSync(siteCopy, { recursive: true, force: true });
  }
}

/** The middle value (of an even count, the mean of the two middle ones), as `lhci assert`'s median. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

/** The audits compared with the floor's. */
export const TIMES = {
  mainThread: 'mainthread-work-breakdown',
  tbt: 'total-blocking-time',
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
} as const;
export const CLS = 'cumulative-layout-shift';
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** An audit's value in each run. */
export function valuesOf(page: MeasuredPage, audit: string): number[] {
  return page.runs.map((run) => run.audits[audit]?.numericValue ?? Number.NaN);
}

/** A category's score out of 100, in each run. */
export function scoresOf(page: MeasuredPage, category: string): number[] {
  return page.runs.map((run) => Math.round((run.categories[category]?.score ?? 0) * 100));
}

/** The sitemap's pages of a build, by their address below its base. */
export function sitemapRoutes(distDir: string): string[] {
  const sitemap = readFileSync(path.join(distDir, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, address = '']) => new URL(address).pathname,
  );
}
