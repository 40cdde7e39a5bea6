import { expect, test } from '@playwright/test';
import { unsubscribeTexts } from '../../src/content/unsubscribe.ts';
import { openOwnerStore } from '../../src/store/owner.ts';
import { openStore } from '../../src/store/open-store.ts';
import { emailKey } from '../../src/shared/email.ts';
import { goto } from './fixtures.ts';

/** The database the server under test uses (playwright.config.ts). */
const databaseUrl = `file:${process.env.E2E_DATABASE ?? 'data/e2e.sqlite'}`;

/** Signs an address up and gives it a token, as `announce` does before sending. */
async function signedUpWithToken(email: string): Promise<string> {
  const signups = await openStore(databaseUrl);
  await signups.add({ email, key: emailKey(email) });
  await signups.close();
  const owner = await openOwnerStore(databaseUrl);
  try {
    const recipient = (await owner.pendingRecipients('2027-03-15')).find((r) => r.email === email);
    return (await owner.claim(recipient?.id ?? '', '2027-03-15')) ?? '';
  } finally {
    await owner.close();
  }
}

async function isRegistered(email: string): Promise<boolean> {
  const owner = await openOwnerStore(databaseUrl);
  try {
    return (await owner.list()).some((signup) => signup.email === email);
  } finally {
    await owner.close();
  }
}

test(
  'the e-mail’s unsubscribe link erases the address after one click, and only then',
  { tag: '@desktop' },
  async ({ page }, testInfo) => {
    const email = `lien-${testInfo.project.name}-${Date.now()}@example.fr`;
    const token = await signedUpWithToken(email);

    await goto(page, `/Desinscription?jeton=${token}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Désinscription' })).toBeVisible();
    expect(await isRegistered(email)).toBe(true);

    await page.getByRole('button', { name: unsubscribeTexts.confirm }).click();
    await expect(page.getByRole('status')).toHaveText(unsubscribeTexts.done);
    // The outcome replaces the button: focus moves to its heading, so the answer is read next.
    await expect(page.getByRole('heading', { level: 1, name: 'Désinscription' })).toBeFocused();
    await expect(page.getByRole('button', { name: unsubscribeTexts.confirm })).toHaveCount(0);
    expect(await isRegistered(email)).toBe(false);

    // The same link again: a clear message, nothing changed.
    await page.reload();
    await page.getByRole('button', { name: unsubscribeTexts.confirm }).click();
    await expect(page.getByRole('status')).toHaveText(unsubscribeTexts.invalid);
  },
);

test(
  'an unknown unsubscribe link: the page says only that, with no error in the console',
  { tag: '@desktop' },
  async ({ page, request }) => {
    const address = '/Desinscription?jeton=AAAAAAAAAAAAAAAAAAAAAA';
    // What paints before the script, and what a browser without script keeps:
    // neither « lien incomplet » nor a button that needs the script.
    // (The button's island carries its texts for later in its props: not said.)
    const prerendered = (await (await request.get(address)).text()).replace(/ props="[^"]*"/g, '');
    expect(prerendered).toContain(unsubscribeTexts.noScript);
    expect(prerendered).not.toContain(unsubscribeTexts.missing);
    expect(prerendered).not.toContain(unsubscribeTexts.confirm);

    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await goto(page, address);
    await page.getByRole('button', { name: unsubscribeTexts.confirm }).click();
    const panel = page.getByRole('main');
    await expect(panel.getByRole('status')).toHaveText(unsubscribeTexts.invalid);
    // The answer alone: not what the click would have done, not the success, no button.
    await expect(panel.getByText(unsubscribeTexts.intro)).toHaveCount(0);
    await expect(panel.getByText(unsubscribeTexts.done)).toHaveCount(0);
    await expect(panel.getByRole('button')).toHaveCount(0);
    // The 404 of the API call is the answer being tested, not a fault of the page.
    expect(problems.filter((text) => !text.includes('404'))).toEqual([]);
  },
);

test(
  'every page’s footer leads to the legal notice and the privacy policy',
  { tag: '@desktop' },
  async ({ page }) => {
    await goto(page, '/Kaouka');
    // Until the page has rendered, its loader is short and the footer moves
    // down when it arrives: a click aimed at the footer could land on the page.
    await expect(page.getByRole('heading', { level: 1, name: 'Kaouka' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Mentions légales' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Hébergeur' })).toBeVisible();
    await footer.getByRole('link', { name: 'Politique de confidentialité' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Politique de confidentialité' }),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'cnil.fr/fr/plaintes (nouvel onglet)' }),
    ).toBeVisible();
  },
);

test('the sign-up notice links to the privacy policy', { tag: '@desktop' }, async ({ page }) => {
  await goto(page, '/Kaouka_app_android');
  await page
    .getByTestId('signup-notice')
    .getByRole('link', { name: 'Politique de confidentialité' })
    .click();
  await expect(page.getByRole('heading', { name: 'Durée de conservation' })).toBeVisible();
});
