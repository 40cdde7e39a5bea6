/**
 * The training brochure (plaquette.pdf), drawn with pdfkit from the same
 * content as /Formation so the two never drift apart: a cover with the
 * studio's identity, each training with its price and the contact as links,
 * one page per training with its price and its calls to action, then the
 * practical facts and funding (as /Formation orders them). Headings, titles and prices are set in the site's
 * display face, embedded (docs/decisions/011); body text in the PDF
 * standard Helvetica, nothing to embed. Its text stays selectable and
 * searchable (brochure-encoding.ts checks every string).
 */
import PDFDocument from 'pdfkit';
import { site } from '../src/content/site.ts';
import { trainingCatalogue } from '../src/content/trainings.ts';
import { BrochureDrawer, MARGIN } from './brochure-drawer.ts';
import { registerDisplayFace } from './brochure-style.ts';

export { unencodableCharacters, WIN_ANSI_EXTRAS } from './brochure-encoding.ts';

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

  registerDisplayFace(doc);
  const root = doc.struct('Document');
  doc.addStructure(root);
  const draw = new BrochureDrawer(doc, root);
  draw.cover();
  for (const course of trainingCatalogue.courses) draw.course(course);
  draw.facts();
  draw.footers();
  root.end();
  doc.end();
  return done;
}
