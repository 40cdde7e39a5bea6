import { expect, test } from '@playwright/test';
import { offers } from '../../src/content/offers.ts';
import { goto } from './fixtures.ts';

test('the current page is marked in the navigation (aria-current)', async ({ page, isMobile }) => {
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  const open = async () => {
    if (isMobile) await nav.getByRole('button', { name: 'Menu' }).click();
  };

  await goto(page, '/Realisation');
  await open();
  await expect(nav.getByRole('link', { name: 'Réalisation' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav.locator('[aria-current]')).toHaveCount(1);

  // A project's page sits under « Réalisation ».
  await goto(page, '/Kaouka');
  await open();
  await expect(nav.getByRole('link', { name: 'Réalisation' })).toHaveAttribute(
    'aria-current',
    'true',
  );

  await goto(page, '/Website');
  await open();
  await expect(nav.getByRole('link', { name: 'Mes offres', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  const offer = offers[0];
  if (!offer) throw new Error('the content has no offer');
  await goto(page, `/Offer/${offer.slug}`);
  await open();
  await expect(nav.getByRole('link', { name: 'Mes offres' })).toHaveAttribute(
    'aria-current',
    'true',
  );

  // The footer marks its own pages too.
  await goto(page, '/CV');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'CV' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

// The desktop bar holds its links and actions inside the page's container
// (72rem): at 1280 px and wider, CV and L'équipe join it and the booking
// action takes its short label, so nothing is pushed past the edge, and a
// face arriving after the first paint moves nothing.
test(
  'the desktop bar keeps every item inside the page container',
  { tag: '@desktop' },
  async ({ page }) => {
    for (const width of [1024, 1200, 1280, 1440, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      for (const route of ['/Contact', '/Formation', '/CV']) {
        await goto(page, route);
        const overflow = await page.locator('header .container').evaluate((bar) => {
          const { left, right } = bar.getBoundingClientRect();
          return [...bar.children]
            .filter((item) => item.getBoundingClientRect().width > 0)
            .map((item) => item.getBoundingClientRect())
            .filter((rect) => rect.left < left - 0.5 || rect.right > right + 0.5).length;
        });
        expect(overflow, `${route} at ${String(width)} px`).toBe(0);
      }
    }
  },
);
