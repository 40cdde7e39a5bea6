/**
 * `npm run font`: cuts the site's display face (Bricolage Grotesque, SIL OFL
 * 1.1, from @fontsource-variable/bricolage-grotesque) down to what French
 * headings and prices need, and writes the files that fonts/ commits
 * (docs/decisions/011-display-face.md):
 * - `bricolage-grotesque-display.woff2`: variable in weight (600 to 800),
 *   optical size and width pinned, for the site (≤ 30 kB);
 * - `bricolage-grotesque-700.ttf`: one static bold instance, which pdfkit
 *   embeds in the brochure and satori draws the preview images with (neither
 *   reads WOFF2 nor variation axes).
 * The files are committed so that a build never depends on the subsetter.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import { DISPLAY_FACE_TTF, DISPLAY_FACE_WOFF2, displayCharacters } from './lib/display-face.ts';

const source = path.resolve(
  'node_modules/@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-standard-normal.woff2',
);

/** Optical size and width as the headings show them (16 to 56 px). */
const pinned = { opsz: 32, wdth: 100 } as const;

const font = await readFile(source);
const variable = await subsetFont(font, displayCharacters, {
  targetFormat: 'woff2',
  // Kerning, tabular figures and accents; fractions and superiors stay out.
  keepFeatures: ['kern', 'tnum', 'ccmp', 'mark', 'mkmk'],
  variationAxes: { ...pinned, wght: { min: 600, max: 800, default: 700 } },
});
const bold = await subsetFont(font, displayCharacters, {
  targetFormat: 'sfnt',
  keepFeatures: ['kern', 'tnum', 'ccmp', 'mark', 'mkmk'],
  variationAxes: { ...pinned, wght: 700 },
});
await writeFile(path.resolve(DISPLAY_FACE_WOFF2), variable);
await writeFile(path.resolve(DISPLAY_FACE_TTF), bold);
console.log(
  `font: ${String(variable.length)} bytes of WOFF2 (weights 600–800), ${String(bold.length)} bytes of TTF (700) in fonts/`,
);
