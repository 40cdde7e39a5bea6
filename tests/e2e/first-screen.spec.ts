import { expect, test, type Locator, type Page } from '@playwright/test';
import { formatPhone } from '../../src/shared/french-format.ts';
import { audiences } from '../../src/content/audiences.ts';
import { paths } from '../../src/shared/paths.ts';
import { landingPromise } from '../../src/content/landing.ts';
import { landingStory } from '../../src/content/landing-story.ts';
import { paymentModelsPage } from '../../src/content/payment-models.ts';
import { inquiryForm } from '../../src/content/inquiry.ts';
import { offerFamilies, offersText } from '../../src/content/offers.ts';
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

/**
 * What the first screen offers to click, as a visitor sees it: every link
 * and button drawn (not hidden, not transparent) at least partly inside the
 * window before any scroll, with its name and whether it looks like the
 * primary action (the accent's fill, the colour of the site's `primary`
 * button). Header included.
 */
async function firstScreenActions(page: Page) {
  return page.evaluate(() => {
    const probe = document.body.appendChild(document.createElement('span'));
    probe.style.background = 'var(--color-accent)';
    const accent = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return [...document.querySelectorAll('a[href], button, summary')].flatMap((element) => {
      const box = element.getBoundingClientRect();
      const drawn =
        box.width > 0 &&
        box.height > 0 &&
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
      const inside =
        box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
      if (!drawn || !inside) return [];
      return [
        {
          link: element.matches('a[href]'),
          name: element.textContent.trim() || (element.getAttribute('aria-label') ?? ''),
          href: element.getAttribute('href'),
          primary: getComputedStyle(element).backgroundColor === accent,
        },
      ];
    });
  });
}

// PRODUCT.md decision 35, issue 45: at 1280 × 800 and at 375 × 812, in both
// themes, the landing's first screen leads with one message and two actions.
// Read before any script runs: JavaScript is off in these pages.
const screens = [
  { tag: '@desktop', viewport: { width: 1280, height: 800 } },
  { tag: '@phone', viewport: { width: 375, height: 812 } },
] as const;

for (const { tag, viewport } of screens) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(
      `the landing page’s first screen at ${String(viewport.width)} × ${String(viewport.height)}, ${colorScheme}`,
      { tag },
      () => {
        test.use({ viewport, colorScheme, javaScriptEnabled: false });

        test('holds the promise as the h1, in SPEC’s 300 px banner under its typed tagline, at the first paint', async ({
          page,
        }) => {
          await page.goto('/');
          const h1 = page.getByRole('heading', { level: 1 });
          await expect(h1).toHaveCount(1);
          await expect(h1).toHaveText(landingPromise);
          await expectInFirstViewport(page, h1, 'h1');
          // The tagline's letters are in the page, revealed by the stylesheet.
          await expect(page.getByTestId('typed-text')).toHaveText(site.tagline);
          const banner = await h1.evaluate(
            (heading) => heading.parentElement?.parentElement?.getBoundingClientRect().height ?? 0,
          );
          expect(banner).toBeGreaterThanOrEqual(300);
        });

        test('offers two actions, booking the one primary, and no more than eight links in all', async ({
          page,
        }) => {
          await page.goto('/');
          const actions = await firstScreenActions(page);
          const links = actions.filter((action) => action.link);
          const summary = actions.map(
            ({ name, primary }) => `${name}${primary ? ' (primary)' : ''}`,
          );
          expect(links.length, summary.join(' · ')).toBeLessThanOrEqual(8);
          const primaries = actions.filter((action) => action.primary);
          expect(primaries.length, summary.join(' · ')).toBeGreaterThanOrEqual(1);
          expect(primaries.length, summary.join(' · ')).toBeLessThanOrEqual(2);
          for (const primary of primaries) expect(primary.href).toBe(site.links.booking);
          const quick = page.getByRole('navigation', { name: 'Accès rapides' }).getByRole('link');
          await expect(quick).toHaveCount(2);
          await expect(quick.first()).toHaveAttribute('href', site.links.booking);
          await expect(quick.first()).toContainText('Prendre rendez-vous');
          await expect(quick.last()).toHaveAttribute('href', paths.contact);
          await expect(quick.last()).toHaveText('Demander un devis');
          await expectInFirstViewport(page, quick.first(), 'booking');
          await expectInFirstViewport(page, quick.last(), 'quote');
          // The social profiles and the App Store badge are further down, not here.
          const hrefs = actions.map((action) => action.href);
          for (const away of [
            site.links.github,
            site.links.discord,
            site.links.instagram,
            site.links.linkedin,
            site.links.appStore,
          ]) {
            expect(hrefs).not.toContain(away);
          }
        });

        test('names who the studio serves in one line and shows the owner’s face', async ({
          page,
        }) => {
          await page.goto('/');
          await expectInFirstViewport(
            page,
            page.getByText(landingStory.hero.clientsLine, { exact: true }),
            'audiences',
          );
          const portrait = page.getByRole('img', { name: site.contactName });
          await expect(portrait).toHaveCount(1);
          await expectInFirstViewport(page, portrait, 'portrait');
        });
      },
    );
  }
}

