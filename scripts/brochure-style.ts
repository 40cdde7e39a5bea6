import { readFileSync } from 'node:fs';
import { site } from '../src/content/site.ts';
import { paths } from '../src/site/paths.ts';
import { DISPLAY_FACE_TTF } from './lib/display-face.ts';

/** The site's light palette (src/site/styles/global.css): paper is always light. */
export const COLOURS = {
  ink: '#151a2d',
  muted: '#4b5370',
  primary: '#2c44c2',
  accent: '#c2410c',
  soft: '#e9edfc',
  bandFrom: '#0c1533',
  bandTo: '#22359b',
  onBand: '#c7d2ff',
  rule: '#dde1eb',
} as const;

export const MARGIN = 56;
export const FOOTER_SPACE = 40;
export const BODY = 10.5;

/**
 * The fonts: the site's display face for headings, titles and prices
 * (docs/decisions/011), embedded as its static 700 cut; body text in the
 * PDF standard Helvetica, nothing to embed.
 */
export const FONTS = { display: 'Display', body: 'Helvetica', bold: 'Helvetica-Bold' } as const;

export function registerDisplayFace(doc: PDFKit.PDFDocument): void {
  doc.registerFont(FONTS.display, readFileSync(new URL(`../${DISPLAY_FACE_TTF}`, import.meta.url)));
}

/** The site's address without its scheme, as printed: `www.example.fr`. */
export const siteHost = new URL(site.url).host;

/** Where the brochure's calls to action lead: the quote request and the booking page. */
export const links = {
  site: site.url,
  quote: new URL(paths.contact, site.url).href,
  booking: site.links.booking,
  email: `mailto:${site.email}`,
  phone: `tel:${site.phone}`,
  termsOfSale: new URL(paths.termsOfSale, site.url).href,
} as const;
