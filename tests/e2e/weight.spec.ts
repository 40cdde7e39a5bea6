import { existsSync, readFileSync, statSync } from 'node:fs';
import { expect, test } from '@playwright/test';

interface WeightBudget {
  readonly maxStylesheetBytes: number;
  readonly maxFontBytes: number;
  readonly maxDocumentBytes: number;
  readonly maxTotalBytes: number;
}

const budgets = JSON.parse(readFileSync('budgets.json', 'utf8')) as {
  landingFirstVisit: WeightBudget;
  formPage: { maxScriptBytes: number; targetScriptBytes: number };
};
const budget = budgets.landingFirstVisit;

/** scripts/precompress.ts writes a .br copy of every text file from this size on. */
const PRECOMPRESS_MIN_BYTES = 512;

/**
 * A built file's bytes as the server sends it: its Brotli copy, which every
 * file of 512 B and more has; a smaller one goes as it is.
 */
function servedBytes(pathname: string): number {
  const file = `dist${pathname}`;
  const size = statSync(file).size;
  if (size < PRECOMPRESS_MIN_BYTES) return size;
  expect(existsSync(`${file}.br`), `${pathname} has its Brotli copy`).toBe(true);
  return statSync(`${file}.br`).size;
}

/**
 * The weight budget (budgets.json, `landingFirstVisit`): what a first visit
 * to the landing page transfers, compressed as the server sends it, headers
 * included, counted request by request once the page has settled and been
 * read to its end. The landing has no form (its « Demander un devis » leads
 * to /Contact's): HTML, its inline rules, the display face and the pictures.
 */
// Measured once, on the phone.
test(
  'a first visit to the landing page stays within its weight budget, with no script file',
  { tag: '@phone' },
  async ({ page }) => {
    const requests: Array<Promise<{ type: string; bytes: number; url: string }>> = [];
    page.on('requestfinished', (request) => {
      requests.push(
        request.sizes().then((sizes) => ({
          type: request.resourceType(),
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
          url: request.url(),
        })),
      );
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
    });
    await page.waitForLoadState('networkidle');
    const measured = await Promise.all(requests);
    const ofType = (type: string) => (request: { type: string }) => request.type === type;
    const sum = (kept: (request: { type: string; url: string }) => boolean = () => true) =>
      measured.filter(kept).reduce((total, r) => total + r.bytes, 0);
    const weight = {
      stylesheet: sum(ofType('stylesheet')),
      font: sum((request) => request.url.endsWith('.woff2')),
      document: sum(ofType('document')),
      total: sum(),
    };
    console.log(
      `landing first visit: ${measured.length} requests, stylesheet ${weight.stylesheet} B, ` +
        `font ${weight.font} B, document ${weight.document} B (with its inline rules), total ${weight.total} B`,
    );
    expect(measured.filter(ofType('script'))).toEqual([]);
    expect(weight.document, 'document bytes').toBeGreaterThan(0);
    // The page's CSS is inline (astro.config.ts, inlineStylesheets): no stylesheet request.
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
    expect(weight.stylesheet, 'stylesheet bytes').toBeLessThanOrEqual(budget.maxStylesheetBytes);
    // The display face is fetched on the first visit.
    expect(weight.font, 'font bytes').toBeGreaterThan(10_000);
    expect(weight.font, 'font bytes').toBeLessThanOrEqual(budget.maxFontBytes);
    expect(weight.document, 'document bytes').toBeLessThanOrEqual(budget.maxDocumentBytes);
    expect(weight.total, 'total bytes').toBeLessThanOrEqual(budget.maxTotalBytes);
  },
);

test('a page without a form loads no script file', { tag: '@phone' }, async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  for (const path of ['/', '/Website', '/Formation', '/CV', '/Kaouka_app_cgu']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // Scrolled to its end: nothing below asks for a script either.
    await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
    });
    await page.waitForLoadState('networkidle');
  }
  expect(scripts).toEqual([]);
});

/**
 * A page with a form (issue 43): no script file before its first paint, and
 * the form's script in all, once it has hydrated, within `formPage` (Brotli
 * bytes of the files, as the server sends them, headers apart).
 */
for (const path of ['/Contact', '/Offer/logiciel-sur-mesure', '/Kaouka_app_android']) {
  test(
    `${path} loads its form's script after its first paint, within the form pages' budget`,
    {
      tag: '@phone',
    },
    async ({ page }) => {
      const scripts: string[] = [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(path);
      const form = page.locator('form[method="post"]').first();
      await form.scrollIntoViewIfNeeded();
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      // Every script file asked for after the first paint.
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.js'))
          .map((entry) => entry.startTime),
      }));
      expect(timing.paint, 'first contentful paint').toBeDefined();
      expect(timing.scripts.length).toBeGreaterThan(0);
      for (const start of timing.scripts) expect(start).toBeGreaterThan(timing.paint ?? Infinity);
      const bytes = scripts.reduce((total, file) => total + servedBytes(file), 0);
      console.log(
        `${path}: ${String(scripts.length)} script files, ${String(bytes)} B Brotli ` +
          `(issue 43's target ${String(budgets.formPage.targetScriptBytes)} B)`,
      );
      expect(bytes, 'script bytes').toBeLessThanOrEqual(budgets.formPage.maxScriptBytes);
    },
  );
}
