/// <reference lib="dom" />
// (The functions given to page.evaluate run in the browser.)
import { expect, type Page, test } from '@playwright/test';
import { termsFr } from '../../src/content/terms-fr.ts';
import { goto } from './fixtures.ts';

// The contents of a long legal page (issue 33, review 7 and 30).

test('each entry’s number stands on its first line, the numbers aligned', async ({ page }) => {
  await goto(page, '/Kaouka_app_cgu');
  const entries = page.getByRole('navigation', { name: 'Sommaire' }).locator('li');
  const boxes = await entries.evaluateAll((items) =>
    items.map((item) => {
      const link = item.querySelector('a')?.getBoundingClientRect();
      const number = getComputedStyle(item, '::before');
      return {
        top: item.getBoundingClientRect().top,
        linkTop: link?.top ?? NaN,
        linkLeft: link?.left ?? NaN,
        content: number.content,
      };
    }),
  );
  expect(boxes.length).toBe(termsFr.articles.length);
  for (const [index, box] of boxes.entries()) {
    expect(box.content).toContain('counter');
    // The number is the grid's first cell: at the top of its entry, level with the title's first line.
    expect(Math.abs(box.linkTop - box.top)).toBeLessThanOrEqual(1);
    expect(box.linkLeft, `entry ${String(index + 1)}`).toBe(boxes[0]?.linkLeft);
  }
});

test(
  'desktop: the contents start at the page’s edge and mark the article being read, with no script',
  { tag: '@desktop' },
  async ({ page }) => {
    await goto(page, '/Kaouka_app_cgu');
    const contents = page.getByRole('navigation', { name: 'Sommaire' });
    const back = page.getByRole('link', { name: 'Retour' });
    const [contentsBox, backBox] = await Promise.all([contents.boundingBox(), back.boundingBox()]);
    expect(Math.abs((contentsBox?.x ?? 0) - (backBox?.x ?? 100))).toBeLessThanOrEqual(1);

    const article = termsFr.articles[5];
    if (!article) throw new Error('the terms need six articles');
    await page.locator('#article-6').evaluate((section) => {
      section.scrollIntoView({ block: 'start', behavior: 'instant' });
    });
    // The browser tracks it (a scroll target group): the one `:target-current` link.
    const current = () =>
      contents
        .locator('a')
        .evaluateAll((links) =>
          links.filter((link) => link.matches(':target-current')).map((link) => link.textContent),
        );
    await expect.poll(current).toEqual([article.title]);
  },
);

test(
  'phone: once in the text, a link back to the contents stays at the foot of the screen',
  { tag: '@phone' },
  async ({ page }) => {
    await goto(page, '/Kaouka_app_cgu');
    const backToContents = page.getByRole('link', { name: '↑ Sommaire' });
    await page.locator('#article-8').evaluate((section) => {
      section.scrollIntoView({ block: 'start', behavior: 'instant' });
    });
    await expect(backToContents).toBeInViewport();
    await backToContents.click();
    await expect(page.getByRole('navigation', { name: 'Sommaire' })).toBeInViewport();
  },
);

// A long legal page draws its later sections only as they near the screen
// (legal-document.module.css). A link to one of them must still land on it,
// below the sticky header, not where the placeholders of the sections before
// it would put it: with script, and without (the address's #fragment).
/** How far the section's top is from where a link should put it, in whole pixels. */
async function sectionTop(page: Page, id: string): Promise<number> {
  return page.evaluate((target) => {
    const section = document.getElementById(target);
    const padding = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
    return Math.abs(Math.round((section?.getBoundingClientRect().top ?? NaN) - padding));
  }, id);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with script' : 'without script', () => {
    test.use({ javaScriptEnabled });
    for (const { route, prefix } of [
      { route: '/CGV', prefix: 'section' },
      { route: '/Kaouka_app_cgu', prefix: 'article' },
    ]) {
      test(`${route} opened at a section far down shows it at the top of the screen`, async ({
        page,
      }) => {
        await page.goto(route);
        const count = await page.locator(`section[id^="${prefix}-"]`).count();
        expect(count).toBeGreaterThan(8);
        const id = `${prefix}-${String(count - 3)}`;
        await page.goto(`${route}#${id}`);
        await expect.poll(() => sectionTop(page, id)).toBe(0);
      });
    }
  });
}

test('a contents entry followed inside the page lands its article below the header', async ({
  page,
}) => {
  await goto(page, '/Kaouka_app_cgu');
  const article = termsFr.articles.at(-3);
  if (!article) throw new Error('the terms need three articles');
  const id = `article-${String(termsFr.articles.length - 2)}`;
  await page
    .getByRole('navigation', { name: 'Sommaire' })
    .getByRole('link', { name: article.title })
    .click();
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  await expect.poll(() => sectionTop(page, id)).toBe(0);
});
