import { expect, test, type Page } from '@playwright/test';
import { offers, offersText } from '../../src/content/offers.ts';
import { offerHref, paths } from '../../src/site/paths.ts';
import { baseURL, staticHostURL } from '../../playwright.config.ts';
import { routes } from './routes.ts';

/**
 * Every link of the original hash-routed site lands on its page's own
 * address, permanently (the app stores link to `/#/Kaouka_app_cgu`, sent
 * e-mails to `/#/Desinscription?jeton=…`), before the landing page paints:
 * on the Node server, and on a plain static host serving the sub-path build.
 */
/** SPEC.md's routes and the pages added since, each address without a parameter. */
const plainRoutes = routes.filter(
  ({ route }) =>
    route !== paths.landing &&
    !route.includes('?') &&
    route !== '/page-inconnue' &&
    !route.startsWith(`${paths.offer}/`),
);

// The address each hash link gives, for every page in any case, is the unit
// test's (src/site/lib/hash-link.test.ts); each page at its address, the
// page tests'. Here, on each host, the inline script applies it before the
// landing page paints: three pages, a word, capitals and an underscore.
const sampled = new Set<string>([paths.website, paths.cv, paths.termsFr]);
const sample = plainRoutes.filter(({ route }) => sampled.has(route));
const hosts = [
  { name: 'on the Node server', root: `${baseURL}/`, pages: sample },
  { name: 'on a static host, under a sub-path', root: staticHostURL, pages: sample },
];

for (const { name, root, pages } of hosts) {
  /** An address of the site on this host: `at('/Website')`. */
  const at = (address: string) => `${root}${address.slice(1)}`;

  /** Records, in the tab's session, whether the root page painted anything. */
  async function watchLandingPaint(page: Page): Promise<void> {
    await page.addInitScript((rootPath) => {
      if (location.pathname !== rootPath) return;
      new PerformanceObserver((list) => {
        if (list.getEntries().length > 0) sessionStorage.setItem('landingPainted', location.href);
      }).observe({ type: 'paint', buffered: true });
    }, new URL(root).pathname);
  }

  async function expectLanded(page: Page, address: string, heading: string | RegExp) {
    await expect(page).toHaveURL(at(address));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('landingPainted'))).toBeNull();
  }

  // The redirect does not depend on the width: checked on the desktop project.
  test.describe(`a link of the hash-routed site, ${name}`, { tag: '@desktop' }, () => {
    // One tab for the pages, one step each.
    test(`to each of ${String(pages.length)} pages lands on it, in its spelling or in lower case`, async ({
      page,
    }) => {
      await watchLandingPaint(page);
      for (const { route, heading } of pages) {
        for (const spelling of [route, route.toLowerCase()]) {
          await test.step(`#${spelling}`, async () => {
            await page.goto(at(`/#${spelling}`));
            await expectLanded(page, route, heading);
          });
        }
      }
    });

    test('to an offer lands on the offer’s own page', async ({ page }) => {
      await watchLandingPaint(page);
      const offer = offers[3];
      if (!offer) throw new Error('the content has fewer than four offers');
      await page.goto(at(`/#/Offer?offre=${offer.slug}`));
      await expectLanded(page, offerHref(offer.slug), offer.title);
    });

    test('to a section lands on that section', async ({ page }) => {
      await watchLandingPaint(page);
      await page.goto(at('/#/Website#contact'));
      await expectLanded(page, '/Website#contact', offersText.heading);
      await expect(page.locator('#contact')).toBeInViewport();
    });

    test('to unsubscribe keeps its code', async ({ page }) => {
      await watchLandingPaint(page);
      await page.goto(at('/#/Desinscription?jeton=AAAAAAAAAAAAAAAAAAAAAA'));
      await expectLanded(page, '/Desinscription?jeton=AAAAAAAAAAAAAAAAAAAAAA', 'Désinscription');
    });

    test('to the landing page or to a section of it stays there', async ({ page }) => {
      await page.goto(at('/#/'));
      await expect(page).toHaveURL(root);
      await page.goto(at('/#contenu'));
      await expect(page).toHaveURL(at('/#contenu'));
    });
  });
}
