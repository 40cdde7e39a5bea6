import { expect, test } from '@playwright/test';
import { site } from '../../src/content/site.ts';
import { menuPages } from '../../src/site/components/navigation-links.ts';
import { waitForDisplayFace } from './fixtures.ts';

/** What a visitor without JavaScript sees and can reach (issue 35). */
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page’s title shows its whole text', async ({ page }) => {
    await page.goto('/');
    const title = page.getByRole('heading', { level: 1, name: site.tagline });
    await expect(title).toBeVisible();
    // The typed copy is what the eye reads: nothing types it, so all of it shows.
    const typed = title.locator('[aria-hidden="true"]');
    await expect(typed).toHaveText(site.tagline);
    const hidden = await typed
      .locator('span')
      .evaluateAll(
        (spans) => spans.filter((span) => getComputedStyle(span).visibility !== 'visible').length,
      );
    expect(hidden).toBe(0);
  });

  test('headings take the site’s display face, as with script', async ({ page }) => {
    // The build takes the face out of the site's stylesheet (scripts/font-faces.ts): without
    // script, the page's <noscript> links its rule.
    await page.goto('/CV');
    const heading = page.getByRole('heading', { level: 1 });
    expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(
      /^"Bricolage Grotesque"/,
    );
    await waitForDisplayFace(page);
  });

  test('the phone menu opens and reaches every main page @phone', async ({ page }) => {
    await page.goto('/Formation');
    const menu = page.locator('#menu-principal');
    await expect(menu).toBeHidden();
    await page.getByRole('link', { name: 'Ouvrir le menu' }).click();
    await expect(menu).toBeVisible();
    for (const label of [
      'Mes offres',
      'Contact',
      'Réalisation',
      ...menuPages.map((p) => p.label),
    ]) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await menu.getByRole('link', { name: 'Réalisation', exact: true }).click();
    await expect(page).toHaveURL(/\/Realisation$/);
  });
});
