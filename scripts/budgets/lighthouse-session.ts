/**
 * What the Lighthouse budget and the performance report share: the production
 * server and a Chromium to audit it in, and one run of Lighthouse's mobile
 * preset (simulated throttling) on one route.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { chromiumArgs } from '../../playwright.config.ts';
import { CATEGORIES, numeric, type Run } from './lighthouse-report.ts';
import { startProductionServer } from './production-server.ts';

/**
 * Lighthouse could not measure the page (its trace recording failed, for
 * example NO_NAVSTART on a loaded machine): no figure was taken, so the run is
 * made again.
 */
export class NotMeasured extends Error {}

export interface LighthouseSession {
  readonly origin: string;
  /** One Lighthouse run of `route`; throws NotMeasured when no figure was taken. */
  measure(route: string): Promise<Run>;
  close(): Promise<void>;
}

async function measure(browser: Browser, origin: string, route: string): Promise<Run> {
  const page = await browser.newPage();
  try {
    const result = await lighthouse(
      `${origin}${route}`,
      { logLevel: 'error', output: 'json', onlyCategories: [...CATEGORIES] },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new NotMeasured(`${route}: ${lhr.runtimeError.message}`);
    // What the page shows once Lighthouse is done (a string: this file is typed for Node).
    const rendered = (await page.evaluate(`({
      h1: document.querySelector('h1')?.textContent ?? null,
      error: document.querySelector('[data-error]')?.getAttribute('data-error') ?? null,
    })`)) as Run['rendered'];
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    return {
      route,
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
      },
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      fcpMs: numeric(lhr, 'first-contentful-paint'),
      rendered,
      lhr,
    };
  } finally {
    await page.close();
  }
}

/**
 * Starts the production server (the build must exist) and a headless
 * Chromium (`CHROME_PATH`, else `CHROMIUM_PATH`, else /usr/bin/chromium), and
 * loads `warmUpRoute` once, unmeasured: the first page a fresh browser and a
 * fresh server show pays for starting them (a first renderer, files not yet
 * read), which no visitor of a running site pays: measured first, the landing
 * page's FCP came out at 801 ms, the 27 other pages' at 647–734 ms.
 */
export async function openLighthouse(warmUpRoute: string): Promise<LighthouseSession> {
  const server = await startProductionServer();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  const close = async () => {
    chrome.kill();
    await server.stop();
  };
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const warmUp = await browser.newPage();
    await warmUp.goto(`${server.origin}${warmUpRoute}`, { waitUntil: 'load' });
    await warmUp.close();
    return {
      origin: server.origin,
      measure: (route) => measure(browser, server.origin, route),
      close: async () => {
        await browser.disconnect();
        await close();
      },
    };
  } catch (error) {
    await close();
    throw error;
  }
}
