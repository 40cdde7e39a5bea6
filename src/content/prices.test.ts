// The pricing rule (prices.ts), held against every offer and the trainings.
// These tests pin the rule, never the owner's amounts: a new day rate, new
// durations or another VAT status keep them green.

import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatEuros } from '../shared/french-format.ts';
import { wordingWarnings } from './checks.ts';
import { offers, offersText } from './offers.ts';
import {
  formatDayRate,
  formatHalfDays,
  formatOfferPrice,
  priceEuros,
  priceUnit,
  taxBasis,
} from './prices.ts';
import { rates } from './rates.ts';
import { priceSchema } from './schemas/offer.ts';
import { groupDayPriceEuros, trainingCatalogue, trainingFacts } from './trainings.ts';

afterEach(() => {
  vi.doUnmock('./rates.ts');
  vi.doUnmock('./legal-identity.ts');
  vi.resetModules();
});

/** The content's modules again, with the day rate multiplied by `factor`. */
async function withDayRateTimes(factor: number) {
  vi.resetModules();
  vi.doMock('./rates.ts', () => ({ rates: { ...rates, dayEuros: rates.dayEuros * factor } }));
  return {
    offers: (await import('./offers.ts')).offers,
    prices: await import('./prices.ts'),
    trainings: await import('./trainings.ts'),
    payment: await import('./payment-models.ts'),
  };
}

/** prices.ts again, under the VAT status given. */
async function pricesUnder(vat: unknown) {
  vi.resetModules();
  vi.doMock('./legal-identity.ts', async (importOriginal) => {
    const original = await importOriginal<typeof import('./legal-identity.ts')>();
    const { legalIdentity } = original;
    return {
      ...original,
      legalIdentity: { ...legalIdentity, publisher: { ...legalIdentity.publisher, vat } },
    };
  });
  return import('./prices.ts');
}

describe('the pricing rule', () => {
  it('prices every offer at the day rate × a stated duration, or at a fixed price for a deliverable', () => {
    for (const offer of offers) {
      const price = priceSchema.parse(offer.price);
      if (price.kind === 'time')
        expect(priceEuros(price)).toBe((rates.dayEuros * price.halfDays) / 2);
      else expect(priceEuros(price)).toBe(price.euros);
    }
  });

  it('warns, naming the offer and the duration, when an offer’s text never says its price’s duration', () => {
    const timed = offers.find((offer) => offer.price.kind === 'time');
    if (timed?.price.kind !== 'time') throw new Error('no offer at the day rate');
    const duration = formatHalfDays(timed.price.halfDays);
    const silent = {
      ...timed,
      slug: 'offre-sans-duree',
      paragraphs: timed.paragraphs.map((text) => text.replaceAll(duration, 'quelque temps')),
      engagement: timed.engagement.replaceAll(duration, 'quelque temps'),
    };
    // A warning the build prints (scripts/check-content.ts), not a failure.
    expect(wordingWarnings([silent])).toContain(
      `offre-sans-duree: the text never says the duration its price is counted on (« ${duration} »)`,
    );
  });

  it('refuses a fixed price that states a duration, or a fixed price marked « à partir de »', () => {
    const fixed = { kind: 'fixed', euros: 300, buys: 'le script simple', from: false };
    expect(priceSchema.safeParse(fixed).success).toBe(true);
    expect(priceSchema.safeParse({ ...fixed, buys: 'la journée d’atelier' }).success).toBe(false);
    expect(priceSchema.safeParse({ ...fixed, buys: 'deux jours de diagnostic' }).success).toBe(
      false,
    );
    expect(priceSchema.safeParse({ ...fixed, from: true }).success).toBe(false);
    // « À partir de » says why (what the duration covers, what adds to it), and only then.
    const open = { kind: 'time', halfDays: 2, buys: 'le plan', from: true };
    const scope = {
      covers: 'trois logiciels',
      moves: 'chaque logiciel de plus ajoute une demi-journée',
    };
    expect(priceSchema.safeParse(open).success).toBe(false);
    expect(priceSchema.safeParse({ ...open, scope }).success).toBe(true);
    expect(priceSchema.safeParse({ ...open, from: false, scope }).success).toBe(false);
    expect(
      priceSchema.safeParse({ kind: 'time', halfDays: 1.5, buys: 'x', from: false }).success,
    ).toBe(false);
  });

  it('writes what each price buys and on which basis: its duration, or « au forfait »', () => {
    for (const offer of offers) {
      const unit = priceUnit(offer.price);
      expect(unit.startsWith(offer.price.buys)).toBe(true);
      expect(unit).toMatch(
        offer.price.kind === 'time'
          ? `(${formatHalfDays(offer.price.halfDays)})`
          : /\(au forfait\)$/u,
      );
      const sentence = formatOfferPrice(offer.price, offersText.priceFrom);
      expect(sentence.startsWith(offersText.priceFrom)).toBe(offer.price.from);
      expect(sentence).toContain(`${formatEuros(priceEuros(offer.price))}${taxBasis.suffix}`);
    }
  });

  it('counts half-days in words', () => {
    expect([1, 2, 3, 4, 5, 6].map(formatHalfDays)).toEqual([
      'une demi-journée',
      'une journée',
      'une journée et demie',
      'deux jours',
      'deux jours et demi',
      'trois jours',
    ]);
  });

  it('prices a training day for the group at the day rate, what it includes stated, HT only', () => {
    const { groupDay } = trainingCatalogue.body;
    expect(groupDayPriceEuros()).toBe((rates.dayEuros * (2 + groupDay.preparationHalfDays)) / 2);
    const price = trainingFacts.find((fact) => fact.kind === 'price')?.text ?? '';
    expect(price).toContain(formatEuros(groupDayPriceEuros()));
    // What the day includes, not the half-days behind it (a figure to haggle
    // over), and no consumer price: trainings are sold to companies.
    expect(price).toContain(groupDay.preparation);
    expect(price).not.toContain(formatHalfDays(groupDay.preparationHalfDays || 1));
    expect(price).not.toContain('TTC');
  });

  it('changes every derived price, and no fixed one, when the day rate changes', async () => {
    const factor = 3;
    const changed = await withDayRateTimes(factor);
    for (const [index, offer] of changed.offers.entries()) {
      const before = priceEuros(offers[index]?.price ?? offer.price);
      const after = changed.prices.priceEuros(offer.price);
      expect(after, offer.slug).toBe(offer.price.kind === 'time' ? before * factor : before);
      expect(changed.prices.formatOfferPrice(offer.price, offersText.priceFrom)).toContain(
        formatEuros(after),
      );
    }
    expect(changed.trainings.groupDayPriceEuros()).toBe(groupDayPriceEuros() * factor);
    const dayRate = changed.payment.paymentTerms[0]?.text ?? '';
    expect(dayRate).toContain(formatEuros(rates.dayEuros * factor));
  });
});

