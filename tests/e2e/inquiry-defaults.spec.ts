import { expect, test, type Page } from '@playwright/test';
import { inquiryForm as text, inquiryThanks } from '../../src/content/inquiry.ts';
import { trainingCatalogue } from '../../src/content/trainings.ts';
import { goto, serverWithMail } from './fixtures.ts';

/**
 * The quote request against a server with the production defaults of its
 * robot checks (the minimum fill time, the hourly budgets), which the other
 * browser tests turn off to send many requests fast: a person who sends
 * again at once, or who makes mistakes, must still get through, and the
 * owner's e-mail must leave. The width plays no part: the desktop project runs it.
 */
test.describe('a quote request at the production defaults', { tag: '@desktop' }, () => {
  // One server for the file's tests: in one worker, not one per worker on the same port.
  test.describe.configure({ mode: 'serial' });
  const owner = 'studio@example.fr';
  const { origin, accepted, rows } = serverWithMail(300, {
    MAIL_FROM: `Studio <${owner}>`,
    OWNER_EMAIL: owner,
    LOG_LEVEL: 'warn',
  });
  const storedFrom = (email: string) =>
    rows<{ message: string }>('SELECT message FROM inquiries WHERE email = ?', email);
  const mailsAbout = (email: string) =>
    accepted().filter((message) => message.to === owner && message.raw.includes(email));

  const field = (page: Page, name: keyof typeof text.labels) =>
    page.getByLabel(text.labels[name], { exact: true });
  const message = 'Notre équipe ressaisit chaque facture à la main : nous voulons l’automatiser.';

  test('sent again at once after a failure, the request is stored and the owner told', async ({
    page,
  }) => {
    const email = `renvoi.${Date.now()}@exemple.fr`;
    await goto(page, `${origin}/Contact`);
    await page.locator('form[data-inquiry-form]').scrollIntoViewIfNeeded();
    await expect(page.locator('form[data-inquiry-form][data-ready]')).toHaveCount(1);
    // The first sending meets a server out of service; the next ones go through.
    let failed = false;
    await page.route('**/api/inquiries', async (route) => {
      if (route.request().method() !== 'POST' || failed) return route.fallback();
      failed = true;
      await route.fulfill({ status: 503, json: { error: 'indisponible' } });
    });
    await field(page, 'name').fill('Jeanne Martin');
    await field(page, 'email').fill(email);
    await field(page, 'message').fill(message);
    await page.getByRole('button', { name: text.submit }).click();
    const failure = page.getByRole('alert').filter({ hasText: text.failure });
    await expect(failure).toBeVisible();
    // Its warning icon keeps its 18 px beside the wrapped text (it shrank to 4 px: issue 45).
    const icon = await failure.locator('svg').first().boundingBox();
    expect(icon?.width).toBe(18);
    // The visitor sends again within a second, sooner than the minimum fill time.
    await page.getByRole('button', { name: text.submit }).click();
    await expect(page).toHaveURL(/\/Demande_envoyee$/, { timeout: 15_000 });
    expect(storedFrom(email)).toEqual([{ message }]);
    await expect.poll(() => mailsAbout(email).length, { timeout: 15_000 }).toBe(1);
  });

  test('a request for the made-to-measure session, sent from /Formation, names it in the owner’s e-mail', async ({
    page,
  }) => {
    const session = trainingCatalogue.courses.find((course) => 'subjects' in course);
    if (!session) throw new Error('the catalogue has no made-to-measure session');
    const email = `sur-mesure.${Date.now()}@exemple.fr`;
    await goto(page, `${origin}/Formation`);
    await page
      .getByRole('link', { name: trainingCatalogue.requestLabel, description: session.title })
      .click();
    await expect(page.locator('form[data-inquiry-form][data-ready]')).toHaveCount(1);
    await field(page, 'name').fill('Jeanne Martin');
    await field(page, 'email').fill(email);
    await field(page, 'message').fill(message);
    await page.getByRole('button', { name: text.submit }).click();
    await expect(page).toHaveURL(/\/Demande_envoyee$/, { timeout: 15_000 });
    await expect.poll(() => mailsAbout(email).length, { timeout: 15_000 }).toBe(1);
    // The e-mail as its reader sees it: quoted-printable undone.
    const raw = mailsAbout(email)[0]?.raw ?? '';
    const read = Buffer.from(
      raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
    expect(read).toContain(session.title);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('two mistakes, then the corrected request lands on the thank-you page', async ({
      page,
    }) => {
      const email = `erreurs.${Date.now()}@exemple.fr`;
      await page.goto(`${origin}/Contact`);
      await field(page, 'name').fill('Jeanne Martin');
      await field(page, 'email').fill(email);
      await field(page, 'message').fill('Trop court');
      await page.getByRole('button', { name: text.submit }).click();
      await expect(field(page, 'message')).toHaveValue('Trop court');
      await field(page, 'email').fill('jeanne@exemple');
      await field(page, 'message').fill(message);
      await page.getByRole('button', { name: text.submit }).click();
      await expect(field(page, 'email')).toHaveValue('jeanne@exemple');
      await expect(field(page, 'message')).toHaveValue(message);
      await field(page, 'email').fill(email);
      await page.getByRole('button', { name: text.submit }).click();
      await expect(page).toHaveURL(/\/Demande_envoyee$/);
      await expect(
        page.getByRole('heading', { level: 1, name: inquiryThanks.heading }),
      ).toBeVisible();
      expect(storedFrom(email)).toEqual([{ message }]);
    });
  });
});
