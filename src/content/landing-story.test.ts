import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatLongDate } from '../shared/french-format.ts';
import { cvProfile } from './cv-profile.ts';
import { landingStory } from './landing-story.ts';
import { formatAfterLaunch, formatProjectRangeAmounts } from './prices.ts';
import { offers } from './offers.ts';
import { projects } from './projects.ts';
import { frenchText } from './text-schemas.ts';

const entry = z.object({ title: frenchText, text: frenchText });
const schema = z.object({
  hero: z.object({ clientsLine: frenchText, quoteLabel: frenchText }),
  who: z.object({
    heading: frenchText,
    positioning: frenchText,
    detail: frenchText,
    doorsLabel: frenchText,
    moreLabel: frenchText,
  }),
  featured: z.object({
    heading: frenchText,
    lead: frenchText,
    slugs: z.tuple([z.string(), z.string(), z.string()]),
    allLabel: frenchText,
  }),
  cases: z.object({ heading: frenchText, lead: frenchText, allLabel: frenchText }),
  // DESIGN.md: three to five steps, from the first call to follow-up.
  steps: z.object({ heading: frenchText, items: z.array(entry).min(3).max(5) }),
  faq: z.object({
    heading: frenchText,
    items: z
      .array(
        z.object({ question: frenchText.refine((q) => q.endsWith('\u00a0?')), answer: frenchText }),
      )
      .min(3),
  }),
  closing: z.object({
    heading: frenchText,
    text: frenchText,
    bookingLabel: frenchText,
    quoteLabel: frenchText,
    contactLabel: frenchText,
  }),
});

describe('the landing page’s story', () => {
  it('is written in French typography, in the shape the page renders', () => {
    schema.parse(landingStory);
  });

  it('features three different offers that exist', () => {
    const { slugs } = landingStory.featured;
    expect(new Set(slugs).size).toBe(3);
    for (const slug of slugs) expect(offers.map((offer) => offer.slug)).toContain(slug);
  });

  it('tells each project as a case study in French typography', () => {
    for (const { caseStudy } of projects) {
      for (const text of [caseStudy.problem, caseStudy.built, caseStudy.result]) {
        frenchText.parse(text);
      }
      expect(caseStudy.stack.length).toBeGreaterThan(0);
    }
  });
});

describe('the FAQ answers where the price and the start are asked (decision 34)', () => {
  const answer = (question: RegExp) =>
    landingStory.faq.items.find((item) => question.test(item.question))?.answer ?? '';

  it('answers « Combien coûte un projet ? » with whole-project ranges derived from the offers', () => {
    const text = answer(/Combien coûte/u);
    const web = offers.find((offer) => offer.slug === 'applications-web-et-bureau');
    expect(web).toBeDefined();
    if (web) expect(text).toContain(formatProjectRangeAmounts(web));
    expect(text).not.toBe('');
  });

  it('says what the application costs after its launch', () => {
    expect(answer(/après la mise en service/u)).toBe(formatAfterLaunch());
  });

  it('gives the start date the CV gives, never another', () => {
    expect(answer(/commencer/u)).toContain(formatLongDate(cvProfile.availability.from));
  });
});
