/**
 * The built HTML must be valid for the Nu Html Checker (the W3C's validator,
 * `vnu-jar`), run on the machine's Java: errors fail, warnings are printed.
 * Usage: `tsx scripts/budgets/html-validity.ts [dist]`.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const dir = process.argv[2] ?? 'dist';
const pages = readdirSync(dir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .map((file) => path.join(dir, file));
if (pages.length === 0) throw new Error(`html-validity: no .html file in ${dir}/, build first`);

// The jar itself, not the package's launcher, which may download a Java.
const jar = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vnu-jar')),
  'build/dist/vnu.jar',
);
/**
 * The one message of the checker that the HTML standard contradicts: the
 * standard lets `blocking="render"` go with `rel="expect"` as well as with
 * `rel="stylesheet"` (its link type "expect"; src/site/first-view.ts), which
 * this release of the checker does not know yet.
 */
const OUTDATED =
  '.*A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.*';
const result = spawnSync(
  'java',
  ['-jar', jar, '--format', 'gnu', '--also-check-svg', '--filterpattern', OUTDATED, ...pages],
  { encoding: 'utf8' },
);
if (result.error) throw new Error(`html-validity: cannot run java (${result.error.message})`);
// Errors and warnings; "info" notes (such as the trailing slashes Prettier
// writes on void elements) are not problems.
const messages = `${result.stdout}${result.stderr}`
  .split('\n')
  .filter((line) => line.trim() && !line.includes(': info: '));
if (messages.length > 0) console.log(messages.join('\n'));
if (result.status !== 0) {
  console.error(`html-validity: the Nu Html Checker found errors in ${pages.join(', ')}`);
  process.exit(1);
}
console.log(`html-validity: ${pages.length} page(s) valid (${pages.join(', ')})`);
