import { defineConfig } from '@playwright/test';

/**
 * Browser tests run against the production server (`npm run build` first),
 * in Debian's Chromium headless shell (`chromium-headless-shell`, the build
 * Playwright itself runs headless tests in): this machine cannot download
 * Playwright's browsers. The same engine as `chromium` without its windowing
 * layers, it did the same 312 tests on half the CPU (4.5 min instead of 9).
 */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const port = Number(process.env.E2E_PORT ?? 4180);
export const baseURL = `http://127.0.0.1:${port}`;

/** The sub-path build (`npm run build:subpath`) on a plain static host, as GitHub Pages serves it. */
export const SUBPATH = '/elaborium_website/';
export const staticHostURL = `http://127.0.0.1:${port + 100}${SUBPATH}`;

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  // An assertion retries until it holds: on a busy machine a page sent by a
  // form without script took over 5 s (Playwright's default) to arrive.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    launchOptions: {
      executablePath,
      args: chromiumArgs,
    },
    locale: 'fr-FR',
    trace: 'off',
  },
  // A test that concerns one width only is tagged `@desktop` or `@phone` and
  // selected by its project, rather than skipped at run time (a run that
  // reports « skipped » then means something was really not tested); one that
  // no width changes (a server's answer to a form sent without script, a sheet
  // of paper, the links and words a page holds) is tagged `@desktop`, run once.
  // The 320 px checks live in `narrow.spec.ts`, which only the narrow project runs.
  projects: [
    {
      name: 'desktop',
      grepInvert: /@phone\b/,
      use: { viewport: { width: 1280, height: 800 } },
      testIgnore: /narrow\.spec\.ts$/,
    },
    {
      name: 'phone',
      grepInvert: /@desktop\b/,
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
      // axe reads every page at 1280 px and at 320 px, the narrowest phone:
      // 375 px lays the pages out as 320 px does, and its axe pass was the
      // longest part of the browser tests after the hash links.
      testIgnore: /(narrow|accessibility)\.spec\.ts$/,
    },
    {
      name: 'narrow',
      use: { viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true },
      // And the accessibility budget, at the narrowest width too.
      testMatch: /(narrow|accessibility)\.spec\.ts$/,
    },
  ],
  webServer: [
    {
      command: 'node build/server/server.js',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: `file:${process.env.E2E_DATABASE ?? 'data/e2e.sqlite'}`,
        SIGNUP_RATE_LIMIT: '0',
        // The browser tests send many quote requests from one address, faster than a person.
        INQUIRY_RATE_LIMIT: '0',
        INQUIRY_MIN_SECONDS: '0',
        LOG_LEVEL: 'warn',
      },
    },
    {
      command: `tsx tests/support/static-host.ts build/subpath-site ${SUBPATH} ${String(port + 100)}`,
      url: `${staticHostURL}robots.txt`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
