import PDFDocument from 'pdfkit';
import { legalIdentity, publisherName } from '../src/content/legal-identity.ts';
import { site } from '../src/content/site.ts';
import { trainingFunding } from '../src/content/training-funding.ts';
import { groupDayPriceEuros, trainingCatalogue, trainingFacts } from '../src/content/trainings.ts';
import type { Training, TrainingModule } from '../src/content/types.ts';
import { formatEuros, formatPhone } from '../src/shared/french-format.ts';
import { taxBasis } from '../src/content/prices.ts';
import { formatTrainingDuration, sessionPrice } from '../src/shared/trainings.ts';
import { checked } from './brochure-encoding.ts';
import {
  BODY,
  COLOURS,
  FONTS,
  FOOTER_SPACE,
  links,
  MARGIN,
  registerDisplayFace,
  siteHost,
} from './brochure-style.ts';

export { MARGIN } from './brochure-style.ts';

/** How tight a part is set: the body's size and a factor on the space between blocks. */
interface Density {
  readonly body: number;
  readonly spacing: number;
}

const NORMAL: Density = { body: BODY, spacing: 1 };
/** A training a few lines too long for its page is set a little tighter rather than spill. */
const COMPACT: Density = { body: BODY - 0.75, spacing: 0.6 };

/** Draws the brochure's parts, each text tagged for screen readers (tagged PDF), drawings as artifacts. */
export class BrochureDrawer {
  /** What a page that a part runs onto repeats at its top: « <training> (suite) ». */
  private runningTitle: string | undefined;

  private readonly doc: PDFKit.PDFDocument;
  private readonly root: PDFKit.PDFStructureElement;
  private density: Density;

  constructor(
    doc: PDFKit.PDFDocument,
    root: PDFKit.PDFStructureElement,
    density: Density = NORMAL,
  ) {
    this.doc = doc;
    this.root = root;
    this.density = density;
  }

  /** A new page within a part, headed by the part's running title when it has one. */
  private continuePage() {
    this.doc.addPage();
    if (this.runningTitle) {
      this.text(`${this.runningTitle} (suite)`.toUpperCase(), 'P', FONTS.bold, 9, COLOURS.primary);
      this.doc.moveDown(0.6);
    }
  }

  private get width(): number {
    return this.doc.page.width - 2 * MARGIN;
  }

  private get bottom(): number {
    // FOOTER_SPACE: room for the page's foot line (footers()).
    return this.doc.page.height - MARGIN - FOOTER_SPACE;
  }

