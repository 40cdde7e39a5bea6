import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { offers } from '../../src/content/offers.ts';
import { sitePages } from '../../src/site/page-list.ts';
import { offerHref } from '../../src/site/paths.ts';
import { waitForDisplayFace } from './fixtures.ts';

/** What moved on its own while the page loaded (layout shifts without input), in the page's words. */
function shiftsSoFar(): Promise<string[]> {
  return new Promise((resolve) => {
    new PerformanceObserver((list, observer) => {
      observer.disconnect();
      const moved: string[] = [];
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        for (const source of entry.sources) {
          const node = source.node;
          const element = node instanceof Element ? node : node?.parentElement;
          const { previousRect: from, currentRect: to } = source;
          moved.push(
            `${element?.tagName ?? '?'} « ${(node?.textContent ?? '').slice(0, 40)} » ${entry.value.toFixed(4)}` +
              ` (${String(from.x)},${String(from.y)} ${String(from.width)}×${String(from.height)}` +
              ` → ${String(to.x)},${String(to.y)} ${String(to.width)}×${String(to.height)})`,
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

/** Resolves once the browser has drawn two more frames. */
function afterTwoFrames(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      requestAnimationFrame(() => {
        resolve();
      });
    });
  });
}

// A page paints from its inline rules, in the display face's metric-matched
// fallback; then the face and the page's script arrive (docs/decisions/011).
// Neither may move what is already on the screen: a text split where the face
// changes its width, a hydration that changes a label would.
test('nothing on a page of the sitemap moves as its display face and script arrive', async ({
  page,
}) => {
  test.slow();
  const moved: string[] = [];
  for (const { path } of sitePages.filter(({ indexed }) => indexed)) {
    await page.goto(path);
    await waitForDisplayFace(page);
    // The frames that lay the page out again in the face.
    await page.evaluate(afterTwoFrames);
    moved.push(...(await page.evaluate(shiftsSoFar)).map((shift) => `${path}: ${shift}`));
  }
  expect(moved).toEqual([]);
});

/**
 * The site through a proxy that sends `route`'s HTML in two parts, cut just
 * before the first match of `cut`, the second `pauseMs` after the first, as a
 * slow link may: the browser can paint the first part before the rest is there.
 */
async function servedInTwoParts(
  origin: string,
  route: string,
  cut: RegExp,
  pauseMs = 800,
): Promise<{ origin: string; close: () => void }> {
  const server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(`${origin}${request.url ?? '/'}`, {
        headers: { 'accept-encoding': 'identity' },
      });
      const body = Buffer.from(await upstream.arrayBuffer());
      const headers = Object.fromEntries(
        [...upstream.headers].filter(([name]) => !['content-length', 'connection'].includes(name)),
      );
      response.writeHead(upstream.status, headers);
      const html = body.toString('utf8');
      const found = request.url === route ? html.search(cut) : -1;
      const at = found < 0 ? -1 : Buffer.byteLength(html.slice(0, found));
      if (at < 0) {
        response.end(body);
        return;
      }
      response.write(body.subarray(0, at));
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
      response.end(body.subarray(at));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

/** When the page first painted content, in ms from its navigation; 0 if it has not. */
function firstPaintTime(): number {
  return performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
}

// A page paints what a slow link (or a busy phone's parser) has brought so
// far: the landing's header before the actions at its end, its booking
// action before the hint under its label, its first screen
// before the portrait written last (under the actions on a phone, beside them
// on a desktop), the portrait before its caption; a list of offers before its
// other cards; a page's section links before the last ones; an offer's or a legal
// document's text before the rest of it, beside a panel or contents already
// there; the trail at the top of an inner page inside the page's own name. What is painted is already where it stays: nothing moves once the
// rest comes. (The start script that held the first paint until then,
// src/site/first-view.ts, went with issue 43.)
for (const [route, where, cut] of [
  ['/', 'inside its header, before the actions at its end', /<a [^>]*data-later/],
  [
    '/',
    'inside its booking action, before the hint under its label',
    /(?<=Prendre rendez-vous)<span/,
  ],
  ['/CV', 'inside its header, before the theme switch at its end', /<button[^>]*data-theme-switch/],
  ['/GithubInvoice', 'inside its section links, before « FAQ »', /<li><a href="#faq"/],
  ['/', 'before its portrait', /<figure/],
  ['/', 'before its portrait’s caption', /<figcaption/],
  ['/Website', 'after its first offer card', /(?<=<\/article><\/li>)<li>/],
  ['/Kaouka_app_apple', 'after its first screen', /(?<=<\/figure><\/li>)<li>/],
  [offerHref(offers[0]?.slug ?? ''), 'inside its text', /<h2>/],
  ['/CGV', 'inside its text', /<section id="section-2"/],
  [
    '/Kaouka_app_cgu',
    'inside its trail, in the page’s own name',
    /(?<=<li aria-current="page">..)/,
  ],
] as const) {
  test(`${route} cut ${where} moves nothing when the rest arrives`, async ({ page, baseURL }) => {
    const proxy = await servedInTwoParts(baseURL ?? '', route, cut);
    try {
      await page.goto(`${proxy.origin}${route}`);
      // The frames that lay out the rest: a shift is reported once painted.
      await page.evaluate(afterTwoFrames);
      expect(await page.evaluate(shiftsSoFar)).toEqual([]);
    } finally {
      proxy.close();
    }
  });
}

test('a long page cut inside its main paints what came first, before the rest @phone', async ({
  page,
  baseURL,
}) => {
  // The rest 3 s later: a busy machine's first paint of the first part took
  // up to 0.8 s (a bound on the order of events, not on the browser's speed).
  const pauseMs = 3_000;
  const proxy = await servedInTwoParts(baseURL ?? '', '/CGV', /<section id="section-5"/, pauseMs);
  try {
    await page.goto(`${proxy.origin}/CGV`);
    const firstPaint = await page.evaluate(firstPaintTime);
    expect(firstPaint, 'the first paint did not wait for the rest').toBeGreaterThan(0);
    expect(firstPaint).toBeLessThan(pauseMs);
  } finally {
    proxy.close();
  }
});
