import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { offers } from './offers.ts';
import { projects } from './projects.ts';
import { site } from './site.ts';
import { fictionalPhoneDisplay, fictionalPhoneE164, frenchText, slug } from './text-schemas.ts';

const httpsUrl = z.url({ protocol: /^https$/ });

const offerSchema = z.object({
  slug,
  title: frenchText,
  description: frenchText.refine((text) => text.length <= 160, 'a short description'),
  paragraphs: z.array(frenchText).min(2),
  priceEuros: z.number().int().positive(),
});

const siteSchema = z.object({
  studioName: z.string().min(1),
  tagline: z.literal('Expertise Logiciel'),
  contactName: z.string().min(1),
  phoneDisplay: fictionalPhoneDisplay,
  phoneE164: fictionalPhoneE164,
  email: z.email().endsWith('@example.fr'),
  links: z.record(z.string(), httpsUrl),
  copyrightYear: z.literal(2023),
});

describe('content', () => {
  it('has the nine offers of the spec, with their prices, valid and unique', () => {
    for (const offer of offers) offerSchema.parse(offer);
    expect(offers.map((offer) => offer.priceEuros)).toEqual([
      50, 100, 200, 300, 700, 800, 500, 200, 400,
    ]);
    expect(new Set(offers.map((offer) => offer.slug)).size).toBe(offers.length);
  });

  it('keeps each offer paragraph a whole paragraph, never a lone full stop', () => {
    for (const offer of offers) {
      for (const paragraph of offer.paragraphs) expect(paragraph).toMatch(/\p{L}.*[.!?…]$/u);
    }
  });

  it('has fictional, well-formed identity data', () => {
    siteSchema.parse(site);
  });

  it('has the two projects, named after their routes', () => {
    expect(projects.map((project) => project.slug)).toEqual(['Kaouka', 'GithubInvoice']);
    for (const project of projects) frenchText.parse(project.description);
  });
});
