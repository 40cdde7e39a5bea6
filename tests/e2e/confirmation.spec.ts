import { expect, test } from '@playwright/test';
import { confirmationPage, confirmFromInbox } from '../../src/content/confirmation.ts';
import { signupPage } from '../../src/content/signup.ts';
import { goto, serverWithMail } from './fixtures.ts';

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
    // Its own server: E2E_PORT's runs single opt-in.
    const { origin, accepted, rows } = serverWithMail(200, {
      MAIL_FROM: 'Studio <studio@example.fr>',
      SIGNUP_RATE_LIMIT: '0',
    });
    const consentOf = (email: string) =>
      rows<{ consent: string }>('SELECT consent FROM emails WHERE email = ?', email)[0]?.consent;

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

      await expect.poll(() => accepted().length, { timeout: 15_000 }).toBe(1);
      const message = accepted()[0];
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
