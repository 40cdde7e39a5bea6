import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { startServerProcess, type ServerProcess } from '../../scripts/lib/server-process.ts';
import { startSmtpServer, type ReceivedMessage } from '../../scripts/lib/smtp-server.ts';

/** The WCAG 2.2 A and AA rule sets, plus axe's best practices that matter here. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Opens an address of the site, e.g. `goto(page, '/Website')`, until its
 * `load` event: a page is a document, whole without any script of its own
 * (its inline script has run); its forms are islands (waitForIslands).
 */
export async function goto(page: Page, route: string): Promise<void> {
  await page.goto(route);
}

/**
 * Waits until the page has the site's display face, declared and loaded
 * (`document.fonts.check` would not do: with no such face declared, it says
 * nothing is missing).
 */
export async function waitForDisplayFace(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.fonts].some(
      (face) => face.family.replace(/"/g, '') === 'Bricolage Grotesque' && face.status === 'loaded',
    ),
  );
}

/**
 * Brings each island of the page (its forms, hydrated by Astro as they near
 * the screen or once the browser is idle) into view and waits until React has
 * adopted it (Astro then drops its `ssr` attribute); the page back at its top.
 */
export async function waitForIslands(page: Page): Promise<void> {
  for (const island of await page.locator('astro-island').all()) {
    await island.scrollIntoViewIfNeeded();
  }
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
}

/**
 * Runs axe on the page as it is, every part of it drawn, and fails with the
 * list of violations: every WCAG 2.2 A and AA rule, or only the `rules` named.
 */
export async function expectNoAxeViolations(
  page: Page,
  label = 'axe violations',
  rules?: readonly string[],
): Promise<void> {
  // The site has no frames, so axe runs in the page itself (legacy mode)
  // rather than frame by frame and then once more in a blank page to merge
  // the results, and it details only violations: about 0.5 s a run instead of
  // 1.6 s, for the same rules and the same verdict.
  const builder = new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true);
  const results = await (rules ? builder.withRules([...rules]) : builder).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n    ${violation.nodes
        .map((node) => node.target.join(' '))
        .join('\n    ')}`,
  );
  expect(summary, label).toEqual([]);
}

/** The rows `sql` reads from the SQLite file a server writes, opened read-only as another process. */
/** A person's browser: Playwright's own User-Agent says « HeadlessChrome », which the audience counts as a robot. */
export const PERSON_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

export function rowsIn<Row>(file: string, sql: string, ...values: string[]): Row[] {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare(sql).all(...values) as Row[];
  } finally {
    db.close();
  }
}

/** How long a test file may wait for the processes it starts (a hang's bound, not a speed budget). */
export const PROCESS_START_MS = 120_000;

/**
 * A built server of the test file's own, on E2E_PORT + `offset` (E2E_PORT's
 * server runs the browser tests' settings), with a fresh SQLite file and a
 * real SMTP server, its e-mails' links pointing at it; `env` adds to that.
 * Started before the file's tests, stopped after them.
 */
export function serverWithMail(offset: number, env: Readonly<Record<string, string>>) {
  const port = Number(process.env.E2E_PORT ?? 4180) + offset;
  const origin = `http://127.0.0.1:${String(port)}`;
  const folder = mkdtempSync(join(tmpdir(), 'e2e-mail-'));
  const databaseFile = join(folder, 'site.sqlite');
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let server: ServerProcess;
  test.beforeAll(async () => {
    // Starting two processes on a shared machine: bounded for a hang, not for its speed
    // (a start cut short by the hook's timeout would leave the server running).
    test.setTimeout(PROCESS_START_MS);
    smtp = await startSmtpServer();
    server = await startServerProcess(
      {
        DATABASE_URL: `file:${databaseFile}`,
        SMTP_URL: smtp.url,
        PUBLIC_URL: origin,
        STATIC_DIR: 'dist',
        ...env,
      },
      { entry: 'build/server/server.js', port },
    );
  });
  test.afterAll(async () => {
    await server.stop('SIGTERM');
    await smtp.close();
    rmSync(folder, { recursive: true, force: true });
  });
  return {
    origin,
    /** The e-mails the SMTP server accepted so far. */
    accepted: (): readonly ReceivedMessage[] => smtp.accepted,
    rows: <Row>(sql: string, ...values: string[]) => rowsIn<Row>(databaseFile, sql, ...values),
  };
}
