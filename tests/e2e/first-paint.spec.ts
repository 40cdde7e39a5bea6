import { expect, test } from '@playwright/test';
import { offersText } from '../../src/content/offers.ts';
import { site } from '../../src/content/site.ts';

/** The page's own script (src/pages/index.astro), whatever its content hash. */
const MAIN_SCRIPT = /\/assets\/index\.astro_[\w.-]+\.js$/;

// Checked on the phone project only.
test.describe('the prerendered pages', { tag: '@phone' }, () => {
  // The prerendered markup is the same at every width: check it once, on the phone.

  test('paints the banner and the eight cards before any script runs', async ({ page }) => {
    await page.route(MAIN_SCRIPT, (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: site.tagline })).toBeVisible();
    const cards = page.getByRole('navigation', { name: 'Accès rapides' }).getByRole('link');
    await expect(cards).toHaveCount(8);
    await expect(cards.first()).toBeVisible();
    // Styled by the inline stylesheet: the banner (the first screen) already has its 300 px and more.
    const height = await page
      .getByRole('heading', { level: 1 })
      .evaluate((h1) => h1.parentElement?.parentElement?.getBoundingClientRect().height);
    expect(height).toBeGreaterThanOrEqual(300);
  });

  test('shows the whole title at once under reduced motion, before any script', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.route(MAIN_SCRIPT, (route) => route.abort());
    await page.goto('/');
    // Nothing is typed yet (no script ran), and the letters waiting to be typed are visible.
    await expect(page.getByTestId('typed-text')).toHaveText('');
    await expect(page.getByText(site.tagline, { exact: true }).last()).toBeVisible();
  });

  test('is adopted by hydration, without errors and without being rebuilt', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    // Records every element with content removed from the page: a failed
    // hydration throws the server's markup away and renders it again. (An
    // empty placeholder, where a project's drawn screens go once the page's
    // script runs, landing/cases.tsx, is replaced by design.)
    await page.addInitScript(() => {
      const removed: string[] = [];
      Object.assign(window, { removedElements: removed });
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) {
            if (node instanceof Element && node.hasChildNodes()) removed.push(node.tagName);
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    await expect(page.getByTestId('typed-text')).toHaveText(site.tagline, { timeout: 10_000 });
    const removed = await page.evaluate(
      () => (window as unknown as { removedElements: string[] }).removedElements,
    );
    expect(removed).toEqual([]);
    expect(problems).toEqual([]);
    // Hydrated: the router handles the card's click.
    await page.getByRole('link', { name: /Offre/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: offersText.heading })).toBeVisible();
  });

  test('has links that work without its script', async ({ page }) => {
    await page.route(MAIN_SCRIPT, (route) => route.abort());
    await page.goto('/');
    const hrefs = await page
      .locator('a[href^="/"], a[href^="#"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(10);
    // Real addresses: each opens its own page, script or not.
    // And the phone menu's link for browsers without script (its own :target).
    for (const href of hrefs) expect(href).toMatch(/^\/|^#contenu$|^#menu-principal$/);
    const cards = page.getByRole('navigation', { name: 'Accès rapides' });
    await cards.getByRole('link', { name: /^Contact/ }).click();
    await expect(page).toHaveURL(/\/Website#contact$/);
    await expect(page.getByRole('heading', { level: 1, name: offersText.heading })).toBeVisible();
    await expect(page.locator('#contact')).toBeInViewport();
  });

  test('stays on the landing page when its skip link is used without its script', async ({
    page,
  }) => {
    await page.route(MAIN_SCRIPT, (route) => route.abort());
    await page.goto('/');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/#contenu$/);
    await expect(page.getByRole('heading', { level: 1, name: site.tagline })).toBeVisible();
    await expect(page.locator('#contenu')).toBeInViewport();
  });
});
