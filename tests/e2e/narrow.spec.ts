/// <reference lib="dom" />
// (The functions given to page.evaluate run in the browser.)
import { expect, test, type Locator } from '@playwright/test';
import { inquiryForm } from '../../src/content/inquiry.ts';
import { offers } from '../../src/content/offers.ts';
import { trainingCatalogue } from '../../src/content/trainings.ts';
import { offerHref, paths } from '../../src/site/paths.ts';
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
        // Inside a box that scrolls or clips sideways (the drawn screens' row
        // on phones), past the window's edge is hidden, not overflowing.
        let scroller = element.parentElement;
        while (scroller && getComputedStyle(scroller).overflowX === 'visible') {
          scroller = scroller.parentElement;
        }
        if (scroller === document.body || scroller === document.documentElement) scroller = null;
        if (!clipped && element.scrollWidth > element.clientWidth + 1) found.push(describe());
        else if (!scroller && (box.right > width + 1 || box.left < -1))
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
  await expect(page.locator('button[popovertarget]')).toHaveCount(1);
  const nav = page.getByRole('navigation', { name: 'Navigation de la page GithubInvoice' });
  const tops = await Promise.all(
    ['Doc', 'How To', 'FAQ', 'Contact'].map(async (label) => {
      const button = nav.getByRole('link', { name: label, exact: true });
      await expect(button).toBeVisible();
      return (await button.boundingBox())?.y;
    }),
  );
  expect(new Set(tops).size).toBe(1);
});

/** How many lines a control's visible label takes (text hidden for screen readers only left out). */
async function labelLines(control: Locator): Promise<number> {
  return control.evaluate((element) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || node.parentElement?.closest('.visually-hidden')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width > 0) tops.add(Math.round(rect.top / 4));
      }
    }
    return tops.size;
  });
}

test('a call to action keeps its label on one line at 320 px', async ({ page }) => {
  const firstOffer = offers[0];
  if (!firstOffer) throw new Error('the content has no offer');
  const pages = [
    {
      route: offerHref(firstOffer.slug),
      labels: [
        /^Prendre rendez-vous/,
        /^Demander un devis$/,
        new RegExp(`^${inquiryForm.submit}$`),
      ],
    },
    {
      route: paths.formation,
      labels: [new RegExp(`^${trainingCatalogue.requestLabel}`), /^Plaquette \(PDF\)$/],
    },
  ];
  for (const { route, labels } of pages) {
    await goto(page, route);
    for (const label of labels) {
      const controls = page
        .getByRole('main')
        .getByRole('link', { name: label })
        .or(page.getByRole('main').getByRole('button', { name: label }))
        .filter({ visible: true });
      const count = await controls.count();
      expect(count, `${String(label)} on ${route}`).toBeGreaterThan(0);
      for (let index = 0; index < count; index += 1) {
        expect(await labelLines(controls.nth(index)), `${String(label)} on ${route}`).toBe(1);
      }
    }
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${route} scrolls sideways`,
    ).toBeLessThanOrEqual(320);
  }
});
