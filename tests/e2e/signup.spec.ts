import { expect, test, type Page } from '@playwright/test';
import { signupPage as text } from '../../src/content/signup.ts';
import { site } from '../../src/content/site.ts';
import { expectNoAxeViolations, goto, rowsIn, waitForIslands } from './fixtures.ts';

/** The server of playwright.config.ts stores sign-ups in this SQLite file. */
const databaseFile = process.env.E2E_DATABASE ?? 'data/e2e.sqlite';

const storedEmails = (key: string) =>
  rowsIn<{ email: string }>(databaseFile, 'SELECT email FROM emails WHERE email_key = ?', key).map(
    (row) => row.email,
  );

const uniqueAddress = (label: string) =>
  `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@Exemple.fr`;

const field = (page: Page) => page.getByRole('textbox', { name: text.emailLabel });
const submit = (page: Page) => page.getByRole('button', { name: text.submit });
const alert = (page: Page) => page.getByRole('alert');

/**
 * The sign-up page with its form's script: these tests are about what the
 * script adds, so they act once the island has hydrated (before, the form
 * posts without script, as no-script.spec.ts checks).
 */
async function openWithScript(page: Page): Promise<void> {
  await goto(page, '/Kaouka_app_android');
  await waitForIslands(page);
}

test('idle: a labelled e-mail field, a button, the notice, and no visible trap', async ({
  page,
}) => {
  await openWithScript(page);
  await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retour' })).toHaveAttribute('href', '/Realisation');
  await expect(field(page)).toHaveAttribute('type', 'email');
  await expect(submit(page)).toBeEnabled();
  await expect(page.getByText(text.notice)).toBeVisible();
  // The honeypot is neither in the accessibility tree nor reachable with Tab.
  await expect(page.getByRole('textbox')).toHaveCount(1);
  await field(page).focus();
  await page.keyboard.press('Tab');
  await expect(submit(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator('input[name="website"]')).not.toBeFocused();
  await expect(alert(page)).toBeEmpty();
});

test('success: the address is stored and the form gives way to « Enregistré »', async ({
  page,
}) => {
  const email = uniqueAddress('succes');
  await openWithScript(page);
  await field(page).fill(`  ${email} `);
  await field(page).press('Enter');
  const thanks = page.getByRole('heading', { level: 2, name: text.successTitle });
  await expect(thanks).toBeVisible();
  await expect(thanks).toBeFocused();
  await expect(page.getByText(text.successMessage)).toBeVisible();
  await expect(field(page)).toHaveCount(0);
  expect(storedEmails(email.toLowerCase())).toEqual([email]);
  await expectNoAxeViolations(page);
});

test('failure then retry: the red message, the form kept, then success', async ({ page }) => {
  const email = uniqueAddress('reessai');
  await openWithScript(page);

  // First the network fails, then the server answers 500 (slowly, to see the sending state).
  let release: () => void = () => {};
  const answerLater = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/signups', (route) => route.abort('connectionreset'), { times: 1 });
  await field(page).fill(email);
  await submit(page).click();
  await expect(alert(page)).toContainText(text.failure);
  // It names the address to write to instead, as a link.
  await expect(alert(page).getByRole('link', { name: site.email })).toHaveAttribute(
    'href',
    `mailto:${site.email}`,
  );

  await page.route(
    '**/api/signups',
    async (route) => {
      await answerLater;
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
    },
    { times: 1 },
  );
  await submit(page).click();
  const sending = page.getByRole('button', { name: text.sending });
  await expect(sending).toBeDisabled();
  release();
  await expect(alert(page)).toContainText(text.failure);
  // The message is in the theme's danger red (AA on the page's background, checked by axe).
  const [shown, danger] = await page.evaluate<[string, string]>(`(() => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--color-danger)';
    document.body.append(probe);
    const danger = getComputedStyle(probe).color;
    probe.remove();
    return [getComputedStyle(document.querySelector('[role="alert"] p')).color, danger];
  })()`);
  expect(shown).toBe(danger);
  await expect(field(page)).toHaveValue(email);
  expect(storedEmails(email.toLowerCase())).toEqual([]);
  await expectNoAxeViolations(page);

  // The route handlers are spent: this time the real server answers.
  await submit(page).click();
  await expect(page.getByRole('heading', { level: 2, name: text.successTitle })).toBeVisible();
  expect(storedEmails(email.toLowerCase())).toEqual([email]);
});

test('an address the server would refuse is said once, on the field, without being sent', async ({
  page,
}) => {
  let requests = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/signups')) requests += 1;
  });
  await page.emulateMedia({ colorScheme: 'dark' });
  await openWithScript(page);
  await field(page).fill('jean@exemple');
  await submit(page).click();
  await expect(field(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page)).toHaveAccessibleDescription(/n’est pas valide/);
  await expect(field(page)).toBeFocused();
  // The generic failure is for other failures only: one message for one problem.
  await expect(alert(page)).toBeEmpty();
  await expect(page.getByText(text.failure)).toHaveCount(0);
  expect(requests).toBe(0);
  await expectNoAxeViolations(page);

  // Typing a valid address and sending clears the field's error.
  await field(page).fill(uniqueAddress('corrige'));
  await submit(page).click();
  await expect(page.getByRole('heading', { level: 2, name: text.successTitle })).toBeVisible();
});

test('a 400 from the server is shown on the field in the server’s own words', async ({ page }) => {
  const reason = 'Cette adresse ne peut pas recevoir de courriel.';
  await page.route('**/api/signups', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ error: reason }),
    }),
  );
  await openWithScript(page);
  await field(page).fill(uniqueAddress('refusee'));
  await submit(page).click();
  await expect(field(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page)).toHaveAccessibleDescription(new RegExp(`^${reason}`));
  await expect(page.getByText(reason)).toHaveCount(1);
  await expect(alert(page)).toBeEmpty();
});
