/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { availabilityText, cvProfile } from '../../src/content/cv-profile.ts';
import { offers, offersText } from '../../src/content/offers.ts';
import { site } from '../../src/content/site.ts';
import { inquiryForm } from '../../src/content/inquiry.ts';
import { calendarDay } from '../../src/shared/calendar-day.ts';
import { goto } from './fixtures.ts';

/** The pages of a PDF that Chromium wrote: one `/Type /Page` object each. */
function pageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
}

// A sheet is laid out at its paper's width, whatever the screen's: checked on the desktop project.
test(
  'the CV prints on one A4 page, without the site’s frame or its actions, its main lines largest',
  { tag: '@desktop' },
  async ({ page }) => {
    await goto(page, '/CV');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: site.contactName })).toBeVisible();
    // The buyer's lines are on the sheet, the screen's actions are not.
    await expect(
      page.getByText(availabilityText(cvProfile.availability, calendarDay())),
    ).toBeVisible();
    for (const term of cvProfile.workTerms) {
      await expect(page.getByText(term, { exact: false })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Me proposer une mission' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Enregistrer en PDF' })).toBeHidden();
    // On paper, job titles and degrees are larger than the dates, places, schools and levels.
    const size = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    const jobTitle = await size('#cv-experience ~ ol h3');
    const degree = await size('#cv-formation ~ ul li > p:first-child');
    for (const secondary of [
      '#cv-experience ~ ol time',
      '#cv-experience ~ ol article > p:nth-of-type(2)',
      '#cv-formation ~ ul li > p:last-child',
    ]) {
      const secondarySize = await size(secondary);
      expect(secondarySize, secondary).toBeLessThan(jobTitle);
      expect(secondarySize, secondary).toBeLessThan(degree);
    }
    const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
    expect(pageCount(pdf)).toBe(1);
  },
);

// Issue 45: an offer printed was five pages with the menu, an empty form and other offers.
for (const offer of offers) {
  test(
    `the offer « ${offer.title} » prints on one A4 page: price, scope, exclusions and contact, no menu, no form`,
    { tag: '@desktop' },
    async ({ page }) => {
      await goto(page, `/Offer/${offer.slug}`);
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('banner')).toBeHidden();
      await expect(page.getByRole('contentinfo')).toBeHidden();
      await expect(page.getByRole('heading', { level: 2, name: inquiryForm.heading })).toBeHidden();
      await expect(page.getByRole('heading', { name: offersText.others })).toBeHidden();
      await expect(page.getByRole('link', { name: 'Demander un devis' })).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: offer.title })).toBeVisible();
      await expect(page.getByRole('complementary', { name: offersText.priceLabel })).toBeVisible();
      await expect(page.getByRole('heading', { name: offersText.sections.excluded })).toBeVisible();
      for (const item of offer.excluded) {
        await expect(page.getByText(item, { exact: true })).toBeVisible();
      }
      // Who to call, where the screen has the form.
      await expect(page.getByRole('main').getByText(site.email)).toBeVisible();
      const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
      expect(pageCount(pdf)).toBe(1);
    },
  );
}

test(
  'the brochure links to the studio’s e-mail, phone and site',
  { tag: '@desktop' },
  async ({ request }) => {
    const response = await request.get('/plaquette.pdf');
    expect(response.status()).toBe(200);
    // Uncompressed link annotations: pdfkit writes them as plain dictionaries.
    const pdf = (await response.body()).toString('latin1');
    const uris = [...pdf.matchAll(/\/URI \(([^)]*)\)/g)].map((match) => match[1]);
    expect(uris).toContain(`mailto:${site.email}`);
    expect(uris).toContain(`tel:${site.phone}`);
    expect(uris.some((uri) => uri?.startsWith(site.url))).toBe(true);
  },
);