// The landing's first screen holds « Devis » and « Prendre rendez-vous »: the
// desktop bar shows its own once the visitor has scrolled past them.
test(
  'on the landing, the desktop bar shows its « Devis » and booking once the first screen has scrolled by',
  { tag: '@desktop' },
  async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await goto(page, '/');
    const bar = page.getByRole('banner');
    const booking = bar.getByRole('link', { name: /rendez-vous/i });
    const quote = bar.getByRole('link', { name: 'Devis', exact: true });
    await expect(booking).toBeHidden();
    await expect(quote).toBeHidden();
    await page.mouse.wheel(0, 800);
    await expect(booking).toBeVisible();
    await expect(quote).toBeVisible();
    await expect(booking).toHaveAttribute('href', site.links.booking);
  },
);

// Issue 45: /Website's banner is never an empty band: its title and lead in it,
// the offer families at once under it, in the first screen at every width.
for (const { tag, viewport } of [
  { tag: '@phone', viewport: { width: 375, height: 812 } },
  { tag: '@desktop', viewport: { width: 1280, height: 800 } },
  { tag: '@desktop', viewport: { width: 1920, height: 1080 } },
] as const) {
  test.describe(
    `/Website’s first screen at ${String(viewport.width)} × ${String(viewport.height)}`,
    { tag },
    () => {
      test.use({ viewport, javaScriptEnabled: false });

      test('holds SPEC’s banner with its typed title, the page’s title and an offer family', async ({
        page,
      }) => {
        await page.goto('/Website');
        await expect(page.getByTestId('typed-text')).toHaveText(site.tagline);
        const h1 = page.getByRole('heading', { level: 1, name: offersText.heading });
        await expectInFirstViewport(page, h1, 'h1');
        const banner = await h1.evaluate(
          (heading) => heading.parentElement?.parentElement?.getBoundingClientRect().height ?? 0,
        );
        expect(banner).toBeGreaterThanOrEqual(300);
        const [family] = offerFamilies;
        if (!family) throw new Error('no offer family');
        await expectInFirstViewport(
          page,
          page.getByRole('heading', { level: 2, name: family.title }),
          'first family',
        );
        // Its first offer's card begins in the first screen.
        const card = page.getByRole('region', { name: family.title }).getByRole('listitem').first();
        const box = await card.boundingBox();
        expect(box?.y ?? Infinity).toBeLessThan(viewport.height - 40);
      });
    },
  );
}

test('SPEC’s four profiles follow under « Qui suis-je ? », one row of named icon links', async ({
  page,
}) => {
  await goto(page, '/');
  const social = page
    .getByRole('region', { name: landingStory.who.heading })
    .getByRole('list', { name: 'Le studio sur les réseaux sociaux' })
    .getByRole('link');
  await expect(social).toHaveCount(4);
  for (const [index, name] of ['GitHub', 'Discord', 'Instagram', 'LinkedIn'].entries()) {
    await expect(social.nth(index)).toContainText(name);
    await expect(social.nth(index)).toHaveAttribute('target', '_blank');
  }
});

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
  await expect(details.getByRole('link', { name: /rendez-vous/i })).toHaveAttribute(
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

// Issue 35: every kind of client the landing names opens on what the studio does for it:
// a door under « Qui suis-je ? » (the first screen names them in one quiet line, issue 45).
test('each kind of client the landing names is a door to its own page and section', async ({
  page,
}) => {
  for (const { label, page: target, section } of audiences) {
    await goto(page, '/');
    const door = page.getByRole('link', { name: label, exact: true });
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
