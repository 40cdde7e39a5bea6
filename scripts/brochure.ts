/**
 * The training brochure (plaquette.pdf), drawn with pdfkit from the same
 * content as /Formation so the two never drift apart. It uses the PDF
 * standard fonts (Helvetica): nothing to embed, so the file stays a few
 * kilobytes, and its text stays selectable and searchable. Those fonts
 * encode WinAnsi only, so every string is checked before it is drawn.
 */
import PDFDocument from 'pdfkit';
import { site } from '../src/content/site.ts';
import { trainingCatalogue, trainingFacts } from '../src/content/trainings.ts';
import type { Training } from '../src/content/types.ts';
import { formatTrainingDuration } from '../src/shared/trainings.ts';

/** The characters WinAnsi (Windows-1252) puts in 0x80–0x9F, by Unicode code point. */
export const WIN_ANSI_EXTRAS: ReadonlyMap<number, number> = new Map([
  [0x20ac, 0x80],
  [0x201a, 0x82],
  [0x0192, 0x83],
  [0x201e, 0x84],
  [0x2026, 0x85],
  [0x2020, 0x86],
  [0x2021, 0x87],
  [0x02c6, 0x88],
  [0x2030, 0x89],
  [0x0160, 0x8a],
  [0x2039, 0x8b],
  [0x0152, 0x8c],
  [0x017d, 0x8e],
  [0x2018, 0x91],
  [0x2019, 0x92],
  [0x201c, 0x93],
  [0x201d, 0x94],
  [0x2022, 0x95],
  [0x2013, 0x96],
  [0x2014, 0x97],
  [0x02dc, 0x98],
  [0x2122, 0x99],
  [0x0161, 0x9a],
  [0x203a, 0x9b],
  [0x0153, 0x9c],
  [0x017e, 0x9e],
  [0x0178, 0x9f],
]);

/** The characters of `text` the standard fonts cannot draw (they would print as nothing). */
export function unencodableCharacters(text: string): string[] {
  const bad: string[] = [];
  // A string iterates by code point: an astral character is one offender, not two halves.
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const latin1 = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff);
    if (!latin1 && !WIN_ANSI_EXTRAS.has(code) && char !== '\n') bad.push(char);
  }
  return bad;
}

function checked(text: string): string {
  const bad = unencodableCharacters(text);
  if (bad.length > 0) {
    const codes = bad.map(
      (char) => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`,
    );
    throw new Error(`The brochure's fonts cannot draw ${codes.join(', ')} in: ${text}`);
  }
  return text;
}

const COLOURS = { ink: '#161b26', muted: '#485366', primary: '#1d4ed8', band: '#0b1530' } as const;
const MARGIN = 56;

export interface BrochureOptions {
  /** Deflate the page contents (the default); tests turn it off to read the text back. */
  readonly compress?: boolean;
}

/** Renders the brochure and resolves with the PDF file's bytes. */
export function renderBrochure({ compress = true }: BrochureOptions = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    pdfVersion: '1.7',
    margin: MARGIN,
    compress,
    bufferPages: true,
    tagged: true,
    lang: 'fr-FR',
    displayTitle: true,
    info: {
      Title: `${trainingCatalogue.title} · ${site.studioName}`,
      Author: site.studioName,
      Subject: 'Plaquette des formations',
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    doc.on('error', reject);
  });

  const root = doc.struct('Document');
  doc.addStructure(root);
  const draw = new Drawer(doc, root);
  draw.cover();
  for (const course of trainingCatalogue.courses) draw.course(course);
  draw.contact();
  draw.footers();
  root.end();
  doc.end();
  return done;
}

