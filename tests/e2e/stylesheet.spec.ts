import { expect, test } from '@playwright/test';
import { waitForHydration } from './fixtures.ts';

/** The site's stylesheet, whatever its content hash. */
const STYLESHEET = /\/assets\/style-[\w-]+\.css$/;
/** The application's entry script. */
const MAIN_SCRIPT = /\/assets\/index-[\w-]+\.js$/;

/**
 * Each page paints from its own inline rules and links the site's whole
 * stylesheet after its content (docs/decisions/005): no script of the
 * application runs before that stylesheet is there, so a page drawn by a
 * navigation inside the site is styled when it shows, and no navigation
 * fetches CSS again.
 */
test(
  'a page reached inside the site is styled when it shows, with no new request for CSS',
  { tag: '@desktop' },
  async ({ page }) => {
    const events: string[] = [];
    // A slow stylesheet: were the application to start before it, its pages could show unstyled.
    await page.route(STYLESHEET, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    page.on('requestfinished', (request) => {
      if (STYLESHEET.test(request.url())) events.push('stylesheet loaded');
    });
    page.on('request', (request) => {
      if (MAIN_SCRIPT.test(request.url())) events.push('script requested');
    });
    const stylesheetLoaded = page.waitForEvent('requestfinished', (request) =>
      STYLESHEET.test(request.url()),
    );
    const scriptRequested = page.waitForEvent('request', (request) =>
      MAIN_SCRIPT.test(request.url()),
    );
    await page.goto('/Website');
    // The first paint needs nothing but the page: its heading is styled by its inline rules.
    await expect(page.locator('h1').first()).toBeVisible();
    await Promise.all([stylesheetLoaded, scriptRequested]);
    await waitForHydration(page);
    expect(events.indexOf('stylesheet loaded')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('script requested')).toBeGreaterThan(events.indexOf('stylesheet loaded'));

    const cssRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') cssRequests.push(request.url());
    });
    // When the next page's heading is inserted, the site's stylesheet already applies.
    await page.evaluate(() => {
      const initial = document.querySelector('h1');
      new MutationObserver((_records, observer) => {
        const heading = document.querySelector('h1');
        if (!heading || heading === initial) return;
        observer.disconnect();
        const sheets = [...document.styleSheets].filter((sheet) =>
          sheet.href?.includes('/assets/'),
        );
        document.documentElement.dataset.styledWhenShown = String(
          sheets.length === 1 && sheets.every((sheet) => sheet.cssRules.length > 0),
        );
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole('link', { name: 'Réalisation', exact: true }).first().click();
    await expect(page).toHaveURL(/\/Realisation$/);
    await expect(page.locator('html')).toHaveAttribute('data-styled-when-shown', 'true');
    expect(cssRequests).toEqual([]);
  },
);
