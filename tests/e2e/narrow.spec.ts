/// <reference lib="dom" />
// (The functions given to page.evaluate run in the browser.)
import { expect, test } from '@playwright/test';
import { legalPages, studioPages } from '../../src/site/components/site-pages.ts';
import { goto } from './fixtures.ts';
import { routes } from './routes.ts';

// The `narrow` project only (playwright.config.ts): a 320 px phone, the
// narrowest width the site supports.

test('no element overflows its box at 320 px, on any page', async ({ page }) => {
  test.setTimeout(90_000);
  for (const { route, heading } of routes) {
    await goto(page, route);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Elements whose content is wider than their own box while they let it show
    // (a label running out of its card), and anything past the window's edge.
    const overflowing = await page.evaluate(() => {
      const found: string[] = [];
      const width = document.documentElement.clientWidth;
      for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
        if (!(element instanceof HTMLElement) || element.closest('.visually-hidden')) continue;
        const style = getComputedStyle(element);
        if (style.display === 'inline' || style.display === 'none') continue;
        const box = element.getBoundingClientRect();
        if (box.width === 0 || style.position === 'absolute') continue;
        // Wholly off-screen on purpose (a form's honeypot field), not overflowing.
        if (box.right <= 0 || box.left >= width) continue;
        const clipped = style.overflowX !== 'visible';
        const describe = () =>
          `${element.tagName.toLowerCase()}.${element.className} « ${element.textContent.trim().slice(0, 30)} »`;
        if (!clipped && element.scrollWidth > element.clientWidth + 1) found.push(describe());
        else if (box.right > width + 1 || box.left < -1)
          found.push(`${describe()} (past the edge)`);
      }
      return found;
    });
    expect(overflowing, `overflowing on ${route}`).toEqual([]);
  }
});

test('the header keeps its logo at full size and its booking action in view', async ({ page }) => {
  await goto(page, '/GithubInvoice');
  const mark = page
    .getByRole('banner')
    .getByRole('link', { name: /Studio/ })
    .locator('svg');
  await expect(mark).toHaveJSProperty('clientWidth', 32);
  const box = await mark.boundingBox();
  expect(box?.width).toBe(32);
  expect(box?.height).toBe(32);
  // Far down a long page, the header is still there with its action.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(
    page.getByRole('banner').getByRole('link', { name: /Rendez-vous/ }),
  ).toBeInViewport();
});

test('/GithubInvoice has one menu button, and its four sections in one row', async ({ page }) => {
  await goto(page, '/GithubInvoice');
  await expect(page.locator('button[aria-expanded]')).toHaveCount(1);
  const nav = page.getByRole('navigation', { name: 'Navigation de la page GithubInvoice' });
  const tops = await Promise.all(
    ['Doc', 'How To', 'FAQ', 'Contact'].map(async (label) => {
      const button = nav.getByRole('button', { name: label, exact: true });
      await expect(button).toBeVisible();
      return (await button.boundingBox())?.y;
    }),
  );
  expect(new Set(tops).size).toBe(1);
});

test('the phone menu reaches every page the footer does', async ({ page }) => {
  await goto(page, '/');
  const footerLinks = await page
    .getByRole('contentinfo')
    .getByRole('navigation')
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    );
  expect(footerLinks.length).toBe(studioPages.length + legalPages.length);
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await nav.getByRole('button', { name: 'Ouvrir le menu' }).click();
  for (const path of footerLinks) {
    // The first: « Contact » of the main items and the other pages' list both lead to /Contact.
    const link = nav.locator(`a[href="${path}"]`).first();
    await expect(link, `the menu links to ${path}`).toBeVisible();
  }
  await nav.locator(`a[href="${footerLinks[0] ?? ''}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${footerLinks[0] ?? ''}$`));
});
