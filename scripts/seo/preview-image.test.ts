import { describe, expect, it } from 'vitest';
import { landingPromise } from '../../src/content/landing.ts';
import { offers, offersText } from '../../src/content/offers.ts';
import { formatPriceHeadline, priceUnit } from '../../src/content/prices.ts';
import { site } from '../../src/content/site.ts';
import { offerHref, paths } from '../../src/site/paths.ts';
import { previewSvg, previewTextOf } from './preview-image.tsx';

const host = new URL(site.url).host;

/** The words the preview draws, in order, as a reader sees them (Satori writes one text per word). */
async function wordsOf(path: string, title: string): Promise<string> {
  const svg = await previewSvg(previewTextOf(path, title, host), { embedFont: false });
  const texts = [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((match) => match[1] ?? '');
  return texts.join('').replace(/&amp;/g, '&').replace(/\s+/g, ' ');
}

/** The same spaces as wordsOf: the no-break ones of a price are spaces to a reader. */
const spaced = (text: string) => text.replace(/\s+/g, ' ');

describe('link-preview images', () => {
  it('show each offer’s price as its page states it (« à partir de » where open), and what it buys', async () => {
    // One open-scope offer and one fixed one, wherever they sit in the content.
    const samples = [offers.find((o) => o.price.from), offers.find((o) => !o.price.from)];
    expect(samples.every(Boolean), 'the content has both kinds of price').toBe(true);
    for (const offer of samples) {
      if (!offer) continue;
      const words = await wordsOf(offerHref(offer.slug), offer.title);
      const headline = formatPriceHeadline(offer.price, offersText.priceFrom);
      expect(words, offer.slug).toContain(spaced(headline));
      expect(words, offer.slug).toContain(spaced(priceUnit(offer.price)));
      expect(headline.startsWith(offersText.priceFrom), offer.slug).toBe(offer.price.from);
    }
  });

  it('name the studio once on the landing page’s, and carry its promise', async () => {
    const words = await wordsOf(paths.landing, site.studioName);
    expect(words.split(site.studioName)).toHaveLength(2);
    expect(words).toContain(spaced(landingPromise));
  });

  it('name the studio beside the mark on other pages, with no price where the page has none', async () => {
    const words = await wordsOf(paths.cv, 'Parcours');
    expect(words).toContain(site.studioName);
    expect(words).not.toMatch(/€/);
  });
});
