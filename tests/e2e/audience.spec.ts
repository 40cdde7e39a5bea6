import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type Request } from '@playwright/test';
import { startServerProcess, type ServerProcess } from '../../scripts/lib/server-process.ts';
import { apiPaths } from '../../src/shared/paths.ts';
import { PERSON_USER_AGENT, rowsIn } from './fixtures.ts';

const PERSON = PERSON_USER_AGENT;
const ROBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/**
 * The audience counts of a real visit in a real browser (docs/decisions/012
 * and 025): each page is a document of its own, and its inline beacon reports
 * it; the server counts the beacons, not the pages it serves (deploy.spec.ts
 * checks the same through nginx). Each test has a server and a database of its
 * own, so the counts are its visits only. The width plays no part: desktop only.
 */
test.describe('audience counts of a visit', { tag: '@desktop' }, () => {
  let folder: string;
  let server: ServerProcess;
  test.beforeEach(async () => {
    folder = mkdtempSync(join(tmpdir(), 'e2e-audience-'));
    server = await startServerProcess(
      {
        DATABASE_URL: `file:${join(folder, 'site.sqlite')}`,
        STATIC_DIR: 'dist',
        LOG_LEVEL: 'warn',
      },
      {
        entry: 'build/server/server.js',
        port: Number(process.env.E2E_PORT ?? 4180) + 500 + test.info().workerIndex,
      },
    );
  });
  test.afterEach(async () => {
    await server.stop('SIGTERM');
    rmSync(folder, { recursive: true, force: true });
  });

  /** Every page's views and visits counted so far (SIGHUP writes what the server holds). */
  function counted(): { views: number; visits: number; pages: string[] } {
    server.child.kill('SIGHUP');
    const rows = rowsIn<{ path: string; views: number; visits: number }>(
      join(folder, 'site.sqlite'),
      'SELECT path, views, visits FROM audience_pages ORDER BY path',
    );
    return {
      views: rows.reduce((sum, row) => sum + row.views, 0),
      visits: rows.reduce((sum, row) => sum + row.visits, 0),
      pages: rows.map((row) => row.path),
    };
  }

  /** A beacon request as it left the browser, and its answer. */
  interface Beacon {
    readonly url: string;
    readonly method: string;
    readonly body: string | null;
    readonly headers: Record<string, string>;
    readonly status: number | undefined;
  }

  /**
   * Opens the landing page, then two pages through the site's own links (a
   * document each), then reloads the last one and goes back to the one before
   * (neither is a new view); returns the beacons the pages sent.
   */
  async function visitThreePages(
    browser: Browser,
    options: { userAgent: string; headers?: Record<string, string>; objects?: boolean },
  ): Promise<Beacon[]> {
    const context = await browser.newContext({
      baseURL: server.url,
      userAgent: options.userAgent,
      extraHTTPHeaders: { ...options.headers, ...(options.objects && { 'Sec-GPC': '1' }) },
    });
    // Chromium has no Global Privacy Control setting: the page is told as
    // Firefox tells it (the requests say Sec-GPC: 1, the page reads it too).
    if (options.objects) {
      await context.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });
      });
    }
    const page = await context.newPage();
    const beacons: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === apiPaths.pageViews) beacons.push(request);
    });
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Réalisation' })
      .click();
    await expect(page).toHaveURL(/\/Realisation$/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'CV', exact: true }).click();
    await expect(page).toHaveURL(/\/CV$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Through the site's links: a document per page (its load event may come
    // after the heading shows, on a loaded machine).
    await expect.poll(() => loads.length).toBe(3);
    await page.reload();
    await page.goBack();
    await expect(page).toHaveURL(/\/Realisation$/);
    await expect.poll(() => loads.length).toBe(5);
    // A beacon still on its way when the page is left still arrives (keepalive);
    // here each has had its answer before the context closes.
    await expect
      .poll(() => Promise.all(beacons.map((beacon) => beacon.response())))
      .not.toContain(null);
    const sent = await Promise.all(
      beacons.map(async (beacon) => ({
        url: beacon.url(),
        method: beacon.method(),
        body: beacon.postData(),
        headers: await beacon.allHeaders(),
        status: (await beacon.response())?.status(),
      })),
    );
    await context.close();
    return sent;
  }

  test('three pages through the site’s links count three views and one visit, each by its beacon; a reload and a return do not count', async ({
    browser,
  }) => {
    const beacons = await visitThreePages(browser, { userAgent: PERSON });
    await expect.poll(counted, { timeout: 15_000 }).toEqual({
      views: 3,
      visits: 1,
      pages: ['/', '/CV', '/Realisation'],
    });
    // One beacon a page shown, the page's address and nothing else: no cookie, no Referer.
    expect(beacons.map(({ method, body, status }) => ({ method, body, status }))).toEqual(
      ['/', '/Realisation', '/CV'].map((body) => ({ method: 'POST', body, status: 204 })),
    );
    for (const beacon of beacons) {
      expect(beacon.url).toBe(`${server.url}${apiPaths.pageViews}`);
      expect(beacon.headers.cookie).toBeUndefined();
      expect(beacon.headers.referer).toBeUndefined();
    }
  });

  test('a visitor sending Sec-GPC, one whose browser objects, and a robot are not counted', async ({
    browser,
  }) => {
    // Sixteen page loads in four browsers: 16 s on a quiet machine, past 30 s on a busy one.
    test.slow();
    // The header alone (a browser whose page does not tell): the server counts none of the beacons.
    expect(
      await visitThreePages(browser, { userAgent: PERSON, headers: { 'Sec-GPC': '1' } }),
    ).toHaveLength(3);
    // The browser's own signal: the page sends nothing.
    expect(await visitThreePages(browser, { userAgent: PERSON, objects: true })).toEqual([]);
    await visitThreePages(browser, { userAgent: ROBOT });
    // Then one person's page: the counts hold it, and only it.
    const person = await browser.newContext({ baseURL: server.url, userAgent: PERSON });
    const page = await person.newPage();
    const beacon = page.waitForResponse((response) => response.url().endsWith(apiPaths.pageViews));
    await page.goto('/Website');
    expect((await beacon).status()).toBe(204);
    await person.close();
    await expect.poll(counted, { timeout: 15_000 }).toEqual({
      views: 1,
      visits: 1,
      pages: ['/Website'],
    });
  });
});
