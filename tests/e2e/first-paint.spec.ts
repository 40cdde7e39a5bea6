import { expect, test } from '@playwright/test';
import { site } from '../../src/content/site.ts';
import { goto } from './fixtures.ts';

/** The main script, whatever its content hash. */
const MAIN_SCRIPT = /\/assets\/index-[\w-]+\.js$/;

test.describe('the prerendered landing page', () => {
  // The prerendered markup is the same at every width: check it once, on the phone.
  test.skip(({ isMobile }) => !isMobile, 'checked on the phone project only');

  test('paints the banner and the eight cards before any script runs', async ({ page }) => {
    await page.route(MAIN_SCRIPT, (route) => route.abort());
    await goto(page, '/');
    await expect(page.getByRole('heading', { level: 1, name: site.tagline })).toBeVisible();
    const cards = page.getByRole('navigation', { name: 'Accès rapides' }).getByRole('link');
    await expect(cards).toHaveCount(8);
    await expect(cards.first()).toBeVisible();
    // Styled by the inline stylesheet: the banner already has its 300 px.
    const height = await page
      .getByRole('heading', { level: 1 })
      .evaluate((h1) => h1.parentElement?.getBoundingClientRect().height);
    expect(height).toBe(300);
  });

  test('shows the whole title at once under reduced motion, before any script', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.route(MAIN_SCRIPT, (route) => route.abort());
    await goto(page, '/');
    // Nothing is typed yet (no script ran), and the letters waiting to be typed are visible.
    await expect(page.getByTestId('typed-text')).toHaveText('');
    await expect(page.getByText(site.tagline, { exact: true }).last()).toBeVisible();
  });

  test('is not shown, even for a moment, when another page is opened', async ({ page }) => {
    await page.route(MAIN_SCRIPT, (route) => route.abort());
    await goto(page, '/Website');
    await expect(page.locator('#root')).toBeEmpty();
    await expect(page.getByRole('navigation', { name: 'Accès rapides' })).toHaveCount(0);
  });

  test('is adopted by hydration, without errors and without being rebuilt', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    // Records every element removed from the page: a failed hydration
    // throws the server's markup away and renders it again.
    await page.addInitScript(() => {
      const removed: string[] = [];
      Object.assign(window, { removedElements: removed });
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) {
            if (node instanceof Element) removed.push(node.tagName);
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await goto(page, '/');
    await expect(page.getByTestId('typed-text')).toHaveText(site.tagline, { timeout: 5_000 });
    const removed = await page.evaluate(
      () => (window as unknown as { removedElements: string[] }).removedElements,
    );
    expect(removed).toEqual([]);
    expect(problems).toEqual([]);
    // Hydrated: the router handles the card's click.
    await page.getByRole('link', { name: /Offre/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mes Offres' })).toBeVisible();
  });
});
