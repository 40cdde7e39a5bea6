import { expect, test } from '@playwright/test';
import { offers } from '../../src/content/offers.ts';
import { apiPaths } from '../../src/shared/paths.ts';
import { sitePages } from '../../src/site/page-list.ts';
import { offerHref } from '../../src/site/paths.ts';
import { staticHostURL } from '../../playwright.config.ts';
import { landingPromise } from '../../src/content/landing.ts';
import { landingStory } from '../../src/content/landing-story.ts';

/**
 * `BASE_PATH=/elaborium_website/ npm run build:subpath`, published as it is on
 * a static host that knows nothing of the site (tests/support/static-host.ts,
 * GitHub Pages' rules): every page, asset, link and the brochure stay below
 * the sub-path.
 */
const at = (address: string) => `${staticHostURL}${address.slice(1)}`;

test.describe('the sub-path build on a static host', { tag: '@desktop' }, () => {
  test('serves every page with all it needs below the sub-path', async ({ page }) => {
    const failed: string[] = [];
    page.on('response', (response) => {
      // Each page reports its view to the API at the host's /api/ (as the forms
      // post there: deploy/nginx/studio-subpath.conf), which a plain static host
      // does not have; everything the page itself needs must be there.
      if (new URL(response.url()).pathname === apiPaths.pageViews) return;
      if (response.status() >= 400) failed.push(`${String(response.status())} ${response.url()}`);
    });
    for (const { path } of sitePages) {
      const response = await page.goto(at(path));
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
    }
    expect(failed).toEqual([]);
  });

  test('its links keep the sub-path, page after page', async ({ page }) => {
    await page.goto(at('/'));
    const hrefs = await page
      .locator('a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    for (const href of hrefs) expect(href).toMatch(/^\/elaborium_website(\/|$)/);
    await page.getByRole('link', { name: landingStory.featured.allLabel }).click();
    await expect(page).toHaveURL(at('/Website'));
    const offer = offers[0];
    if (!offer) throw new Error('the content has no offer');
    await page
      .getByRole('article', { name: offer.title })
      .getByRole('link', { name: 'Voir plus' })
      .click();
    await expect(page).toHaveURL(at(offerHref(offer.slug)));
    await expect(page.getByRole('heading', { level: 1, name: offer.title })).toBeVisible();
  });

  test('downloads the brochure from below the sub-path', async ({ page, request }) => {
    await page.goto(at('/Formation'));
    const link = page.getByRole('link', { name: /plaquette/i });
    await expect(link).toHaveAttribute('href', '/elaborium_website/plaquette.pdf');
    const response = await request.get(at('/plaquette.pdf'));
    expect(response.status()).toBe(200);
    expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test('answers an unknown address with the branded 404 page', async ({ page }) => {
    const response = await page.goto(at('/nulle-part'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
    await expect(page.getByText('/elaborium_website/nulle-part')).toBeVisible();
    await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
    await expect(page.getByRole('heading', { level: 1, name: landingPromise })).toBeVisible();
    await expect(page).toHaveURL(at('/'));
  });
});
