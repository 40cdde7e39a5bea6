import { describe, expect, it } from 'vitest';
import { offerFamilies, offers, offersText } from './offers.ts';
import { projects } from './projects.ts';
import { testimonialSchema } from './schemas/testimonial.ts';
import { testimonials } from './testimonials.ts';
import { offerFamilySchema, offerSchema } from './schemas/offer.ts';
import { site } from './site.ts';
import { siteIdentitySchema } from './schemas/site.ts';
import { frenchText } from './text-schemas.ts';

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

  it('keeps each offer paragraph a whole paragraph, never a lone full stop', () => {
    for (const offer of offers) {
      for (const paragraph of offer.paragraphs) expect(paragraph).toMatch(/\p{L}.*[.!?…]$/u);
    }
  });

  it('has well-formed identity data', () => {
    siteIdentitySchema.parse(site);
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

  it('ties each testimonial that names a case to a case that exists', () => {
    const cases = projects.map((project) => project.slug);
    for (const testimonial of testimonials) {
      if (testimonial.project) expect(cases, testimonial.name).toContain(testimonial.project);
    }
    // At least one is tied to its case, so a reader can check the words.
    expect(testimonials.some((testimonial) => testimonial.project)).toBe(true);
  });
});
