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
 * Messages of the checker that the standards contradict, each matched whole.
 * - Its CSS validator does not know these newer CSS features the pages use,
 *   each where browsers without it simply ignore the rule or declaration:
 *   `@view-transition` (CSS View Transitions 2, drafts.csswg.org/css-view-transitions-2/#view-transition-rule;
 *   styles/global.css), `scroll-target-group` and `:target-current`
 *   (CSS Overflow 5, drafts.csswg.org/css-overflow-5/#scroll-target-group and
 *   #selectordef-target-current; components/contents-nav.module.css),
 *   `animation-timeline` and `animation-range` (Scroll-driven Animations,
 *   drafts.csswg.org/scroll-animations-1/; the landing's header actions that
 *   appear once its first screen has scrolled by, pages/landing.module.css,
 *   inside `@supports`), and
 *   `sibling-index()` (CSS Values 5, drafts.csswg.org/css-values-5/#funcdef-sibling-index),
 *   whose one use is typed-title.module.css's `animation-delay`: the checker
 *   reports it as that property's parse error, without naming the function.
 * Any other CSS error still fails.
 */
const KNOWN_VALID = [
  'CSS: Unrecognized at-rule “@view-transition”',
  "CSS: “scroll-target-group”: Property “scroll-target-group” doesn't exist",
  'CSS: Unknown pseudo-element or pseudo-class “:target-current”',
  'CSS: “animation-delay”: Parse Error',
  "CSS: “animation-timeline”: Property “animation-timeline” doesn't exist",
  "CSS: “animation-range”: Property “animation-range” doesn't exist",
];
// Java regular expressions: \Q…\E quotes a message literally.
const FILTER = KNOWN_VALID.map((message) => `.*\\Q${message}\\E.*`).join('|');
const result = spawnSync(
  'java',
  ['-jar', jar, '--format', 'gnu', '--also-check-svg', '--filterpattern', FILTER, ...pages],
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
