import { expect, test } from '@playwright/test';
import { sitePages } from '../../src/site/page-list.ts';
import { waitForDisplayFace, waitForHydration } from './fixtures.ts';

/** What moved on its own while the page loaded (layout shifts without input), in the page's words. */
function shiftsSoFar(): Promise<string[]> {
  return new Promise((resolve) => {
    new PerformanceObserver((list, observer) => {
      observer.disconnect();
      const moved: string[] = [];
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        for (const source of entry.sources) {
          const node = source.node;
          const element = node instanceof Element ? node : node?.parentElement;
          moved.push(
            `${element?.tagName ?? '?'} « ${(node?.textContent ?? '').slice(0, 40)} » ${entry.value.toFixed(4)}`,
          );
        }
      }
      resolve(moved);
    }).observe({ type: 'layout-shift', buffered: true });
    // The observer reports the buffered entries at once, or nothing when there are none.
    setTimeout(() => {
      resolve([]);
    }, 200);
  });
}

// A page paints from its inline rules, in the display face's metric-matched
// fallback; then the whole stylesheet, the face and the application arrive
// (docs/decisions/011, 019). None of them may move what is already on the
// screen: a rule left out of the inline ones, a text split where the face
// changes its width, a hydration that changes a label would.
test('nothing on a page of the sitemap moves as its stylesheet, display face and application arrive', async ({
  page,
}) => {
  test.slow();
  const moved: string[] = [];
  for (const { path } of sitePages.filter(({ indexed }) => indexed)) {
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForFunction(() =>
      [...document.styleSheets].some((sheet) => sheet.href?.includes('/assets/')),
    );
    // The start script adds the face once its bytes are there.
    await waitForDisplayFace(page);
    // The frames that lay the page out again in the face.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          requestAnimationFrame(() => requestAnimationFrame(resolve));
        }),
    );
    moved.push(...(await page.evaluate(shiftsSoFar)).map((shift) => `${path}: ${shift}`));
  }
  expect(moved).toEqual([]);
});
