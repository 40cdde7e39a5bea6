import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { landingStory } from '../src/content/landing-story.ts';
import { offerFamilies, offers, offersText } from '../src/content/offers.ts';
import { priceEuros, taxBasis } from '../src/content/prices.ts';
import { projects } from '../src/content/projects.ts';
import { site } from '../src/content/site.ts';
import { trainingCatalogue } from '../src/content/trainings.ts';
import { formatEuros } from '../src/shared/french-format.ts';
import { DISPLAY_FACE_TTF, DISPLAY_FACE_WOFF2 } from './lib/display-face.ts';

/** Texts the display face sets: headings, card labels, prices. */
const displayed = [
  site.studioName,
  site.tagline,
  offersText.heading,
  offersText.others,
  landingStory.who.heading,
  landingStory.featured.heading,
  landingStory.cases.heading,
  landingStory.steps.heading,
  landingStory.closing.heading,
  ...landingStory.steps.items.map((step) => step.title),
  ...landingStory.faq.items.map((item) => item.question),
  ...offerFamilies.map((family) => family.title),
  ...offers.flatMap((offer) => [
    offer.title,
    `${formatEuros(priceEuros(offer.price))}${taxBasis.suffix}`,
  ]),
  ...projects.map((project) => project.title),
  ...trainingCatalogue.courses.map((course) => course.title),
].join('');

function open(file: string): fontkit.Font {
  const font = fontkit.create(readFileSync(file));
  if ('fonts' in font) throw new Error(`${file} is a collection`);
  return font;
}

describe('the display face (docs/decisions/011)', () => {
  it('stays within its 30 kB budget, and holds more than a stub', () => {
    const bytes = readFileSync(DISPLAY_FACE_WOFF2).length;
    expect(bytes).toBeLessThanOrEqual(30_000);
    expect(bytes).toBeGreaterThan(5_000);
  });

  it.each([DISPLAY_FACE_WOFF2, DISPLAY_FACE_TTF])(
    '%s draws every character the headings and prices use, with tabular figures',
    (file) => {
      const font = open(file);
      const missing = [...new Set(displayed)].filter(
        (char) => !font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0),
      );
      expect(missing).toEqual([]);
      expect(font.availableFeatures).toContain('tnum');
    },
  );
});
