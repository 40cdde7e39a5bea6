import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { startServerProcess, type ServerProcess } from '../../scripts/lib/server-process.ts';
import { startSmtpServer } from '../../scripts/lib/smtp-server.ts';
import { confirmationPage, confirmFromInbox } from '../../src/content/confirmation.ts';
import { signupPage } from '../../src/content/signup.ts';
import { goto } from './fixtures.ts';

/**
 * Double opt-in in a browser, end to end: a server of its own that sends
 * confirmation e-mails to a real SMTP server, the sign-up page telling the
 * visitor to confirm from the inbox, then the e-mail's link opened and its
 * button pressed. The width plays no part: the desktop project runs it.
 */
test.describe(
  'double opt-in, from the sign-up to the confirmed address',
  { tag: '@desktop' },
  () => {
    // Its own ports: E2E_PORT's server runs single opt-in.
    const port = Number(process.env.E2E_PORT ?? 4180) + 200;
    const origin = `http://127.0.0.1:${port}`;
    const folder = mkdtempSync(join(tmpdir(), 'e2e-confirmation-'));
    const databaseFile = join(folder, 'signups.sqlite');
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    let server: ServerProcess;

    test.beforeAll(async () => {
      smtp = await startSmtpServer();
      server = await startServerProcess(
        {
          DATABASE_URL: `file:${databaseFile}`,
          SMTP_URL: smtp.url,
          MAIL_FROM: 'Studio <studio@example.fr>',
          PUBLIC_URL: origin,
          SIGNUP_RATE_LIMIT: '0',
        },
        { entry: 'build/server/server.js', port },
      );
    });

    test.afterAll(async () => {
      await server.stop('SIGTERM');
      await smtp.close();
      rmSync(folder, { recursive: true, force: true });
    });

    function consentOf(email: string): string | undefined {
      const db = new Database(databaseFile, { readonly: true });
      try {
        const row = db.prepare('SELECT consent FROM emails WHERE email = ?').get(email) as
          { consent: string } | undefined;
        return row?.consent;
      } finally {
        db.close();
      }
    }

    test('the visitor is told to confirm from the inbox, and the e-mail’s button confirms', async ({
      page,
    }) => {
      const email = `double.${Date.now()}@exemple.fr`;
      await goto(page, `${origin}/Kaouka_app_android`);
      await page.getByRole('textbox', { name: signupPage.emailLabel }).fill(email);
      await page.getByRole('button', { name: signupPage.submit }).click();
      await expect(page.getByRole('heading', { name: signupPage.successTitle })).toBeVisible();
      await expect(page.getByText(confirmFromInbox)).toBeVisible();
      expect(consentOf(email)).toBe('pending');

      await expect.poll(() => smtp.accepted.length, { timeout: 15_000 }).toBe(1);
      const message = smtp.accepted[0];
      expect(message?.to).toBe(email);
      // The link as the mail client shows it: quoted-printable soft breaks undone.
      const text = (message?.raw ?? '').replace(/=\r?\n/g, '').replaceAll('=3D', '=');
      const link = new RegExp(`${origin}/api/confirmation\\?token=[\\w-]{22}`).exec(text)?.[0];
      expect(link, 'the e-mail holds a confirmation link to this site').toBeDefined();

      // Opening the link confirms nothing by itself: the page's button does.
      await goto(page, link ?? '');
      await expect(page).toHaveURL(/\/Confirmation\?jeton=[\w-]{22}$/);
      expect(consentOf(email)).toBe('pending');
      await page.getByRole('button', { name: confirmationPage.confirm }).click();
      await expect(page.getByText(confirmationPage.done)).toBeVisible();
      expect(consentOf(email)).toBe('confirmed');
    });
  },
);
