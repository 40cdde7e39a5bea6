import { expect, test, type Locator, type Page } from '@playwright/test';
import { formatPhone } from '../../src/shared/french-format.ts';
import { audiences } from '../../src/content/audiences.ts';
import { paths } from '../../src/shared/paths.ts';
import { landingPromise } from '../../src/content/landing.ts';
import { paymentModelsPage } from '../../src/content/payment-models.ts';
import { inquiryForm } from '../../src/content/inquiry.ts';
import { site } from '../../src/content/site.ts';
import { goto } from './fixtures.ts';

/** Whether the element is wholly inside the window as it opens, before any scroll. */
async function expectInFirstViewport(page: Page, locator: Locator, what: string): Promise<void> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  expect(box, what).not.toBeNull();
  if (!box || !viewport) return;
  expect(box.y, `${what}: top`).toBeGreaterThanOrEqual(0);
  expect(box.x, `${what}: left`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${what}: bottom`).toBeLessThanOrEqual(viewport.height);
  expect(box.x + box.width, `${what}: right`).toBeLessThanOrEqual(viewport.width);
}

// shared/DESIGN.md: at 1280 × 800 and at 375 × 812 the first viewport sells.
const screens = [
  { tag: '@desktop', viewport: { width: 1280, height: 800 } },
  { tag: '@phone', viewport: { width: 375, height: 812 } },
] as const;

for (const { tag, viewport } of screens) {
  test.describe(
    `the landing page’s first screen at ${String(viewport.width)} × ${String(viewport.height)}`,
    { tag },
    () => {
      test.use({ viewport });

      test('holds the promise, the owner’s portrait, the booking action and a client’s words', async ({
        page,
      }) => {
        await goto(page, '/');
        await expectInFirstViewport(
          page,
          page.getByText(landingPromise, { exact: true }),
          'promise',
        );
        const portrait = page.getByRole('img', { name: site.contactName }).first();
        await expect(portrait).toBeVisible();
        await expectInFirstViewport(page, portrait, 'portrait');
        const booking = page
          .getByRole('navigation', { name: 'Accès rapides' })
          .getByRole('link', { name: /Rendez-vous/ });
        await expect(booking).toHaveAttribute('href', site.links.booking);
        await expectInFirstViewport(page, booking, 'booking');
        // The first screen's testimonial: a quote and who said it.
        const words = page.locator('figure', { has: page.locator('blockquote') }).first();
        await expect(words.locator('figcaption')).not.toBeEmpty();
        await expectInFirstViewport(page, words, 'testimonial');
        // The portrait is a picture with its size, so its place is kept before it loads.
        expect(
          await portrait.evaluate((img: HTMLImageElement) => img.naturalWidth > 0 && img.width > 0),
        ).toBe(true);
      });

      test('shows the four social profiles as one row of named icon links', async ({ page }) => {
        await goto(page, '/');
        const social = page
          .getByRole('navigation', { name: 'Accès rapides' })
          .getByRole('list', { name: 'Le studio sur les réseaux sociaux' })
          .getByRole('link');
        await expect(social).toHaveCount(4);
        const boxes = await Promise.all((await social.all()).map((link) => link.boundingBox()));
        const tops = boxes.map((box) => Math.round(box?.y ?? NaN));
        expect(new Set(tops).size, `tops ${tops.join(', ')}`).toBe(1);
        for (const [index, name] of ['GitHub', 'Discord', 'Instagram', 'LinkedIn'].entries()) {
          await expect(social.nth(index)).toContainText(name);
          const box = boxes[index];
          expect((box?.x ?? -1) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width);
        }
      });
    },
  );
}

test('/Contact leads with the quote form, then the payment models under their own heading', async ({
  page,
}) => {
  await goto(page, '/Contact');
  const form = page.getByRole('heading', { level: 2, name: inquiryForm.heading });
  const models = page.getByRole('heading', { level: 2, name: paymentModelsPage.title });
  await expect(form).toBeVisible();
  await expect(models).toBeAttached();
  const formFirst = await form.evaluate(
    (heading, other) =>
      Boolean(heading.compareDocumentPosition(other as Node) & Node.DOCUMENT_POSITION_FOLLOWING),
    await models.elementHandle(),
  );
  expect(formFirst).toBe(true);
  const [formBox, modelsBox] = await Promise.all([form.boundingBox(), models.boundingBox()]);
  expect(formBox?.y ?? Infinity).toBeLessThan(modelsBox?.y ?? -Infinity);
  // Phone, e-mail and booking beside it.
  const details = page.getByRole('region', { name: 'Contact', exact: true });
  await expect(details.getByRole('link', { name: formatPhone(site.phone) })).toBeVisible();
  await expect(details.getByRole('link', { name: site.email })).toBeVisible();
  await expect(details.getByRole('link', { name: /Prendre rendez-vous/ })).toHaveAttribute(
    'href',
    site.links.booking,
  );
});

/** Follows an item of the main navigation from /Realisation, through the menu on phones. */
async function followMainItem(page: Page, isMobile: boolean, name: string): Promise<void> {
  await goto(page, '/Realisation');
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  if (isMobile) await nav.getByRole('button', { name: 'Menu' }).click();
  await nav.getByRole('link', { name, exact: true }).click();
}

test('the header’s « Contact » leads to /Contact from any page but /Website', async ({
  page,
  isMobile,
}) => {
  await followMainItem(page, isMobile, 'Contact');
  await expect(page).toHaveURL(/\/Contact$/);
  await expect(page.getByRole('heading', { level: 2, name: inquiryForm.heading })).toBeVisible();
});

// From 480 px, where the bar has room for it: checked on the desktop project.
test(
  'the header’s « Devis », beside « Rendez-vous », opens /Contact on the quote form',
  { tag: '@desktop' },
  async ({ page }) => {
    await goto(page, '/Formation');
    await page.getByRole('banner').getByRole('link', { name: 'Devis', exact: true }).click();
    await expect(page).toHaveURL(/\/Contact$/);
    await expect(page.getByRole('heading', { level: 2, name: inquiryForm.heading })).toBeVisible();
  },
);

// Issue 35: every kind of client the first screen names opens on what the studio does for it.
test('each kind of client named on the first screen is a door to its own page and section', async ({
  page,
}) => {
  for (const { label, page: target, section } of audiences) {
    await goto(page, '/');
    const door = page.getByRole('link', { name: label, exact: true });
    await expect(door).toBeInViewport();
    await door.click();
    await expect(page).toHaveURL((url) => url.pathname === paths[target]);
    if (section) await expect(page.locator(`[id="${section}"]`)).toBeInViewport();
    else await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('« Formations » is one of the main navigation’s items, on desktops and in the phone menu', async ({
  page,
  isMobile,
}) => {
  await followMainItem(page, isMobile, 'Formations');
  await expect(page).toHaveURL(/\/Formation$/);
});
