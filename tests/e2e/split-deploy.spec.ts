import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { confirmationPage } from '../../src/content/confirmation.ts';
import { inquiryForm, inquiryThanks } from '../../src/content/inquiry.ts';
import { signupPage } from '../../src/content/signup.ts';
import { apiPaths } from '../../src/shared/paths.ts';
import {
  goto,
  PERSON_USER_AGENT,
  PROCESS_START_MS,
  serverWithMail,
  waitForIslands,
} from './fixtures.ts';

/**
 * The static copy on one host, the API on another, as the README's « On a
 * static host » describes: `npm run build:split` (BASE_PATH=/studio/,
 * VITE_API_ORIGIN = this API's origin) served by a plain static host with
 * the headers that build wrote (build/split-nginx/page-headers.conf), and a
 * server of its own with ALLOWED_ORIGINS, PUBLIC_URL (the copy) and API_URL.
 * Both forms are sent with script and without (issue 46). The width plays
 * no part: the desktop project runs it.
 */
const e2ePort = Number(process.env.E2E_PORT ?? 4180);
const staticOrigin = `http://127.0.0.1:${String(e2ePort + 601)}`;
const siteUrl = `${staticOrigin}/studio/`;
const apiOrigin = `http://127.0.0.1:${String(e2ePort + 600)}`;
const at = (path: string) => `${siteUrl}${path.replace(/^\//, '')}`;