describe('the tax basis beside every price', () => {
  it('under VAT: « HT » after the amount, and the consumer’s price including VAT beside it', async () => {
    const prices = await pricesUnder({
      kind: 'registered',
      number: 'FR40 812345678',
      ratePercent: 20,
    });
    expect(prices.taxBasis.suffix).toBe('\u00a0HT');
    expect(prices.formatPrice(400, 'la journée')).toBe(
      `${formatEuros(400)}\u00a0HT (${formatEuros(480)}\u00a0TTC) la journée`,
    );
    expect(prices.taxBasis.consumerLine(1000)).toBe(`soit ${formatEuros(1200)}\u00a0TTC`);
    expect(prices.taxBasis.note).toMatch(/hors taxes.*20\u00a0%.*TTC/u);
  });

  it('under VAT at a reduced rate: the consumer’s price to the cent', async () => {
    const prices = await pricesUnder({
      kind: 'registered',
      number: 'FR40 812345678',
      ratePercent: 5.5,
    });
    expect(prices.withVat(250)).toBe(263.75);
    expect(prices.taxBasis.consumerLine(250)).toMatch(/^soit 263,75\u00a0€\u00a0TTC$/u);
  });

  it('under the franchise en base: no « HT », and the mention the law asks for, not « prix nets »', async () => {
    const prices = await pricesUnder({ kind: 'franchise' });
    expect(prices.taxBasis.suffix).toBe('');
    expect(prices.formatPrice(400, 'la journée')).toBe(`${formatEuros(400)} la journée`);
    expect(prices.taxBasis.note).toBe('TVA non applicable, art.\u00a0293\u00a0B du CGI.');
    expect(prices.taxBasis.consumerLine(400)).toBe(
      'TVA non applicable, art.\u00a0293\u00a0B du CGI',
    );
    expect(prices.taxBasis.note).not.toMatch(/nets/iu);
    // The terms of sale state the same status in the same words.
    const { termsOfSale } = await import('./terms-of-sale.ts');
    const terms = JSON.stringify(termsOfSale);
    expect(terms).toContain('TVA non applicable');
    expect(terms).not.toMatch(/prix (sont )?nets/iu);
  });
});

describe('the day rate as the pages state it', () => {
  it('names the day rate, its tax basis and the half-day billing', () => {
    const sentence = formatDayRate();
    expect(sentence).toContain(formatEuros(rates.dayEuros));
    expect(sentence).toContain(taxBasis.suffix);
    expect(sentence).toContain('demi-journée');
  });
});
