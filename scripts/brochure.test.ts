import { describe, expect, it } from 'vitest';
import { legalIdentity, publisherName } from '../src/content/legal-identity.ts';
import { site } from '../src/content/site.ts';
import { groupDayPriceEuros, trainingCatalogue, trainingFacts } from '../src/content/trainings.ts';
import { taxBasis } from '../src/content/prices.ts';
import { formatEuros, formatPhone } from '../src/shared/french-format.ts';
import { trainingFunding } from '../src/content/training-funding.ts';
import { formatTrainingDuration, sessionPrice } from '../src/shared/trainings.ts';
import { renderBrochure, unencodableCharacters, WIN_ANSI_EXTRAS } from './brochure.ts';

const fromWinAnsi = new Map([...WIN_ANSI_EXTRAS].map(([codePoint, byte]) => [byte, codePoint]));

/** The resource names (`F2`) of the fonts pdfkit embedded, and their ToUnicode maps merged. */
function embeddedFonts(pdf: string): { names: Set<string>; toUnicode: Map<number, string> } {
  const names = new Set<string>();
  for (const [, entries = ''] of pdf.matchAll(/\/Font\s*<<([^>]*)>>/g)) {
    for (const [, name = '', ref = ''] of entries.matchAll(/\/(F\d+)\s+(\d+) 0 R/g)) {
      const object = new RegExp(`(?:^|\\n)${ref} 0 obj([\\s\\S]*?)endobj`).exec(pdf)?.[1] ?? '';
      if (object.includes('/Type0')) names.add(name);
    }
  }
  const toUnicode = new Map<number, string>();
  for (const [, start = '', codes = ''] of pdf.matchAll(
    /<([0-9a-f]{4})> <[0-9a-f]{4}> \[([^\]]*)\]/gi,
  )) {
    const units = [...codes.matchAll(/<([0-9a-f ]*)>/gi)].map(([, hex = '']) =>
      String.fromCharCode(...hex.split(' ').map((unit) => parseInt(unit, 16))),
    );
    units.forEach((text, index) => toUnicode.set(parseInt(start, 16) + index, text));
  }
  return { names, toUnicode };
}

/**
 * The text of an uncompressed PDF: pdfkit writes each line as one TJ array of
 * hex strings and kerning numbers, one byte a character (WinAnsi) in the
 * standard fonts, two bytes a glyph in the embedded display face, which its
 * ToUnicode map turns back into text.
 */
function extractText(pdf: Buffer, fonts = embeddedFonts(pdf.toString('latin1'))): string {
  const content = pdf.toString('latin1');
  let embedded = false;
  const lines: string[] = [];
  for (const [, font, array] of content.matchAll(/\/(F\d+)\s+[\d.]+\s+Tf|\[([^\]]*)\]\s*TJ/g)) {
    if (font) {
      embedded = fonts.names.has(font);
      continue;
    }
    const strings = [...(array ?? '').matchAll(/<([0-9a-f]*)>/gi)].map(([, hex = '']) =>
      embedded
        ? (hex.match(/.{4}/g) ?? [])
            .map((code) => fonts.toUnicode.get(parseInt(code, 16)) ?? '')
            .join('')
        : Buffer.from(hex, 'hex').reduce(
            (text, byte) => text + String.fromCodePoint(fromWinAnsi.get(byte) ?? byte),
            '',
          ),
    );
    lines.push(strings.join(''));
  }
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
    ...('subjects' in course ? course.subjects : course.programme).flatMap((module) => [
      module.title,
      ...module.topics,
    ]),
  ]);
  const funding = trainingFunding(trainingCatalogue.body.qualiopi);
  return [
    trainingCatalogue.title,
    trainingCatalogue.intro,
    ...trainingCatalogue.practical,
    ...trainingFacts.flatMap((fact) => [fact.label, fact.text]),
    funding.title,
    funding.status,
    ...funding.ways.flatMap((way) => [way.label, way.text]),
    funding.note,
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
    for (const detail of [site.studioName, site.contactName, formatPhone(site.phone), site.email]) {
      expect(text).toContain(normalise(detail));
    }
  });

  it('gives each training a page of its own, with the contact and the page number on every page', async () => {
    const raw = (await renderBrochure({ compress: false })).toString('latin1');
    const fonts = embeddedFonts(raw);
    const pages = [...raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)]
      .map(([, content = '']) => normalise(extractText(Buffer.from(content, 'latin1'), fonts)))
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
    // Every other page but the cover goes on with a part under its running
    // title: no page holds a training's last lines without saying whose.
    for (const [index, text] of pages.entries()) {
      if (index === 0 || coursePages.includes(index)) continue;
      expect(text).toMatch(/^[^a-z]+ \(SUITE\)/);
    }
    for (const [index, text] of pages.entries()) {
      expect(text).toContain(normalise(site.email));
      // Who sells, on every page of a commercial document (art. R526-26 C. com.).
      expect(text).toContain(normalise(publisherName));
      expect(text).toContain(normalise(legalIdentity.publisher.siret));
      expect(text).toContain(`${index + 1} / ${pages.length}`);
    }
  });

  it('sets its headings in the site’s display face, embedded', async () => {
    const raw = (await renderBrochure({ compress: false })).toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+BricolageGrotesque/);
    expect(raw).toContain('/FontFile2');
  });

  it('gives each training its price and a call to action that links to the quote request', async () => {
    const pdf = await renderBrochure({ compress: false });
    const text = normalise(extractText(pdf));
    for (const course of trainingCatalogue.courses) {
      const price = sessionPrice(course.durationDays, groupDayPriceEuros());
      expect(text).toContain(normalise(`${formatEuros(price.amountEuros)}${taxBasis.suffix}`));
      expect(text).toContain(normalise(price.unit));
      // The TTC price the tax note promises a private buyer, when VAT is charged.
      if (legalIdentity.publisher.vat.kind === 'registered') {
        expect(text).toContain(normalise(taxBasis.consumerLine(price.amountEuros)));
      }
    }
    const uris = [...pdf.toString('latin1').matchAll(/\/URI \(([^)]*)\)/g)].map(([, uri]) => uri);
    expect(uris).toContain(new URL('/Contact', site.url).href);
    expect(uris).toContain(`mailto:${site.email}`);
    expect(uris).toContain(`tel:${site.phone}`);
    expect(uris).toContain(site.url);
    expect(uris).toContain(new URL('/CGV', site.url).href);
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
