/// <reference lib="dom" />
// (The functions given to page.evaluate run in the browser.)
import { expect, test, type Page } from '@playwright/test';
import { legalPages, menuPages } from '../../src/site/components/navigation-links.ts';
import { goto } from './fixtures.ts';

// The phone menu (issue 33): the main pages only, over a dimmed page that
// stays still; a popover, so the browser opens and closes it with no script,
// Escape giving focus back to its toggle.

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
    await nav(page).getByRole('button', { name: 'Menu' }).click();
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
    await nav(page).getByRole('button', { name: 'Menu' }).click();
    const before = await page.evaluate(() => window.scrollY);
    await expect(menu(page)).toBeVisible();

    // What lies under the panel, down to the bottom of the screen, is the dimmed page.
    const viewport = page.viewportSize();
    if (!viewport) throw new Error('no viewport');
    const bottom = { x: viewport.width / 2, y: viewport.height - 10 };
    // Below the panel, the menu's backdrop: the page, dimmed.
    const dim = await page.evaluate((y) => {
      const menu = document.getElementById('menu-principal');
      return {
        belowPanel: (menu?.getBoundingClientRect().bottom ?? Infinity) < y,
        background: menu ? getComputedStyle(menu, '::backdrop').backgroundColor : '',
      };
    }, bottom.y);
    expect(dim.belowPanel).toBe(true);
    const alpha = Number(/rgba?\([^)]*,\s*([\d.]+)\)$/.exec(dim.background)?.[1] ?? 1);
    expect(alpha).toBeGreaterThan(0.3);
    expect(alpha).toBeLessThan(1);

    // A wheel or a finger on the dimmed page moves nothing.
    await page.mouse.move(bottom.x, bottom.y);
    await page.mouse.wheel(0, 800);
    // The root does not scroll while the menu is open; two frames later, nothing has.
    expect(
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            requestAnimationFrame(() => {
              requestAnimationFrame(() => {
                resolve(getComputedStyle(document.documentElement).overflow);
              });
            });
          }),
      ),
    ).toBe('hidden');
    expect(await page.evaluate(() => window.scrollY)).toBe(before);

    await page.touchscreen.tap(bottom.x, bottom.y);
    await expect(menu(page)).toBeHidden();
    // Closed, the page scrolls again.
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
  });

  test('opens from the keyboard, Tab goes on into it, Escape closes it and gives focus back', async ({
    page,
  }) => {
    await goto(page, '/Formation');
    const toggle = nav(page).getByRole('button', { name: 'Menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(menu(page)).toBeVisible();
    // The browser says the toggle's state (popovertarget).
    expect(
      await toggle.evaluate((button) =>
        (button.nextElementSibling as HTMLElement | null)?.matches(':popover-open'),
      ),
    ).toBe(true);
    // Focus moves from the toggle into the menu, its links in order, each visibly focused.
    await page.keyboard.press('Tab');
    const first = menu(page).locator('li > *').first();
    await expect(first).toBeFocused();
    expect(await first.evaluate((link) => getComputedStyle(link).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Tab');
    expect(await focusInNav(page)).toBe(true);

    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});