test.describe('the static copy on another host, posting to the API', { tag: '@desktop' }, () => {
  // One API and one static host on fixed ports: the file's tests share them, in one worker.
  test.describe.configure({ mode: 'serial' });
  const api = serverWithMail(600, {
    MAIL_FROM: 'Studio <studio@example.fr>',
    PUBLIC_URL: siteUrl,
    API_URL: apiOrigin,
    ALLOWED_ORIGINS: staticOrigin,
    SIGNUP_RATE_LIMIT: '0',
    INQUIRY_RATE_LIMIT: '0',
    INQUIRY_MIN_SECONDS: '0',
  });
  let host: ChildProcess;

  test.beforeAll(async () => {
    test.setTimeout(PROCESS_START_MS);
    host = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'tests/support/static-host.ts',
        'build/split-site',
        '/studio/',
        String(e2ePort + 601),
        'build/split-nginx/page-headers.conf',
      ],
      { stdio: 'ignore' },
    );
    await expect
      .poll(async () => (await fetch(at('robots.txt')).catch(() => null))?.status, {
        timeout: PROCESS_START_MS,
      })
      .toBe(200);
  });
  test.afterAll(() => {
    host.kill('SIGTERM');
  });

  /** Every Content-Security-Policy violation the page reports. */
  function violations(page: Page): string[] {
    const seen: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
    });
    return seen;
  }
  const unique = (label: string) =>
    `${label}.${String(Date.now())}.${Math.random().toString(36).slice(2, 8)}@exemple.fr`;
  const storedSignup = (email: string) =>
    api.rows<{ email: string }>('SELECT email FROM emails WHERE email = ?', email);
  const storedInquiry = (email: string) =>
    api.rows<{ verified: number }>('SELECT verified FROM inquiries WHERE email = ?', email);

  test('the copy’s pages carry the published headers, which allow exactly the API’s origin', async ({
    request,
  }) => {
    const response = await request.get(at('Contact'));
    const policy = response.headers()['content-security-policy'] ?? '';
    expect(policy).toContain(`connect-src 'self' ${api.origin};`);
    expect(policy).toContain(`form-action 'self' ${api.origin};`);
    expect(readFileSync('build/split-nginx/page-headers.conf', 'utf8')).toContain(api.origin);
  });

  test.describe('with script', () => {
    test('a page of the copy is counted once by the API, across origins', async ({ browser }) => {
      const context = await browser.newContext({ userAgent: PERSON_USER_AGENT });
      const page = await context.newPage();
      const blocked = violations(page);
      const beacon = page.waitForResponse(
        (response) => response.url() === `${api.origin}${apiPaths.pageViews}`,
      );
      await page.goto(at('Formation'));
      expect((await beacon).request().postData()).toBe('/Formation');
      expect((await beacon).status()).toBe(204);
      expect(blocked).toEqual([]);
      await context.close();
      await expect
        .poll(() => api.rows('SELECT path, views FROM audience_pages'), { timeout: 15_000 })
        .toEqual([{ path: '/Formation', views: 1 }]);
    });

    test('signs up, then the e-mail’s links lead to the copy’s pages', async ({ page }) => {
      const blocked = violations(page);
      const email = unique('copie');
      await goto(page, at('Kaouka_app_android'));
      await waitForIslands(page);
      await page.getByRole('textbox', { name: signupPage.emailLabel }).fill(email);
      await page.getByRole('button', { name: signupPage.submit }).click();
      await expect(page.getByRole('heading', { name: signupPage.successTitle })).toBeVisible();
      expect(storedSignup(email)).toEqual([{ email }]);
      expect(blocked).toEqual([]);

      await expect
        .poll(() => api.accepted().filter((message) => message.to === email).length, {
          timeout: 15_000,
        })
        .toBe(1);
      const raw = api.accepted().find((message) => message.to === email)?.raw ?? '';
      const text = raw.replace(/=\r?\n/g, '').replaceAll('=3D', '=');
      const link = new RegExp(`${api.origin}/api/confirmation\\?token=[\\w-]{22}`).exec(text)?.[0];
      expect(link, 'the e-mail’s button goes through the API').toBeDefined();
      await page.goto(link ?? '');
      await expect(page).toHaveURL(new RegExp(`^${at('Confirmation')}\\?jeton=[\\w-]{22}$`));
    });

    test('sends a quote request, verified, and lands on the copy’s thank-you page', async ({
      page,
    }) => {
      const blocked = violations(page);
      const email = unique('devis-copie');
      await goto(page, at('Contact'));
      await page.locator('form[data-inquiry-form]').scrollIntoViewIfNeeded();
      await expect(page.locator('form[data-inquiry-form][data-ready]')).toHaveCount(1);
      await page.getByLabel(inquiryForm.labels.name, { exact: true }).fill('Jeanne Martin');
      await page.getByLabel(inquiryForm.labels.email, { exact: true }).fill(email);
      await page
        .getByLabel(inquiryForm.labels.message, { exact: true })
        .fill('Nous cherchons à refondre notre outil de facturation interne, écrit en 2012.');
      await page.getByRole('button', { name: inquiryForm.submit }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: inquiryThanks.heading }),
      ).toBeVisible();
      expect(page.url().startsWith(at('Demande_envoyee'))).toBe(true);
      expect(storedInquiry(email)).toEqual([{ verified: 1 }]);
      expect(blocked).toEqual([]);
    });
  });

  test.describe('without script', () => {
    test.use({ javaScriptEnabled: false });

    test('signs up, is sent back to the copy, and confirms from the e-mail', async ({ page }) => {
      const email = unique('copie-sans-script');
      await page.goto(at('Kaouka_app_android'));
      await page.getByRole('textbox', { name: signupPage.emailLabel }).fill(email);
      await page.getByRole('button', { name: signupPage.submit }).click();
      await expect(page).toHaveURL(at('Inscription_a_confirmer'));
      expect(storedSignup(email)).toEqual([{ email }]);

      await expect
        .poll(() => api.accepted().filter((message) => message.to === email).length, {
          timeout: 15_000,
        })
        .toBe(1);
      const raw = api.accepted().find((message) => message.to === email)?.raw ?? '';
      const text = raw.replace(/=\r?\n/g, '').replaceAll('=3D', '=');
      const link = new RegExp(`${api.origin}/api/confirmation\\?token=[\\w-]{22}`).exec(text)?.[0];
      await page.goto(link ?? '');
      const consent = () =>
        api.rows<{ consent: string }>('SELECT consent FROM emails WHERE email = ?', email)[0]
          ?.consent;
      expect(consent()).toBe('pending');
      await page.getByRole('button', { name: confirmationPage.confirm }).click();
      await expect(page.getByText(confirmationPage.done)).toBeVisible();
      expect(consent()).toBe('confirmed');
      // The way back leads to the copy.
      await expect(page.getByRole('link', { name: 'Le site' })).toHaveAttribute('href', siteUrl);
    });

    test('sends a quote request and is sent back to the copy’s thank-you page', async ({
      page,
    }) => {
      const email = unique('devis-copie-sans-script');
      await page.goto(at('Contact'));
      await page.getByLabel(inquiryForm.labels.name, { exact: true }).fill('Jeanne Martin');
      await page.getByLabel(inquiryForm.labels.email, { exact: true }).fill(email);
      await page
        .getByLabel(inquiryForm.labels.message, { exact: true })
        .fill('Nous cherchons à refondre notre outil de facturation interne, écrit en 2012.');
      await page.getByRole('button', { name: inquiryForm.submit }).click();
      await expect(page).toHaveURL(at('Demande_envoyee'));
      await expect(
        page.getByRole('heading', { level: 1, name: inquiryThanks.heading }),
      ).toBeVisible();
      expect(storedInquiry(email)).toEqual([{ verified: 0 }]);
    });
  });
});
