import { test as base, expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, goto } from './fixtures.ts';
import { routes } from './routes.ts';

/**
 * The accessibility budget: zero axe violations (WCAG 2.2 A and AA) on every
 * route of routes.ts, at 1280 px and 320 px (the desktop and narrow
 * Playwright projects; playwright.config.ts says why not 375 px too) and in
 * both themes. The dark theme is a change of colour custom properties only, so
 * after switching the emulated colour scheme the rules that colours can break
 * (contrast) are checked again.
 *
 * Each worker keeps one page and opens route after route in it: a test then
 * costs a prerendered page's load and two axe runs rather than a new browser
 * context each.
 */
const test = base.extend<object, { visitor: Page }>({
  visitor: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, isMobile, hasTouch, locale } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch, locale });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** What a change of colours alone can break. */
const DARK_THEME_RULES = ['color-contrast', 'link-in-text-block'];

for (const { route, heading } of routes) {
  test(`no WCAG 2.2 AA violation on ${route}, light and dark`, async ({ visitor: page }) => {
    // The shared page has the width of the project it is checked for.
    expect(page.viewportSize()).toEqual(test.info().project.use.viewport);
    await page.emulateMedia({ colorScheme: 'light' });
    await goto(page, route);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoAxeViolations(page, 'light theme');

    await page.emulateMedia({ colorScheme: 'dark' });
    await expect
      .poll(() => page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches))
      .toBe(true);
    // Some colours change with a short transition (the header's links): axe
    // must read the dark theme's colours, not a blend on the way there.
    // (Transitions only: an animation may run for ever; one cut short rejects.)
    await page.evaluate(() =>
      Promise.allSettled(
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition)
          .map((transition) => transition.finished),
      ),
    );
    await expectNoAxeViolations(page, 'dark theme', DARK_THEME_RULES);
  });
}
