import { expect, test } from '@playwright/test';
import { site } from '../../src/content/site.ts';
import { goto } from './fixtures.ts';

/** The pages of a PDF that Chromium wrote: one `/Type /Page` object each. */
function pageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
}

test('the CV prints on at most two A4 pages, without the site’s frame', async ({ page }) => {
  await goto(page, '/CV');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: site.contactName })).toBeVisible();
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
  const pages = pageCount(pdf);
  expect(pages).toBeGreaterThanOrEqual(1);
  expect(pages).toBeLessThanOrEqual(2);
});

test('the brochure links to the studio’s e-mail, phone and site', async ({ request }) => {
  const response = await request.get('/plaquette.pdf');
  expect(response.status()).toBe(200);
  // Uncompressed link annotations: pdfkit writes them as plain dictionaries.
  const pdf = (await response.body()).toString('latin1');
  const uris = [...pdf.matchAll(/\/URI \(([^)]*)\)/g)].map((match) => match[1]);
  expect(uris).toContain(`mailto:${site.email}`);
  expect(uris).toContain(`tel:${site.phone}`);
  expect(uris.some((uri) => uri?.startsWith(site.url))).toBe(true);
});
