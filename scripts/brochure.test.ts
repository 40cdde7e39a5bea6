import { describe, expect, it } from 'vitest';
import { site } from '../src/content/site.ts';
import { trainingCatalogue, trainingFacts } from '../src/content/trainings.ts';
import { formatTrainingDuration } from '../src/shared/trainings.ts';
import { renderBrochure, unencodableCharacters, WIN_ANSI_EXTRAS } from './brochure.ts';

const fromWinAnsi = new Map([...WIN_ANSI_EXTRAS].map(([codePoint, byte]) => [byte, codePoint]));

/**
 * The text of an uncompressed PDF drawn with the standard fonts: pdfkit
 * writes each line as one TJ array of hex WinAnsi strings and kerning numbers.
 */
function extractText(pdf: Buffer): string {
  const content = pdf.toString('latin1');
  const lines = [...content.matchAll(/\[([^\]]*)\]\s*TJ/g)].map(([, array = '']) =>
    [...array.matchAll(/<([0-9a-f]*)>/gi)]
      .map(([, hex = '']) =>
        Buffer.from(hex, 'hex').reduce(
          (text, byte) => text + String.fromCodePoint(fromWinAnsi.get(byte) ?? byte),
          '',
        ),
      )
      .join(''),
  );
  return lines.join('\n');
}

// pdfkit may break a line after a hyphen (« Île-de- / France »): rejoin it on both sides.
const normalise = (text: string) => text.replace(/-\s+/g, '-').replace(/\s+/g, ' ').trim();

/** Every text of the catalogue the brochure draws. */
function catalogueTexts(): string[] {
  const courses = trainingCatalogue.courses.flatMap((course) => [
    course.title,
    course.summary,
    course.audience,
    ...course.prerequisites,
    ...course.objectives,
    ...course.programme.flatMap((module) => [module.title, ...module.topics]),
  ]);
  return [
    trainingCatalogue.title,
    trainingCatalogue.intro,
    ...trainingCatalogue.practical,
    ...trainingFacts.flatMap((fact) => [fact.label, fact.text]),
    ...courses,
  ];
}

describe('the brochure plaquette.pdf', () => {
  it('is a complete PDF, well under 200 kB', async () => {
    const pdf = await renderBrochure();
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1').trim()).toBe('%%EOF');
    expect(pdf.length).toBeLessThan(200 * 1024);
  });

  it('holds, as selectable text, every text of the training content and the contact details', async () => {
    const text = normalise(extractText(await renderBrochure({ compress: false })));
    for (const expected of catalogueTexts()) expect(text).toContain(normalise(expected));
    for (const course of trainingCatalogue.courses) {
      expect(text).toContain(normalise(formatTrainingDuration(course.durationDays)));
    }
    for (const detail of [site.studioName, site.contactName, site.phoneDisplay, site.email]) {
      expect(text).toContain(normalise(detail));
    }
  });

  it('gives each training a page of its own, with the contact and the page number on every page', async () => {
    const raw = (await renderBrochure({ compress: false })).toString('latin1');
    const pages = [...raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)]
      .map(([, content = '']) => normalise(extractText(Buffer.from(content, 'latin1'))))
      .filter((text) => text.length > 0);
    // The last page naming a training is its own (the cover lists them all).
    const pageOf = (title: string) =>
      pages.findLastIndex((text) => text.includes(normalise(title)));
    const coursePages = trainingCatalogue.courses.map((course) => pageOf(course.title));
    expect(coursePages.every((page) => page > 0)).toBe(true);
    expect(new Set(coursePages).size).toBe(coursePages.length);
    // Each starts its page: nothing of the previous training above it.
    for (const [index, course] of trainingCatalogue.courses.entries()) {
      const page = pages[coursePages[index] ?? -1] ?? '';
      expect(page.slice(0, page.indexOf(normalise(course.title)))).toMatch(/^FORMATION · [^.]*$/);
    }
    for (const [index, text] of pages.entries()) {
      expect(text).toContain(normalise(site.email));
      expect(text).toContain(`${index + 1} / ${pages.length}`);
    }
  });

  it('is a tagged PDF in French, titled', async () => {
    const raw = (await renderBrochure({ compress: false })).toString('latin1');
    expect(raw).toContain('/Lang (fr-FR)');
    expect(raw).toContain('/Marked true');
    expect(raw).toContain('/DisplayDocTitle true');
    expect(raw).toMatch(/\/Title \d+ 0 R/);
  });

  it('only draws characters its standard fonts encode', () => {
    expect(unencodableCharacters('Été, « œuvre » l’été… 50 €\u00a0!')).toEqual([]);
    expect(unencodableCharacters('10\u202f000 → ok')).toEqual(['\u202f', '→']);
    for (const text of catalogueTexts()) expect(unencodableCharacters(text)).toEqual([]);
  });
});
