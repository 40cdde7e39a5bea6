import { expect, test } from '@playwright/test';
import { offersText } from '../../src/content/offers.ts';
import { landingPromise } from '../../src/content/landing.ts';
import { landingStory } from '../../src/content/landing-story.ts';

/** Every script file (the quote form's island): the page must stand without them. */
const SCRIPT_FILES = '**/*.js';

// Checked on the phone project only.
test.describe('the prerendered pages', { tag: '@phone' }, () => {
  // The prerendered markup is the same at every width: check it once, on the phone.

  test('paints the banner, the promise and its two actions before any script runs', async ({
    page,
  }) => {
    await page.route(SCRIPT_FILES, (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: landingPromise })).toBeVisible();
    const actions = page.getByRole('navigation', { name: 'Accès rapides' }).getByRole('link');
    await expect(actions).toHaveCount(2);
    await expect(actions.first()).toBeVisible();
    // Styled by the inline stylesheet: the banner (the first screen) already has its 300 px and more.
    const height = await page
      .getByRole('heading', { level: 1 })
      .evaluate((h1) => h1.parentElement?.parentElement?.getBoundingClientRect().height);
    expect(height).toBeGreaterThanOrEqual(300);
  });

  test('a quote form (/Contact) is adopted by hydration, without errors and without being rebuilt', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    // Records every element with content removed from the page: a failed
    // hydration throws the server's markup away and renders it again.
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
    await page.goto('/Contact');
    // The form is on screen: Astro hydrates its island (its `ssr` mark goes).
    await page.locator('form[data-inquiry-form]').scrollIntoViewIfNeeded();
    await expect(page.locator('form[data-inquiry-form][data-ready]')).toHaveCount(1);
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    const removed = await page.evaluate(
      () => (window as unknown as { removedElements: string[] }).removedElements,
    );
    expect(removed).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('has links that work without its script', async ({ page }) => {
    await page.route(SCRIPT_FILES, (route) => route.abort());
    await page.goto('/');
    const hrefs = await page
      .locator('a[href^="/"], a[href^="#"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(10);
    // Real addresses: each opens its own page, script or not.
    // And the phone menu's link for browsers without script (its own :target).
    for (const href of hrefs) expect(href).toMatch(/^\/|^#contenu$|^#menu-principal$/);
    // SPEC's « Contact »: the studio's details on /Website.
    await page.getByRole('link', { name: landingStory.closing.contactLabel }).click();
    await expect(page).toHaveURL(/\/Website#contact$/);
    await expect(page.getByRole('heading', { level: 1, name: offersText.heading })).toBeVisible();
    await expect(page.locator('#contact')).toBeInViewport();
  });

  test('stays on the landing page when its skip link is used without its script', async ({
    page,
  }) => {
    await page.route(SCRIPT_FILES, (route) => route.abort());
    await page.goto('/');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/#contenu$/);
    await expect(page.getByRole('heading', { level: 1, name: landingPromise })).toBeVisible();
    await expect(page.locator('#contenu')).toBeInViewport();
  });
});
