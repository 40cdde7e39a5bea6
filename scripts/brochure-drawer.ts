import { site } from '../src/content/site.ts';
import { trainingCatalogue, trainingFacts } from '../src/content/trainings.ts';
import type { Training } from '../src/content/types.ts';
import { formatTrainingDuration } from '../src/shared/trainings.ts';
import { checked } from './brochure-encoding.ts';

/** The site's light palette (src/site/styles/global.css): paper is always light. */
const COLOURS = {
  ink: '#151a2d',
  muted: '#4b5370',
  primary: '#2c44c2',
  soft: '#e9edfc',
  bandFrom: '#0c1533',
  bandTo: '#22359b',
  onBand: '#c7d2ff',
  rule: '#dde1eb',
} as const;
export const MARGIN = 56;
const FOOTER_SPACE = 40;
const BODY = 10.5;

/** Draws the brochure's parts, each text tagged for screen readers (tagged PDF), drawings as artifacts. */
export class BrochureDrawer {
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly root: PDFKit.PDFStructureElement,
  ) {}

  private get width(): number {
    return this.doc.page.width - 2 * MARGIN;
  }

  private get bottom(): number {
    return this.doc.page.height - MARGIN - FOOTER_SPACE;
  }

  private text(text: string, structType: string, font: string, size: number, colour: string) {
    this.doc.font(font).fontSize(size).fillColor(colour);
    this.doc.text(checked(text), MARGIN, this.doc.y, {
      width: this.width,
      lineGap: size * 0.25,
      structParent: this.root,
      structType,
    });
  }

  private artifact(draw: () => void) {
    this.doc.markContent('Artifact', { type: 'Layout' });
    draw();
    this.doc.endMarkedContent();
  }

  /** How tall `text` is in `font` at `size` across the text width. */
  private heightOf(text: string, font: string, size: number): number {
    return this.doc
      .font(font)
      .fontSize(size)
      .heightOfString(checked(text), { width: this.width, lineGap: size * 0.25 });
  }

  /** A heading never ends a page: it moves to the next one unless `following` fits under it. */
  private heading(text: string, level: 'H1' | 'H2' | 'H3', following = 0) {
    const size = { H1: 26, H2: 20, H3: 12 }[level];
    const font = 'Helvetica-Bold';
    this.doc.moveDown(level === 'H3' ? 0.9 : 0.4);
    if (this.doc.y + this.heightOf(text, font, size) + following > this.bottom) {
      this.doc.addPage();
    }
    this.text(text, level, font, size, level === 'H3' ? COLOURS.primary : COLOURS.ink);
    this.doc.moveDown(0.35);
  }

  private paragraph(text: string, colour: string = COLOURS.ink, size = BODY) {
    this.text(text, 'P', 'Helvetica', size, colour);
    this.doc.moveDown(0.4);
  }

  /** The first item's height: what must fit under a heading for it not to stand alone. */
  private firstItemHeight(items: readonly string[]): number {
    return this.heightOf(items[0] ?? '', 'Helvetica', BODY) + 4;
  }

  private list(items: readonly string[]) {
    const list = this.doc.struct('L');
    this.root.add(list);
    this.doc.font('Helvetica').fontSize(BODY).fillColor(COLOURS.ink);
    this.doc.list(items.map(checked), MARGIN + 6, this.doc.y, {
      width: this.width - 6,
      bulletRadius: 2,
      textIndent: 12,
      lineGap: BODY * 0.25,
      paragraphGap: 3,
      structParent: list,
    });
    list.end();
    this.doc.x = MARGIN;
    this.doc.moveDown(0.3);
  }

  /** The studio's mark (src/site/components/logo.tsx), at `size` points. */
  private logo(x: number, y: number, size: number) {
    const { doc } = this;
    this.artifact(() => {
      doc
        .save()
        .translate(x, y)
        .scale(size / 64);
      doc.roundedRect(0, 0, 64, 64, 16).fillOpacity(0.16).fill('#ffffff').fillOpacity(1);
      doc
        .path('M24 18 12 32l12 14M40 18l12 14-12 14')
        .lineWidth(5)
        .lineCap('round')
        .lineJoin('round')
        .stroke('#ffffff');
      doc.roundedRect(29.5, 22, 5, 20, 2.5).fill('#ffffff');
      doc.restore();
    });
  }

  /** Page 1: the identity on a band, the catalogue's promise and contents, the contact. */
  cover() {
    const { doc } = this;
    const band = 292;
    this.artifact(() => {
      const gradient = doc.linearGradient(0, 0, doc.page.width, band);
      gradient.stop(0, COLOURS.bandFrom).stop(1, COLOURS.bandTo);
      doc.rect(0, 0, doc.page.width, band).fill(gradient);
    });
    this.logo(MARGIN, 64, 60);
    doc.y = 150;
    this.text(site.studioName, 'P', 'Helvetica-Bold', 32, '#ffffff');
    this.text(site.tagline, 'P', 'Helvetica', 16, COLOURS.onBand);
    doc.y = band - 46;
    this.text('Plaquette des formations', 'P', 'Helvetica-Bold', 10, COLOURS.onBand);

    doc.y = band + 36;
    this.heading(trainingCatalogue.title, 'H1');
    this.paragraph(trainingCatalogue.intro, COLOURS.ink, 11.5);
    this.list(trainingCatalogue.practical);
    const courses = trainingCatalogue.courses.map(
      (course) => `${course.title} (${formatTrainingDuration(course.durationDays)})`,
    );
    this.heading('Au programme', 'H3', this.firstItemHeight(courses));
    this.list(courses);
    this.contactBox();
  }

  /** The contact, in a tinted box at the foot of the cover (or after the text if it runs long). */
  private contactBox() {
    const { doc } = this;
    const lines = [
      site.contactName,
      `Téléphone\u00a0: ${site.phoneDisplay}`,
      `E-mail\u00a0: ${site.email}`,
    ];
    const height = 30 + lines.length * 16 + 24;
    const top = Math.max(doc.y + 16, this.bottom - height);
    if (top + height > this.bottom) doc.addPage();
    const y = Math.min(top, this.bottom - height);
    this.artifact(() => doc.roundedRect(MARGIN, y, this.width, height, 10).fill(COLOURS.soft));
    doc.y = y + 16;
    const inner = { x: MARGIN + 18, width: this.width - 36 };
    doc.font('Helvetica-Bold').fontSize(13).fillColor(COLOURS.ink);
    doc.text(checked('Contact'), inner.x, doc.y, {
      ...inner,
      structParent: this.root,
      structType: 'H2',
    });
    doc.moveDown(0.3);
    doc.font('Helvetica').fontSize(BODY);
    for (const line of lines) {
      doc.text(checked(line), inner.x, doc.y, {
        ...inner,
        structParent: this.root,
        structType: 'P',
      });
      doc.moveDown(0.25);
    }
  }

  /** Page 2: what a French buyer checks before booking. */
  facts() {
    this.doc.addPage();
    this.heading('Informations pratiques', 'H2');
    for (const fact of trainingFacts) {
      this.heading(fact.label, 'H3', this.heightOf(fact.text, 'Helvetica', BODY));
      this.paragraph(fact.text);
    }
  }

  /** One training per page. */
  course(course: Training) {
    const { doc } = this;
    doc.addPage();
    const duration = formatTrainingDuration(course.durationDays);
    this.text(`Formation · ${duration}`.toUpperCase(), 'P', 'Helvetica-Bold', 9, COLOURS.primary);
    doc.moveDown(0.4);
    this.text(course.title, 'H2', 'Helvetica-Bold', 20, COLOURS.ink);
    doc.moveDown(0.4);
    this.paragraph(course.summary, COLOURS.muted, 11.5);
    this.paragraph(`Durée\u00a0: ${duration}`);
    this.paragraph(`Public\u00a0: ${course.audience}`);
    this.heading('Prérequis', 'H3', this.firstItemHeight(course.prerequisites));
    this.list(course.prerequisites);
    this.heading('Objectifs', 'H3', this.firstItemHeight(course.objectives));
    this.list(course.objectives);
    const [first] = course.programme;
    this.heading('Programme', 'H3', first ? 2 * this.firstItemHeight([first.title]) : 0);
    for (const [index, module] of course.programme.entries()) {
      const title = `${index + 1}. ${module.title}`;
      const needed =
        this.heightOf(title, 'Helvetica-Bold', BODY) + this.firstItemHeight(module.topics);
      if (doc.y + needed > this.bottom) doc.addPage();
      this.text(title, 'P', 'Helvetica-Bold', BODY, COLOURS.ink);
      doc.moveDown(0.2);
      this.list(module.topics);
    }
  }

  /** The contact details and the page number at the foot of every page, as page artifacts. */
  footers() {
    const { doc } = this;
    const { start, count } = doc.bufferedPageRange();
    for (let index = start; index < start + count; index += 1) {
      doc.switchToPage(index);
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      const y = doc.page.height - MARGIN + 4;
      doc.markContent('Artifact', { type: 'Pagination' });
      doc
        .moveTo(MARGIN, y - 10)
        .lineTo(doc.page.width - MARGIN, y - 10)
        .lineWidth(0.5)
        .stroke(COLOURS.rule);
      doc.font('Helvetica').fontSize(8.5).fillColor(COLOURS.muted);
      doc.text(checked(`${site.studioName} · ${site.phoneDisplay} · ${site.email}`), MARGIN, y, {
        width: this.width,
        lineBreak: false,
      });
      doc.text(`${index + 1} / ${count}`, MARGIN, y, {
        width: this.width,
        align: 'right',
        lineBreak: false,
      });
      doc.endMarkedContent();
      doc.page.margins.bottom = bottom;
    }
  }
}
