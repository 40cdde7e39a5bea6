/// <reference lib="dom" />
// (The functions given to page.evaluate run in the browser.)
import { expect, test, type Page } from '@playwright/test';
import { legalPages, menuPages } from '../../src/site/components/navigation-links.ts';
import { goto } from './fixtures.ts';

// The phone menu (issue 33): the main pages only, over a dimmed page that
// stays still, with focus kept inside until Escape gives it back.

const nav = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });
const menu = (page: Page) => page.locator('#menu-principal');

/** Whether the element that has focus is inside the main navigation. */
const focusInNav = (page: Page) =>
  page.evaluate(() =>
    Boolean(document.activeElement?.closest('nav[aria-label="Navigation principale"]')),
  );

test.describe('the phone menu', { tag: '@phone' }, () => {
  test('holds the main pages only, at most six links', async ({ page }) => {
    await goto(page, '/Formation');
    await nav(page).getByRole('button', { name: 'Ouvrir le menu' }).click();
    // The pages, and below 480 px the quote form, which the bar has no room for.
    await expect(menu(page).getByRole('link', { name: 'Demander un devis' })).toBeVisible();
    const items = menu(page).locator('li > *');
    const count = (await items.count()) - 1;
    expect(count).toBeGreaterThanOrEqual(3);
    expect(count).toBeLessThanOrEqual(6);
    for (const name of ['Mes offres', 'Contact', 'Réalisation', ...menuPages.map((p) => p.label)]) {
      await expect(menu(page).getByText(name, { exact: true })).toBeVisible();
    }
    for (const { to } of legalPages)
      await expect(menu(page).locator(`a[href="${to}"]`)).toHaveCount(0);
    // Each on one line: no label wraps in the panel.
    for (const item of await items.all()) {
      const height = await item.evaluate((element) => element.getBoundingClientRect().height);
      expect(height).toBeLessThanOrEqual(48);
    }
  });

  test('dims the page, which does not scroll behind it; a tap on it closes the menu', async ({
    page,
  }) => {
    await goto(page, '/Formation');
    // (Playwright's click scrolls a sticky header's button to the top of the page first.)
    await nav(page).getByRole('button', { name: 'Ouvrir le menu' }).click();
    const before = await page.evaluate(() => window.scrollY);
    await expect(menu(page)).toBeVisible();

    // What lies under the panel, down to the bottom of the screen, is the dimmed page.
    const viewport = page.viewportSize();
    if (!viewport) throw new Error('no viewport');
    const bottom = { x: viewport.width / 2, y: viewport.height - 10 };
    const dim = await page.evaluate(({ x, y }) => {
      const element = document.elementFromPoint(x, y);
      return {
        isMenu: element?.id === 'menu-principal',
        background: element ? getComputedStyle(element).backgroundColor : '',
      };
    }, bottom);
    expect(dim.isMenu).toBe(true);
    const alpha = Number(/rgba?\([^)]*,\s*([\d.]+)\)$/.exec(dim.background)?.[1] ?? 1);
    expect(alpha).toBeGreaterThan(0.3);
    expect(alpha).toBeLessThan(1);

    // A wheel or a finger on the dimmed page moves nothing.
    await page.mouse.move(bottom.x, bottom.y);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(300); // lets a smooth scroll start, were there one
    expect(await page.evaluate(() => window.scrollY)).toBe(before);

    await page.touchscreen.tap(bottom.x, bottom.y);
    await expect(menu(page)).toBeHidden();
    await expect(nav(page).getByRole('button', { name: 'Ouvrir le menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // Closed, the page scrolls again.
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
  });

  test('keeps focus inside while open; Escape closes it and gives focus back', async ({ page }) => {
    await goto(page, '/Formation');
    const toggle = nav(page).getByRole('button', { name: 'Ouvrir le menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const close = nav(page).getByRole('button', { name: 'Fermer le menu' });
    await expect(close).toBeFocused();
    const stops = (await menu(page).locator('li > *').count()) + 1;

    // Twice round with Tab, and back with Shift+Tab: never out of the menu.
    for (let press = 0; press < 2 * stops; press += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInNav(page), `after ${String(press + 1)} Tab`).toBe(true);
    }
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(menu(page).locator('li > *').last()).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    expect(await focusInNav(page)).toBe(true);

    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(toggle).toBeFocused();
    // Closed, Tab leaves the navigation as usual.
    await page.keyboard.press('Tab');
    expect(await focusInNav(page)).toBe(false);
  });
});
