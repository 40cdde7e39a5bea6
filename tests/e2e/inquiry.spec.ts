import { expect, test, type Page } from '@playwright/test';
import { inquiryForm as text, inquiryThanks } from '../../src/content/inquiry.ts';
import { offers } from '../../src/content/offers.ts';
import { trainingSubject } from '../../src/content/inquiry-subjects.ts';
import { trainingCatalogue } from '../../src/content/trainings.ts';
import { signupPage } from '../../src/content/signup.ts';
import { site } from '../../src/content/site.ts';
import { inquiryMessages } from '../../src/shared/inquiry-api.ts';
import { expectNoAxeViolations, goto, rowsIn } from './fixtures.ts';

/** The server of playwright.config.ts stores in this SQLite file. */
const databaseFile = process.env.E2E_DATABASE ?? 'data/e2e.sqlite';

const stored = <Row>(sql: string, ...values: string[]) => rowsIn<Row>(databaseFile, sql, ...values);
const inquiriesFrom = (email: string) =>
  stored<{ verified: number; offer: string | null; message: string }>(
    'SELECT verified, offer, message FROM inquiries WHERE email = ?',
    email,
  );

const unique = (label: string) =>
  `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@exemple.fr`;
const message = 'Nous cherchons à refondre notre outil de facturation interne, écrit en 2012.';

const field = (page: Page, name: keyof typeof text.labels) =>
  page.getByLabel(text.labels[name], { exact: true });

async function fill(page: Page, email: string) {
  await field(page, 'name').fill('Jeanne Martin');
  await field(page, 'email').fill(email);
  await field(page, 'message').fill(message);
}

