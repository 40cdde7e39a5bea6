import { expect, test } from '@playwright/test';
import { site } from '../../src/content/site.ts';
import { menuPages } from '../../src/site/components/navigation-links.ts';
import { waitForDisplayFace } from './fixtures.ts';
import { landingPromise } from '../../src/content/landing.ts';

/** What a visitor without JavaScript sees and can reach (issue 35). */
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page’s h1 and typed tagline have their whole text from the first paint, typed by CSS', async ({
    page,
  }) => {
    await page.goto('/');
    // Read by JavaScript run by the test, none of the page's: the text is in the HTML.
    await expect(page.getByRole('heading', { level: 1, name: landingPromise })).toBeVisible();
    const typed = page.getByTestId('typed-text');
    expect(await typed.evaluate((element) => element.textContent)).toBe(site.tagline);
    // Each letter is revealed by the stylesheet, one every 100 ms: all of them in the end.
    const hidden = () =>
      typed
        .locator('span')
        .evaluateAll(
          (spans) => spans.filter((span) => getComputedStyle(span).visibility !== 'visible').length,
        );
    await expect.poll(hidden).toBe(0);
  });

  test('the landing page’s tagline is typed one letter every 100 ms, the caret on the last one shown', async ({
    page,
  }) => {
    await page.goto('/');
    const letters = page.getByTestId('typed-text').locator('span');
    // Each letter's steps, read from the animations the stylesheet gives it
    // (on the page's own clock, not the test's): when the letter shows, and
    // when its caret (its end border) goes, in ms after the page's first style.
    const steps = await letters.evaluateAll((spans) =>
      spans.map((span) => {
        const ends = span.getAnimations().map((animation) => {
          const effect = animation.effect as KeyframeEffect;
          const { delay, activeDuration } = effect.getComputedTiming();
          // The delays are computed (sibling-index() × 100 ms): rounded to the ms.
          return {
            last: effect.getKeyframes().at(-1),
            start: Math.round(Number(delay)),
            end: Math.round(Number(delay) + Number(activeDuration)),
          };
        });
        return {
          shown: Math.min(
            ...ends.filter(({ last }) => last?.visibility === 'visible').map(({ start }) => start),
          ),
          caretGone: Math.max(
            ...ends
              .filter(({ last }) => last?.borderRightColor === 'rgba(0, 0, 0, 0)')
              .map(({ end }) => end),
          ),
        };
      }),
    );
    expect(steps).toEqual(
      Array.from(site.tagline, (_letter, index) => ({
        shown: index * 100,
        caretGone: (index + 1) * 100,
      })),
    );
  });

  test('under reduced motion the tagline shows whole at once', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/');
    const letters = page.getByTestId('typed-text').locator('span');
    expect(
      await letters.evaluateAll(
        (spans) => spans.filter((span) => getComputedStyle(span).visibility !== 'visible').length,
      ),
    ).toBe(0);
    await context.close();
  });

  test('headings take the site’s display face, as with script', async ({ page }) => {
    // The face is declared in the page's own rules (global.css), script or not.
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
    await page.getByRole('button', { name: 'Menu' }).click();
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
