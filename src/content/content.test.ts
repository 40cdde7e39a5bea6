import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatEuros } from '../shared/french-format.ts';
import { offers, offersText } from './offers.ts';
import { formatPrice, taxBasis } from './prices.ts';
import { projects } from './projects.ts';
import { site } from './site.ts';
import {
  displayToE164,
  frenchPhoneDisplay,
  frenchPhoneE164,
  frenchText,
  slug,
} from './text-schemas.ts';

const httpsUrl = z.url({ protocol: /^https$/ });

const offerSchema = z.object({
  slug,
  title: frenchText,
  description: frenchText.refine((text) => text.length <= 160, 'a short description'),
  paragraphs: z.array(frenchText).min(1),
  deliverables: z.array(frenchText).min(2),
  engagement: frenchText,
  clientProvides: z.array(frenchText).min(1),
  excluded: z.array(frenchText).min(1),
  confidentiality: frenchText,
  priceEuros: z.number().int().positive(),
  priceUnit: frenchText,
});

const siteSchema = z.object({
  studioName: frenchText,
  tagline: frenchText,
  contactName: frenchText,
  ownerRole: frenchText,
  phoneDisplay: frenchPhoneDisplay,
  phoneE164: frenchPhoneE164,
  email: z.email(),
  links: z.record(z.string(), httpsUrl),
  copyrightYear: z.number().int().min(2000).max(new Date().getFullYear()),
});

describe('content', () => {
  it('has valid offers with unique slugs', () => {
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) offerSchema.parse(offer);
    expect(new Set(offers.map((offer) => offer.slug)).size).toBe(offers.length);
    frenchText.parse(offersText.lead);
  });

  it('writes every price with its amount, what it buys and its tax basis', () => {
    frenchText.parse(taxBasis.note);
    expect(taxBasis.note).toMatch(/TVA/);
    for (const offer of offers) {
      const price = formatPrice(offer.priceEuros, offer.priceUnit);
      expect(price).toBe(`${formatEuros(offer.priceEuros)}${taxBasis.suffix} ${offer.priceUnit}`);
      expect(price).toMatch(/^\d[\d\u00a0]*\u00a0€(\u00a0HT)? \p{L}/u);
    }
  });

  it('writes each offer as its own: no sentence opening shared by two offers', () => {
    const openings = new Map<string, string>();
    for (const offer of offers) {
      const texts = [
        ...offer.paragraphs,
        offer.engagement,
        offer.confidentiality,
        ...offer.deliverables,
        ...offer.clientProvides,
        ...offer.excluded,
      ];
      const sentences = texts.flatMap((text) => text.split(/(?<=[.!?;:])\s+/u));
      for (const sentence of sentences) {
        const opening = sentence.toLowerCase().split(/\s+/u).slice(0, 3).join(' ');
        const owner = openings.get(opening);
        expect(
          owner === undefined || owner === offer.slug,
          `« ${opening} » in ${offer.slug} and ${owner ?? ''}`,
        ).toBe(true);
        openings.set(opening, offer.slug);
      }
    }
  });

  it('keeps each offer paragraph a whole paragraph, never a lone full stop', () => {
    for (const offer of offers) {
      for (const paragraph of offer.paragraphs) expect(paragraph).toMatch(/\p{L}.*[.!?…]$/u);
    }
  });

  it('has well-formed identity data, the phone number the same in both forms', () => {
    siteSchema.parse(site);
    expect(site.phoneE164).toBe(displayToE164(site.phoneDisplay));
  });

  it('has the two projects, named after their routes', () => {
    expect(projects.map((project) => project.slug)).toEqual(['Kaouka', 'GithubInvoice']);
    for (const project of projects) frenchText.parse(project.description);
  });
});