test.describe('the quote-request form, with its script', () => {
  /** Brings the form near the screen and waits until the application has adopted it. */
  async function openForm(page: Page, route: string) {
    await goto(page, route);
    await page.locator('form[data-inquiry-form]').scrollIntoViewIfNeeded();
    await expect(page.locator('form[data-inquiry-form][data-ready]')).toHaveCount(1);
  }

  test('sends a request with its proof of work, stored as verified, and shows the thank-you page', async ({
    page,
  }) => {
    const email = unique('devis');
    await openForm(page, '/Contact');
    await expect(page.getByRole('heading', { name: text.heading })).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Politique de confidentialité' }).last(),
    ).toBeVisible();
    await fill(page, email);
    await page.getByRole('button', { name: text.submit }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: inquiryThanks.heading }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/Demande_envoyee$/);
    // It reads back what was sent, and offers a call.
    const recap = page.getByRole('region', { name: inquiryThanks.recapHeading });
    for (const sent of ['Jeanne Martin', email, message]) {
      await expect(recap.getByText(sent, { exact: true })).toBeVisible();
    }
    await expect(
      page.getByRole('main').getByRole('link', { name: new RegExp(inquiryThanks.booking) }),
    ).toHaveAttribute('href', site.links.booking);
    // The worker solved the challenge: the request counts as verified.
    expect(inquiriesFrom(email)).toEqual([{ verified: 1, offer: null, message }]);
  });

  test('shows each field’s error on the field, sends nothing, and focuses the first', async ({
    page,
  }) => {
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/inquiries')) posts += 1;
    });
    await openForm(page, '/Contact');
    await field(page, 'email').fill('jeanne@exemple');
    await field(page, 'phone').fill('appelez-moi');
    await field(page, 'message').fill('Trop court');
    await page.getByRole('button', { name: text.submit }).click();
    await expect(field(page, 'name')).toBeFocused();
    await expect(field(page, 'name')).toHaveAccessibleDescription(inquiryMessages.nameMissing);
    await expect(field(page, 'email')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'email')).toHaveAccessibleDescription(/n’est pas valide/);
    // The error first, then the field's hint (the canvassing notice, C. consom. L223-2).
    await expect(field(page, 'phone')).toHaveAccessibleDescription(
      new RegExp(
        `^${escapeRegExp(inquiryMessages.phoneInvalid)} ${escapeRegExp(text.hints.phone)}$`,
      ),
    );
    await expect(field(page, 'message')).toHaveAccessibleDescription(
      new RegExp(`^${inquiryMessages.messageShort}`),
    );
    await expect(page.getByRole('alert').filter({ hasText: text.invalid })).toBeVisible();
    expect(posts).toBe(0);
    await expectNoAxeViolations(page);
  });

  test('the page the server sends back to a form without script passes axe, in both themes', async ({
    page,
  }) => {
    const response = await page.request.post('/api/inquiries', {
      form: { email: 'jeanne@exemple', message: 'Court', page: '/Contact' },
    });
    expect(response.status()).toBe(400);
    const html = await response.text();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.setContent(html);
      await expectNoAxeViolations(page, `axe violations (${colorScheme})`);
    }
  });

  /** Follows the first visible link of the site to `href`, as a visitor would, and waits for the page. */
  async function follow(page: Page, href: string) {
    const link = page.locator(`a[href="${href}"]`).filter({ visible: true }).first();
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/\//g, '\\/')}$`));
  }

  /** The page's form is there, adopted by the application, and on screen once scrolled to. */
  async function expectFormReady(page: Page) {
    const form = page.locator('form[data-inquiry-form]');
    // Until the new page replaces the old one, the form found may be the
    // leaving page's: the check is retried on whatever form is there.
    await expect(async () => {
      await expect(form).toHaveCount(1, { timeout: 2_000 });
      await form.scrollIntoViewIfNeeded({ timeout: 2_000 });
      await expect(page.locator('form[data-inquiry-form][data-ready]')).toHaveCount(1, {
        timeout: 2_000,
      });
      // Checked inside the retry: a form found ready may still be the leaving page's.
      await expect(field(page, 'message')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
  }

  for (const start of ['/', '/Website', `/Offer/${offers[0]?.slug ?? ''}`, '/Formation']) {
    test(
      `the form is there on every page that has one, after a visit begun on ${start}`,
      { tag: '@desktop' },
      async ({ page }) => {
        await goto(page, start);
        // The visitor reads a little of the first page, then leaves it by the site's links.
        await page.mouse.wheel(0, 600);
        await follow(page, '/Contact');
        await expectFormReady(page);
        // The landing has no form: its « Demander un devis » leads to /Contact's.
        await follow(page, '/');
        const offer = page.locator('a[href^="/Offer/"]').filter({ visible: true }).first();
        const href = await offer.getAttribute('href');
        if (!href) throw new Error('the landing page links to no offer');
        await follow(page, href);
        await expectFormReady(page);
        const email = unique('apres-navigation');
        await fill(page, email);
        await page.getByRole('button', { name: text.submit }).click();
        await expect(page).toHaveURL(/\/Demande_envoyee$/);
        expect(inquiriesFrom(email)).toHaveLength(1);
      },
    );
  }

  test('an offer’s « Demander un devis » puts its form, that offer chosen, on screen at once', async ({
    page,
  }) => {
    const offer = offers[2] ?? offers[0];
    if (!offer) throw new Error('no offer');
    await goto(page, `/Offer/${offer.slug}`);
    await page.getByRole('link', { name: 'Demander un devis' }).first().click();
    // The form's top on screen, ready to type in, the offer already chosen below.
    await expect(page.getByRole('heading', { name: text.heading })).toBeInViewport();
    await expect(field(page, 'name')).toBeInViewport();
    await expect(field(page, 'offer')).toHaveValue(offer.slug);
  });

  // A course of the catalogue, and the made-to-measure session (issue 35).
  const requested = [
    ['a course', trainingCatalogue.courses.find((course) => !('subjects' in course))],
    [
      'the made-to-measure session',
      trainingCatalogue.courses.find((course) => 'subjects' in course),
    ],
  ] as const;
  for (const [kind, course] of requested) {
    test(`the « Demander une session » of ${kind} opens the form with it chosen`, async ({
      page,
    }) => {
      if (!course) throw new Error(`the catalogue has no ${kind}`);
      await goto(page, '/Formation');
      await page
        .getByRole('link', { name: trainingCatalogue.requestLabel, description: course.title })
        .click();
      await expect(page).toHaveURL(/\/Contact\?offre=formation-/);
      await expect(page.locator('form[data-inquiry-form][data-ready]')).toHaveCount(1);
      await expect(field(page, 'offer')).toHaveValue(trainingSubject(course.slug));
      const email = unique('formation');
      await fill(page, email);
      await page.getByRole('button', { name: text.submit }).click();
      await expect(page).toHaveURL(/\/Demande_envoyee$/);
      expect(inquiriesFrom(email)[0]?.offer).toBe(trainingSubject(course.slug));
    });
  }

  test('closes an offer’s page with the offer preselected', async ({ page }) => {
    const offer = offers[1] ?? offers[0];
    if (!offer) throw new Error('no offer');
    const email = unique('offre');
    await openForm(page, `/Offer/${offer.slug}`);
    await expect(field(page, 'offer')).toHaveValue(offer.slug);
    await fill(page, email);
    await page.getByRole('button', { name: text.submit }).click();
    await expect(page).toHaveURL(/\/Demande_envoyee$/);
    expect(inquiriesFrom(email)[0]?.offer).toBe(offer.slug);
  });
});

// The server's answers to a form sent without script do not depend on the width.
test.describe('without JavaScript', { tag: '@desktop' }, () => {
  test.use({ javaScriptEnabled: false });

  test('a quote request is sent by the browser, stored « non vérifié », and lands on the thank-you page', async ({
    page,
  }) => {
    const email = unique('sans-script');
    await page.goto('/Contact');
    await fill(page, email);
    await field(page, 'budget').selectOption({ index: 2 });
    await page.getByRole('button', { name: text.submit }).click();
    await expect(page).toHaveURL(/\/Demande_envoyee$/);
    await expect(
      page.getByRole('heading', { level: 1, name: inquiryThanks.heading }),
    ).toBeVisible();
    expect(inquiriesFrom(email)).toEqual([{ verified: 0, offer: null, message }]);
  });

  test('a request that needs fixing comes back with each error on its field and the values kept, then goes through', async ({
    page,
  }) => {
    const email = unique('a-corriger');
    await page.goto('/Offer/securite-applicative');
    await field(page, 'email').fill(email);
    await field(page, 'phone').fill('appelez-moi');
    await field(page, 'message').fill('Trop court');
    await page.getByRole('button', { name: text.submit }).click();

    await expect(page.getByRole('alert')).toContainText(text.invalid);
    await expect(field(page, 'name')).toHaveAccessibleDescription(inquiryMessages.nameMissing);
    // The error first, then the field's hint (the canvassing notice, C. consom. L223-2).
    await expect(field(page, 'phone')).toHaveAccessibleDescription(
      new RegExp(
        `^${escapeRegExp(inquiryMessages.phoneInvalid)} ${escapeRegExp(text.hints.phone)}$`,
      ),
    );
    // The problem first, then the field's hint, as on the form with its script.
    await expect(field(page, 'message')).toHaveAccessibleDescription(
      new RegExp(`^${inquiryMessages.messageShort}`),
    );
    await expect(field(page, 'email')).toHaveValue(email);
    await expect(field(page, 'offer')).toHaveValue('securite-applicative');
    await expect(field(page, 'name')).toBeFocused();

    await field(page, 'name').fill('Jeanne Martin');
    await field(page, 'phone').fill('06 12 34 56 78');
    await field(page, 'message').fill(message);
    await page.getByRole('button', { name: text.submit }).click();
    await expect(page).toHaveURL(/\/Demande_envoyee#sujet-securite-applicative$/);
    expect(inquiriesFrom(email)).toEqual([{ verified: 0, offer: 'securite-applicative', message }]);
  });

  test('the thank-you page recaps the chosen offer, says where the answer goes and offers booking', async ({
    page,
  }) => {
    const [chosen, other] = [offers[2] ?? offers[0], offers[3] ?? offers[1]];
    if (!chosen || !other) throw new Error('the content has too few offers');
    const email = unique('recap-sans-script');
    await page.goto(`/Offer/${chosen.slug}`);
    await fill(page, email);
    await page.getByRole('button', { name: text.submit }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: inquiryThanks.heading }),
    ).toBeInViewport();
    // Nothing the visitor typed travels in the address.
    expect(decodeURIComponent(page.url())).not.toContain(email);
    const recap = page.getByRole('region', { name: inquiryThanks.recapHeading });
    await expect(recap.getByRole('definition')).toHaveText(chosen.title);
    await expect(recap.getByText(other.title)).toBeHidden();
    await expect(page.getByText(inquiryThanks.text)).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: new RegExp(inquiryThanks.booking) }),
    ).toHaveAttribute('href', site.links.booking);
    // Without a subject, no recap of one.
    await page.goto('/Demande_envoyee');
    await expect(page.getByRole('region', { name: inquiryThanks.recapHeading })).toHaveCount(0);
  });

  test('the pre-release sign-up lands on « Enregistré », the address stored', async ({ page }) => {
    const email = unique('inscription');
    await page.goto('/Kaouka_app_android');
    await page.getByRole('textbox', { name: signupPage.emailLabel }).fill(email);
    await page.getByRole('button', { name: signupPage.submit }).click();
    await expect(page).toHaveURL(/\/Inscription_enregistree$/);
    await expect(
      page.getByRole('heading', { name: signupPage.successTitle, exact: true }),
    ).toBeVisible();
    const rows = stored<{ email: string }>('SELECT email FROM emails WHERE email = ?', email);
    expect(rows).toEqual([{ email }]);
  });
});

/** `text` as a regular expression that matches it literally. */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
