import { expect, test, type Page } from '@playwright/test';
import { offers, offersText } from '../../src/content/offers.ts';
import { priceEuros } from '../../src/content/prices.ts';
import { site } from '../../src/content/site.ts';
import { DESCRIPTION_MAX, TITLE_MAX } from '../../src/site/lib/page-meta.ts';
import { sitePages } from '../../src/site/page-list.ts';
import { languageTwins } from '../../src/shared/paths.ts';
import { offerHref, paths } from '../../src/site/paths.ts';
import { legalNotice } from '../../src/content/legal-notice.ts';
import { privacyPolicy } from '../../src/content/privacy-policy.ts';
import { termsEn } from '../../src/content/terms-en.ts';
import { termsFr } from '../../src/content/terms-fr.ts';
import { termsOfSale } from '../../src/content/terms-of-sale.ts';
import { goto } from './fixtures.ts';

/** The head tag's attribute, or null when the page has no such tag. */
function headValue(page: Page, selector: string, attribute: string) {
  return page.locator(`head ${selector}`).getAttribute(attribute, { timeout: 1000 });
}

// Checked on the desktop project only: the prerendered HTML is the same at every width.
test.describe('every page, before any script', { tag: '@desktop' }, () => {
  // The prerendered HTML is the same at every width: check it once.
  test.use({ javaScriptEnabled: false });

  test('holds its own heading, title, description, canonical and preview tags', async ({
    page,
  }) => {
    test.slow();
    const titles = new Set<string>();
    for (const { path, indexed } of sitePages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 }), path).not.toBeEmpty();
      // Whole in a search result: the studio's name follows the title when both fit.
      const title = await page.title();
      expect(title.length, `${path}: « ${title} »`).toBeLessThanOrEqual(TITLE_MAX);
      titles.add(title);
      const description = (await headValue(page, 'meta[name="description"]', 'content')) ?? '';
      // Search results show an indexed page's description: it says something.
      expect(description.length, `${path}: « ${description} »`).toBeGreaterThan(indexed ? 50 : 0);
      expect(description.length, `${path}: « ${description} »`).toBeLessThanOrEqual(
        DESCRIPTION_MAX,
      );
      const canonical = await headValue(page, 'link[rel="canonical"]', 'href');
      expect(canonical, path).toBe(new URL(path, site.url).href);
      expect(await headValue(page, 'meta[property="og:url"]', 'content'), path).toBe(canonical);
      expect(await headValue(page, 'meta[property="og:title"]', 'content'), path).toBe(title);
      const robots = page.locator('head meta[name="robots"]');
      await expect(robots, path).toHaveCount(indexed ? 0 : 1);
      if (indexed) {
        const image = await headValue(page, 'meta[property="og:image"]', 'content');
        expect(image, path).toMatch(new RegExp(`^${site.url}/og/.+\\.png$`));
      }
    }
    // `/Offer` and the unsubscribe page aside, no two pages share a title.
    expect(titles.size).toBe(sitePages.length);
  });

  test('an offer has its own page, with its title, text and price', async ({ page }) => {
    const offer = offers.at(-1);
    if (!offer) throw new Error('the content has no offer');
    await page.goto(offerHref(offer.slug));
    await expect(page.getByRole('heading', { level: 1, name: offer.title })).toBeVisible();
    await expect(page.getByText(offer.paragraphs[0] ?? '')).toBeVisible();
    await expect(page.getByText(/Tarif indicatif/)).toBeVisible();
  });
});

