import { describe, expect, it } from 'vitest';
import { offerFamilies, offers, offersText } from './offers.ts';
import { projects } from './projects.ts';
import { testimonialSchema } from './schemas/testimonial.ts';
import { testimonials } from './testimonials.ts';
import { offerFamilySchema, offerSchema } from './schemas/offer.ts';
import { site } from './site.ts';
import { siteIdentitySchema } from './schemas/site.ts';
import type { Offer } from './types.ts';
import { displayToE164, frenchText } from './text-schemas.ts';

/** An offer's texts below its card blurb, in the order its page shows them. */
const bodyTexts = (offer: Offer): string[] => [
  ...offer.paragraphs,
  offer.engagement,
  offer.confidentiality,
  ...offer.deliverables,
  ...offer.clientProvides,
  ...offer.excluded,
];

describe('content', () => {
  it('has valid offers with unique slugs', () => {
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) offerSchema.parse(offer);
    expect(new Set(offers.map((offer) => offer.slug)).size).toBe(offers.length);
    frenchText.parse(offersText.lead);
  });

  it('groups every offer in one of three or four families, each led by its first offer', () => {
    expect(offerFamilies.length).toBeGreaterThanOrEqual(3);
    expect(offerFamilies.length).toBeLessThanOrEqual(4);
    for (const family of offerFamilies) offerFamilySchema.parse(family);
    const grouped = offerFamilies.flatMap((family) => family.offers.map((offer) => offer.slug));
    expect([...grouped].sort()).toEqual(offers.map((offer) => offer.slug).sort());
    expect(new Set(grouped).size).toBe(grouped.length);
  });

  it('opens the offers in varied ways, not on one template (a list, a colon, « je »)', () => {
    const openings = offers.map((offer) => offer.paragraphs[0]?.split(/(?<=[.!?])\s+/u)[0] ?? '');
    // The old template: three pains in a list, a colon, then what « je » builds.
    const template = openings.filter((opening) => /,.*,.*\u00a0:/u.test(opening));
    expect(template.length, template.join('\n')).toBeLessThanOrEqual(1);
    expect(openings.some((opening) => opening.endsWith('?'))).toBe(true);
    expect(
      openings.some((opening) => /^\P{L}*(\d|un|une|deux|trois|dix|quinze)\s/iu.test(opening)),
    ).toBe(true);
  });

  it('spends colons sparingly: at most two in an offer’s text', () => {
    for (const offer of offers) {
      const text = [offer.description, ...bodyTexts(offer)].join(' ');
      expect(text.split(':').length - 1, offer.slug).toBeLessThanOrEqual(2);
    }
  });

  it('writes the card blurbs in one form: a sentence opening on an infinitive, no colon', () => {
    for (const offer of offers) {
      expect(offer.description, offer.slug).toMatch(/^\p{Lu}\p{L}*(er|ir|re)\s[^:]*\.$/u);
    }
  });

  it('writes each offer as its own: no sentence opening shared by two offers', () => {
    const openings = new Map<string, string>();
    for (const offer of offers) {
      const texts = bodyTexts(offer);
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
    siteIdentitySchema.parse(site);
    expect(site.phoneE164).toBe(displayToE164(site.phoneDisplay));
  });

  it('has projects with unique slugs, each told in French', () => {
    expect(projects.length).toBeGreaterThan(0);
    expect(new Set(projects.map((project) => project.slug)).size).toBe(projects.length);
    for (const project of projects) frenchText.parse(project.description);
  });

  it('has testimonials naming offers that exist', () => {
    const slugs = offers.map((offer) => offer.slug);
    for (const testimonial of testimonials) {
      testimonialSchema.parse(testimonial);
      for (const slug of testimonial.offers) expect(slugs, testimonial.name).toContain(slug);
    }
  });
});
