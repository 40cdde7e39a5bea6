/**
 * Build step: writes the training brochure into the built site
 * (`dist/plaquette.pdf` by default), after `vite build` has emptied `dist/`.
 * The PDF is never committed: it is made from src/content/trainings.ts.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BROCHURE_FILE_NAME } from '../src/shared/trainings.ts';
import { renderBrochure } from './brochure.ts';

const dir = process.argv[2] ?? 'dist';
const pdf = await renderBrochure();
const file = path.join(dir, BROCHURE_FILE_NAME);
await writeFile(file, pdf);
console.log(`brochure: ${file}, ${(pdf.length / 1024).toFixed(1)} kB (${pdf.length} bytes)`);