  private text(
    text: string,
    structType: string,
    font: string,
    size: number,
    colour: string,
    link?: string,
  ) {
    this.doc.font(font).fontSize(size).fillColor(colour);
    this.doc.text(checked(text), MARGIN, this.doc.y, {
      width: this.width,
      lineGap: size * 0.25,
      structParent: this.root,
      structType,
      ...(link ? { link, underline: false } : {}),
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
    const size = { H1: 26, H2: 20, H3: 12.5 }[level];
    const font = FONTS.display;
    const { spacing } = this.density;
    this.doc.moveDown((level === 'H3' ? 0.9 : 0.4) * spacing);
    if (this.doc.y + this.heightOf(text, font, size) + following > this.bottom) {
      this.continuePage();
    }
    this.text(text, level, font, size, level === 'H3' ? COLOURS.primary : COLOURS.ink);
    this.doc.moveDown(0.35 * spacing);
  }

  private paragraph(text: string, colour: string = COLOURS.ink, size = this.density.body) {
    this.text(text, 'P', FONTS.body, size, colour);
    this.doc.moveDown(0.4 * this.density.spacing);
  }

  /** The first item's height: what must fit under a heading for it not to stand alone. */
  private firstItemHeight(items: readonly string[]): number {
    return this.heightOf(items[0] ?? '', FONTS.body, this.density.body) + 4;
  }

  private list(items: readonly string[]) {
    const list = this.doc.struct('L');
    this.root.add(list);
    const { body, spacing } = this.density;
    this.doc.font(FONTS.body).fontSize(body).fillColor(COLOURS.ink);
    this.doc.list(items.map(checked), MARGIN + 6, this.doc.y, {
      width: this.width - 6,
      bulletRadius: 2,
      textIndent: 12,
      lineGap: body * 0.25,
      paragraphGap: 3 * spacing,
      structParent: list,
    });
    list.end();
    this.doc.x = MARGIN;
    this.doc.moveDown(0.3 * spacing);
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

  /** Page 1, a cover: the identity, the catalogue and each training with its price, the contact as links, on the banner's indigo. */
  cover() {
    const { doc } = this;
    this.artifact(() => {
      const gradient = doc.linearGradient(0, 0, doc.page.width, doc.page.height);
      gradient.stop(0, COLOURS.bandFrom).stop(1, COLOURS.bandTo);
      doc.rect(0, 0, doc.page.width, doc.page.height).fill(gradient);
    });
    this.logo(MARGIN, 72, 64);
    doc.y = 170;
    this.text(site.studioName, 'P', FONTS.display, 40, '#ffffff');
    this.text(site.tagline, 'P', FONTS.body, 16, COLOURS.onBand);
    doc.y = 300;
    this.text('PLAQUETTE DES FORMATIONS', 'P', FONTS.bold, 10, COLOURS.onBand);
    doc.moveDown(0.5);
    this.text(trainingCatalogue.title, 'H1', FONTS.display, 30, '#ffffff');
    doc.moveDown(0.8);
    for (const course of trainingCatalogue.courses) {
      const price = sessionPrice(course.durationDays, groupDayPriceEuros());
      this.text(course.title, 'P', FONTS.display, 15, '#ffffff');
      this.text(
        `${formatTrainingDuration(course.durationDays)} · ${formatEuros(price.amountEuros)}${taxBasis.suffix} ${price.unit}`,
        'P',
        FONTS.body,
        BODY,
        COLOURS.onBand,
      );
      doc.moveDown(0.7);
    }
    this.coverContact();
  }

  /** The cover's foot: who to call or write, each line a link. */
  private coverContact() {
    const { doc } = this;
    const lines: readonly (readonly [string, string])[] = [
      [`Téléphone\u00a0: ${formatPhone(site.phone)}`, links.phone],
      [`E-mail\u00a0: ${site.email}`, links.email],
      [`Site\u00a0: ${siteHost}`, links.site],
      [
        `Conditions générales de vente\u00a0: ${siteHost}${new URL(links.termsOfSale).pathname}`,
        links.termsOfSale,
      ],
    ];
    doc.y = doc.page.height - MARGIN - 120;
    this.artifact(() =>
      doc
        .moveTo(MARGIN, doc.y - 14)
        .lineTo(doc.page.width - MARGIN, doc.y - 14)
        .lineWidth(0.75)
        .stroke(COLOURS.onBand),
    );
    this.text(site.contactName, 'H2', FONTS.display, 14, '#ffffff');
    doc.moveDown(0.3);
    for (const [line, link] of lines) {
      this.text(line, 'P', FONTS.body, 11, '#ffffff', link);
      doc.moveDown(0.15);
    }
  }

  /** A training's price as its headline and its two calls to action, in a tinted box. */
  private offerBox(course: Training) {
    const { doc } = this;
    const price = sessionPrice(course.durationDays, groupDayPriceEuros());
    const height = 112;
    if (doc.y + height > this.bottom) this.continuePage();
    const top = doc.y + 6;
    this.artifact(() => doc.roundedRect(MARGIN, top, this.width, height, 10).fill(COLOURS.soft));
    const inner = { x: MARGIN + 18, width: this.width - 36 };
    const line = (text: string, font: string, size: number, colour: string, link?: string) => {
      doc.font(font).fontSize(size).fillColor(colour);
      doc.text(checked(text), inner.x, doc.y, {
        ...inner,
        structParent: this.root,
        structType: 'P',
        ...(link ? { link, underline: true } : {}),
      });
    };
    doc.y = top + 14;
    line(`${formatEuros(price.amountEuros)}${taxBasis.suffix}`, FONTS.display, 26, COLOURS.ink);
    // The TTC price the note promises, beside the HT headline (none under the franchise).
    const consumer =
      legalIdentity.publisher.vat.kind === 'registered'
        ? `, ${taxBasis.consumerLine(price.amountEuros)}`
        : '';
    line(`${price.unit}${consumer}. ${taxBasis.note}`, FONTS.body, 9.5, COLOURS.muted);
    doc.moveDown(0.5);
    line(
      `Demander une session\u00a0: ${siteHost}${new URL(links.quote).pathname}`,
      FONTS.bold,
      BODY,
      COLOURS.primary,
      links.quote,
    );
    doc.moveDown(0.2);
    line(
      `Ou réserver un appel de 30\u00a0minutes\u00a0: ${new URL(links.booking).host}`,
      FONTS.body,
      BODY,
      COLOURS.primary,
      links.booking,
    );
    doc.x = MARGIN;
    doc.y = top + height + 8;
  }

  /** After the trainings, as on /Formation: what a French buyer checks before booking. */
  facts() {
    const { doc } = this;
    this.runningTitle = 'Informations pratiques';
    this.density = NORMAL;
    // Under the end of a training that ran onto a page of its own, when half
    // that page is free: no page holding only a training's last lines.
    const free = this.bottom - doc.y;
    if (free < (this.bottom - MARGIN) / 2) doc.addPage();
    else {
      doc.moveDown(1.5);
      this.artifact(() =>
        doc
          .moveTo(MARGIN, doc.y)
          .lineTo(doc.page.width - MARGIN, doc.y)
          .lineWidth(0.5)
          .stroke(COLOURS.rule),
      );
      doc.moveDown(0.5);
    }
    this.heading('Des formations pratiques', 'H2');
    this.paragraph(trainingCatalogue.intro, COLOURS.ink, 11.5);
    this.list(trainingCatalogue.practical);
    this.heading('Informations pratiques', 'H2');
    for (const fact of trainingFacts) {
      this.heading(fact.label, 'H3', this.heightOf(fact.text, FONTS.body, this.density.body));
      this.paragraph(fact.text);
    }
    this.funding();
  }

  /** How a session can be paid for, as /Formation says it. */
  private funding() {
    const funding = trainingFunding(trainingCatalogue.body.qualiopi);
    const { body } = this.density;
    this.heading(funding.title, 'H2', this.heightOf(funding.status, FONTS.bold, body));
    this.text(funding.status, 'P', FONTS.bold, body, COLOURS.ink);
    this.doc.moveDown(0.4);
    for (const way of funding.ways) {
      this.heading(way.label, 'H3', this.heightOf(way.text, FONTS.body, body));
      this.paragraph(way.text);
    }
    this.paragraph(funding.note, COLOURS.muted);
  }

  /**
   * One training per page: set a little tighter when that keeps it on its
   * page; a training longer than that runs on, each further page headed by
   * its title, never a page holding only its last lines without it.
   */
  course(course: Training) {
    this.density = [NORMAL, COMPACT].find((density) => fitsOnePage(course, density)) ?? NORMAL;
    this.runningTitle = undefined;
    this.doc.addPage();
    this.courseBody(course);
  }

  /** A training from the top of its page. */
  courseBody(course: Training) {
    const { doc } = this;
    const duration = formatTrainingDuration(course.durationDays);
    this.text(`Formation · ${duration}`.toUpperCase(), 'P', FONTS.bold, 9, COLOURS.primary);
    doc.moveDown(0.4);
    this.text(course.title, 'H2', FONTS.display, 22, COLOURS.ink);
    doc.moveDown(0.4);
    this.paragraph(course.summary, COLOURS.muted, 11.5);
    this.runningTitle = course.title;
    this.offerBox(course);
    this.paragraph(`Durée\u00a0: ${duration}`);
    this.paragraph(`Public\u00a0: ${course.audience}`);
    this.heading('Prérequis', 'H3', this.firstItemHeight(course.prerequisites));
    this.list(course.prerequisites);
    this.heading('Objectifs', 'H3', this.firstItemHeight(course.objectives));
    this.list(course.objectives);
    if ('subjects' in course) this.modules('Sujets au choix', course.subjects, false);
    else this.modules('Programme', course.programme, true);
  }

  /** A course's programme, numbered, or a made-to-measure session's subjects to pick from. */
  private modules(heading: string, modules: readonly TrainingModule[], numbered: boolean) {
    const { doc } = this;
    const [first] = modules;
    this.heading(heading, 'H3', first ? 2 * this.firstItemHeight([first.title]) : 0);
    for (const [index, module] of modules.entries()) {
      const title = numbered ? `${String(index + 1)}. ${module.title}` : module.title;
      const { body, spacing } = this.density;
      const needed = this.heightOf(title, FONTS.bold, body) + this.firstItemHeight(module.topics);
      if (doc.y + needed > this.bottom) this.continuePage();
      this.text(title, 'P', FONTS.bold, body, COLOURS.ink);
      doc.moveDown(0.2 * spacing);
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
      // The cover is indigo: its foot is written in the band's light tint.
      const onCover = index === start;
      doc.markContent('Artifact', { type: 'Pagination' });
      doc
        .moveTo(MARGIN, y - 10)
        .lineTo(doc.page.width - MARGIN, y - 10)
        .lineWidth(0.5)
        .stroke(onCover ? COLOURS.onBand : COLOURS.rule);
      doc
        .font(FONTS.body)
        .fontSize(8.5)
        .fillColor(onCover ? COLOURS.onBand : COLOURS.muted);
      doc.text(
        // Who sells, as every commercial document must say it: the name with
        // « EI » (art. R526-26 C. com.) and the SIRET.
        checked(
          `${publisherName} · SIRET ${legalIdentity.publisher.siret} · ${formatPhone(site.phone)} · ${site.email} · ${siteHost}`,
        ),
        MARGIN,
        y,
        {
          width: this.width,
          lineBreak: false,
        },
      );
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

/** Whether `course`, set at `density`, holds on one page: drawn on a scratch document and counted. */
function fitsOnePage(course: Training, density: Density): boolean {
  const scratch = new PDFDocument({ size: 'A4', margin: MARGIN, bufferPages: true, tagged: true });
  registerDisplayFace(scratch);
  const root = scratch.struct('Document');
  scratch.addStructure(root);
  new BrochureDrawer(scratch, root, density).courseBody(course);
  return scratch.bufferedPageRange().count === 1;
}
