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
