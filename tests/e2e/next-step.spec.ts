import { expect, test, type Page } from '@playwright/test';
import { audiences } from '../../src/content/audiences.ts';
import { inquiryForm } from '../../src/content/inquiry.ts';
import { landingStory } from '../../src/content/landing-story.ts';
import { missionSubject } from '../../src/content/mission.ts';
import { offers, offersText } from '../../src/content/offers.ts';
import {
  formatDayRate,
  formatOfferPrice,
  formatProjectRangeAmounts,
} from '../../src/content/prices.ts';
import { shopSetup } from '../../src/content/shop-setup.ts';
import { trainingCatalogue } from '../../src/content/trainings.ts';
import { thanksSubjectId } from '../../src/shared/inquiry-thanks.ts';
import { goto } from './fixtures.ts';

// Decision 34, issue 44's « Done when »: a prospect of each kind reaches the
// price of their need in at most one click from the first screen, and the
// quote form with their subject chosen in at most two, on a phone and on a
// desktop (the two projects), with script and without.

const integration = offers.find((offer) => offer.slug === 'integration-de-systemes');
const firstCourse = trainingCatalogue.courses[0];
if (!integration || !firstCourse) throw new Error('content changed: update this test');

interface Prospect {
  readonly who: string;
  /** The landing's door (audiences.ts). */
  readonly door: string;
  /** The price they look for, as the page behind the door states it. */
  readonly price: string;
  /** The second click: the link that opens the form. */
  readonly action: (page: Page) => ReturnType<Page['getByRole']>;
  /** The subject the form has chosen. */
  readonly subject: string;
}

const doorOf = (index: number) => audiences[index]?.label ?? '';

const prospects: readonly Prospect[] = [
  {
    who: 'a shop owner',
    door: doorOf(0),
    price: formatOfferPrice(shopSetup.price, offersText.priceFrom),
    action: (page) => page.getByRole('link', { name: shopSetup.actionLabel }),
    subject: shopSetup.value,
  },
  {
    who: 'an SME manager',
    door: doorOf(1),
    price: formatProjectRangeAmounts(integration),
    // The card of the offer, then its page's form, the offer chosen.
    action: (page) =>
      page
        .getByRole('article', { name: integration.title })
        .getByRole('link', { name: 'Voir plus' }),
    subject: integration.slug,
  },
  {
    who: 'a CTO',
    door: doorOf(2),
    price: formatDayRate(),
    action: (page) => page.getByRole('link', { name: 'Me proposer une mission' }),
    subject: missionSubject.value,
  },
  {
    who: 'a training manager',
    door: doorOf(3),
    price: '€\u00a0HT',
    action: (page) => page.getByRole('link', { name: trainingCatalogue.requestLabel }).first(),
    subject: `formation-${firstCourse.slug}`,
  },
];

/** The landing's door (under « Qui suis-je ? »), then the price on the page it opens: one click. */
async function reachPrice(page: Page, prospect: Prospect) {
  await page
    .getByRole('list', { name: landingStory.who.doorsLabel })
    .getByRole('link', { name: prospect.door, exact: true })
    .click();
  await expect(page.getByText(prospect.price).first()).toBeVisible();
}

const form = (page: Page) =>
  page.locator('form[method="post"]', { has: page.locator('select[name="offer"]') }).first();

for (const prospect of prospects) {
  test(`${prospect.who} reaches the price in one click and the form, subject chosen, in two`, async ({
    page,
  }) => {
    await goto(page, '/');
    await reachPrice(page, prospect);
    await prospect.action(page).click();
    await expect(form(page).locator('select[name="offer"]')).toHaveValue(prospect.subject);
    await expect(form(page)).toBeVisible();
  });

  // The subject kept by the server's reading of the link: the same at any width.
  test.describe('without script', { tag: '@desktop' }, () => {
    test.use({ javaScriptEnabled: false });

    test(`${prospect.who} reaches the price in one click and the form in two; the subject is kept`, async ({
      page,
    }) => {
      await page.goto('/');
      await reachPrice(page, prospect);
      await prospect.action(page).click();
      const quote = form(page);
      await expect(quote).toBeVisible();
      // Sent as is: the subject the link chose reaches the request (the page, or
      // the server reading the link's `?offre=`), and the thank-you page says it.
      await quote.getByLabel(inquiryForm.labels.name).fill('Jeanne Martin');
      await quote.getByLabel(inquiryForm.labels.email).fill('jeanne@exemple.fr');
      await quote
        .getByLabel(inquiryForm.labels.message, { exact: true })
        .fill(`Bonjour, ${prospect.who} écrit ici pour un premier échange.`);
      await quote.getByRole('button', { name: inquiryForm.submit }).click();
      // The request stored, then the thank-you page: on a busy machine the
      // server's answer took over 5 s (a CI run), as inquiry-defaults.spec.ts allows.
      await expect(page).toHaveURL(new RegExp(`#${thanksSubjectId(prospect.subject)}$`), {
        timeout: 15_000,
      });
    });
  });
}

test('a phone visitor finds « Demander un devis » in the menu @phone', async ({ page }) => {
  await goto(page, '/Formation');
  await page.getByRole('button', { name: /menu/i }).click();
  await page.getByRole('link', { name: 'Demander un devis' }).click();
  await expect(form(page)).toBeVisible();
});