test.describe('what search engines and link previews read', { tag: '@desktop' }, () => {
  test('a page’s preview image is a 1200×630 PNG', async ({ request }) => {
    const response = await request.get('/og/Kaouka_app_cgu.png');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    // PNG's IHDR chunk: the width and the height, big-endian, at bytes 16 and 20.
    const png = await response.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  test('each page of a translated pair names both, in its head and in the sitemap, and says its language', async ({
    page,
    request,
  }) => {
    expect(languageTwins.length).toBeGreaterThan(0);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const twin of languageTwins) {
      const addresses = {
        fr: new URL(twin.fr, site.url).href,
        en: new URL(twin.en, site.url).href,
      };
      for (const lang of ['fr', 'en'] as const) {
        await page.goto(twin[lang]);
        expect(await page.locator('html').getAttribute('lang')).toBe(lang);
        // The frame speaks the page's language (frame-words.ts): no language of its own.
        expect(await page.locator('header').first().getAttribute('lang')).toBeNull();
        for (const other of ['fr', 'en'] as const) {
          expect(await headValue(page, `link[rel="alternate"][hreflang="${other}"]`, 'href')).toBe(
            addresses[other],
          );
        }
        const start = sitemap.indexOf(`<url><loc>${addresses[lang]}</loc>`);
        expect(start, `${twin[lang]} in the sitemap`).toBeGreaterThanOrEqual(0);
        const entry = sitemap.slice(start, sitemap.indexOf('</url>', start));
        expect(entry, `${twin[lang]} in the sitemap`).toContain(
          `hreflang="fr" href="${addresses.fr}"`,
        );
        expect(entry, `${twin[lang]} in the sitemap`).toContain(
          `hreflang="en" href="${addresses.en}"`,
        );
      }
    }
  });

  test('the sitemap lists every indexed page, and robots.txt points at it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const indexed = sitePages.filter((page) => page.indexed);
    expect(listed).toEqual(indexed.map((page) => new URL(page.path, site.url).href));
    expect(sitePages.some((page) => !page.indexed)).toBe(true);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${new URL('/sitemap.xml', site.url).href}`);
  });

  test('the sitemap dates a page by its content’s last update, and an undated page not at all', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const entryOf = (path: string) => {
      const start = sitemap.indexOf(`<url><loc>${new URL(path, site.url).href}</loc>`);
      expect(start, `${path} in the sitemap`).toBeGreaterThanOrEqual(0);
      return sitemap.slice(start, sitemap.indexOf('</url>', start));
    };
    for (const [path, updated] of [
      [paths.termsFr, termsFr.updated],
      [paths.termsEn, termsEn.updated],
      [paths.termsOfSale, termsOfSale.updated],
      [paths.privacy, privacyPolicy.updated],
      [paths.legalNotice, legalNotice.updated],
    ] as const) {
      expect(entryOf(path)).toContain(`<lastmod>${updated}</lastmod>`);
    }
    expect(entryOf(paths.website)).not.toContain('<lastmod>');
  });

  test('every page’s structured data stands on its own: each node it names by @id, it defines', async ({
    request,
  }) => {
    for (const { path, indexed } of sitePages) {
      if (!indexed) continue;
      const html = await (await request.get(path)).text();
      const nodes = [
        ...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs),
      ].map((match) => JSON.parse(match[1] ?? 'null') as unknown);
      const defined = new Set<string>();
      const referenced: string[] = [];
      const walk = (value: unknown): void => {
        if (Array.isArray(value)) {
          value.forEach(walk);
          return;
        }
        if (!value || typeof value !== 'object') return;
        const id = (value as { '@id'?: unknown })['@id'];
        if (typeof id === 'string') {
          if (Object.keys(value).length === 1) referenced.push(id);
          else defined.add(id);
        }
        Object.values(value).forEach(walk);
      };
      walk(nodes);
      for (const id of referenced) expect(defined, `${path} names ${id}`).toContain(id);
    }
  });

  test('an offer’s structured data gives its starting price in euros, and who provides it', async ({
    page,
  }) => {
    // A « from » price (open scope) is a minimum, not a price.
    const offer = offers.find((each) => each.price.from);
    if (!offer) throw new Error('the content has no « à partir de » offer');
    await page.goto(offerHref(offer.slug));
    const nodes = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent) as unknown));
    expect(nodes).toContainEqual(
      expect.objectContaining({
        '@type': 'Service',
        name: offer.title,
        provider: expect.objectContaining({
          '@type': 'ProfessionalService',
          name: site.studioName,
        }),
        offers: expect.objectContaining({
          priceCurrency: 'EUR',
          priceSpecification: expect.objectContaining({ minPrice: priceEuros(offer.price) }),
        }),
      }),
    );
  });

  test('an offer with a stated scope gives its price itself, not a minimum', async ({ page }) => {
    const offer = offers.find((each) => !each.price.from);
    if (!offer) throw new Error('every offer is « à partir de »');
    await page.goto(offerHref(offer.slug));
    const nodes = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent) as unknown));
    const price = priceEuros(offer.price);
    expect(nodes).toContainEqual(
      expect.objectContaining({
        '@type': 'Service',
        offers: expect.objectContaining({
          price,
          priceSpecification: expect.not.objectContaining({ minPrice: expect.anything() }),
        }),
      }),
    );
  });
});

test.describe('an unknown address', { tag: '@desktop' }, () => {
  test('answers 404 with the branded screen, which says what was asked for', async ({ page }) => {
    const response = await page.goto('/nulle-part?x=1');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
    await expect(page.getByText('/nulle-part')).toBeVisible();
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('in another case is moved permanently to its spelling', async ({ request }) => {
    const response = await request.get('/kaouka_APP_cgu?x=1', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/Kaouka_app_cgu?x=1');
  });
});

test.describe('an inner page', { tag: '@desktop' }, () => {
  test('runs without an error or a change to its markup; its links load the next page', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.addInitScript(() => {
      const removed: string[] = [];
      Object.assign(window, { removedElements: removed });
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) {
            if (node instanceof Element) removed.push(node.tagName);
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const offer = offers[1];
    if (!offer) throw new Error('the content has fewer than two offers');
    await goto(page, offerHref(offer.slug));
    const back = page.getByRole('link', { name: 'Retour' });
    expect(
      await page.evaluate(
        () => (window as unknown as { removedElements: string[] }).removedElements,
      ),
    ).toEqual([]);
    expect(problems).toEqual([]);

    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await back.click();
    await expect(page).toHaveURL(/\/Website$/);
    await expect(page.getByRole('heading', { level: 1, name: offersText.heading })).toBeVisible();
    await expect(page).toHaveTitle(/^Offres et contact/);
    // Each page is a document of its own (docs/decisions/024): no client router.
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: offer.title })).toBeVisible();
  });
});