/** Draws the brochure's parts, each text tagged for screen readers (tagged PDF). */
class Drawer {
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly root: PDFKit.PDFStructureElement,
  ) {}

  private get width(): number {
    return this.doc.page.width - 2 * MARGIN;
  }

  private text(
    text: string,
    structType: string,
    font: string,
    size: number,
    colour: string,
    gap = 6,
  ) {
    this.doc.font(font).fontSize(size).fillColor(colour);
    this.doc.text(checked(text), MARGIN, this.doc.y, {
      width: this.width,
      structParent: this.root,
      structType,
    });
    this.doc.moveDown(gap / size);
  }

  private heading(text: string, level: 'H1' | 'H2' | 'H3') {
    const size = { H1: 22, H2: 16, H3: 11.5 }[level];
    this.keepWithNext();
    this.doc.moveDown(level === 'H3' ? 0.3 : 0.6);
    this.text(
      text,
      level,
      'Helvetica-Bold',
      size,
      level === 'H3' ? COLOURS.ink : COLOURS.primary,
      4,
    );
  }

  /** Starts a new page rather than leave a title alone at the foot of one. */
  private keepWithNext() {
    if (this.doc.y > this.doc.page.height - MARGIN - 90) this.doc.addPage();
  }

  private paragraph(text: string, colour: string = COLOURS.ink) {
    this.text(text, 'P', 'Helvetica', 10.5, colour);
  }

  private list(items: readonly string[]) {
    const list = this.doc.struct('L');
    this.root.add(list);
    this.doc.font('Helvetica').fontSize(10.5).fillColor(COLOURS.ink);
    this.doc.list(items.map(checked), MARGIN + 6, this.doc.y, {
      width: this.width - 6,
      bulletRadius: 2,
      textIndent: 12,
      structParent: list,
    });
    list.end();
    this.doc.moveDown(0.5);
  }

  cover() {
    const { doc } = this;
    doc.rect(0, 0, doc.page.width, 150).fill(COLOURS.band);
    doc.font('Helvetica-Bold').fontSize(26).fillColor('#ffffff');
    doc.text(checked(site.studioName), MARGIN, 48, {
      width: this.width,
      structParent: this.root,
      structType: 'P',
    });
    doc.font('Helvetica').fontSize(14).fillColor('#ffffff');
    doc.text(checked(site.tagline), {
      width: this.width,
      structParent: this.root,
      structType: 'P',
    });
    doc.y = 150 + MARGIN / 2;
    this.heading(trainingCatalogue.title, 'H1');
    this.paragraph(trainingCatalogue.intro);
    this.list(trainingCatalogue.practical);
    for (const fact of trainingFacts) {
      this.heading(fact.label, 'H3');
      this.paragraph(fact.text);
    }
  }

  course(course: Training) {
    this.heading(course.title, 'H2');
    this.paragraph(course.summary, COLOURS.muted);
    this.paragraph(`Durée\u00a0: ${formatTrainingDuration(course.durationDays)}`);
    this.paragraph(`Public\u00a0: ${course.audience}`);
    this.heading('Prérequis', 'H3');
    this.list(course.prerequisites);
    this.heading('Objectifs', 'H3');
    this.list(course.objectives);
    this.heading('Programme', 'H3');
    for (const [index, module] of course.programme.entries()) {
      this.keepWithNext();
      this.paragraph(`${index + 1}. ${module.title}`);
      this.list(module.topics);
    }
  }

  contact() {
    this.heading('Contact', 'H2');
    this.paragraph(site.contactName);
    this.paragraph(`Téléphone\u00a0: ${site.phoneDisplay}`);
    this.paragraph(`E-mail\u00a0: ${site.email}`);
  }

  /** The studio's name and the page number at the foot of every page, as page artifacts. */
  footers() {
    const { doc } = this;
    const { start, count } = doc.bufferedPageRange();
    for (let index = start; index < start + count; index += 1) {
      doc.switchToPage(index);
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc.markContent('Artifact', { type: 'Pagination' });
      doc.font('Helvetica').fontSize(8.5).fillColor(COLOURS.muted);
      doc.text(
        checked(
          `${site.studioName} · ${site.phoneDisplay} · ${site.email} · page ${index + 1}/${count}`,
        ),
        MARGIN,
        doc.page.height - MARGIN / 2 - 8,
        { width: this.width, align: 'center', lineBreak: false },
      );
      doc.endMarkedContent();
      doc.page.margins.bottom = bottom;
    }
  }
}
