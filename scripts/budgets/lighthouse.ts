/**
 * The Lighthouse guard of `npm test` (budgets.json `lighthouse`): a few pages,
 * `runs` rounds (lighthouse-ci.ts), and with `lhci assert` only what a machine's
 * load cannot move: the accessibility, best-practices and SEO scores on the
 * medians and no layout shift in any run. So it runs beside the browser tests,
 * and prints no time: the performance score and the times are made of CPU time
 * on a shared 2-core machine (at a load of 20 one page's main-thread work spread
 * 2.0–8.1 s over three runs), and `npm run report:perf` measures them beside
 * the floor in a run of their own. What the pages make the browser do is held
 * by byte budgets instead, which no load moves (first-window.ts, weight.spec.ts:
 * no script file on a page without a form).
 * Exits 1 when an assertion fails.
 * `tsx scripts/budgets/lighthouse.ts /CV /Contact` checks the pages given.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadBudgets } from './budgets.ts';
import { CLS, lhci, measure, median, scoresOf, valuesOf } from './lighthouse-ci.ts';

const { pages, runs, minScores, maxCumulativeLayoutShift } = loadBudgets().lighthouse;
const only = process.argv.slice(2);
const routes = only.length > 0 ? only : pages;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const started = Date.now();

const measured = await measure('dist', routes, runs);
console.log(`\nLighthouse mobile, medians of ${runs} runs (CLS: the worst run)`);
for (const page of measured) {
  const scores = Object.keys(minScores).map(
    (category) => `${category} ${String(median(scoresOf(page, category)))}`,
  );
  console.log(`${page.route}: ${scores.join(', ')}, CLS ${Math.max(...valuesOf(page, CLS))}`);
}

const assertions = {
  ...Object.fromEntries(
    Object.entries(minScores).map(([category, min]) => [
      `categories:${category}`,
      ['error', { aggregationMethod: 'median', minScore: min / 100 }],
    ]),
  ),
  // Every run: a shift is a shift, whatever the machine's load.
  [CLS]: ['error', { aggregationMethod: 'pessimistic', maxNumericValue: maxCumulativeLayoutShift }],
};
const configFile = path.join('.lighthouseci', 'assertions.json');
writeFileSync(
  configFile,
  JSON.stringify({
    ci: {
      assert: {
        assertMatrix: measured.map((page) => ({
          matchingUrlPattern: `^${escape(page.url)}$`,
          assertions,
        })),
      },
    },
  }),
);
const status = lhci(['assert', `--config=${configFile}`]);
console.log(
  `Lighthouse CI: ${routes.length} pages, ${runs} runs each, ` +
    `${Math.round((Date.now() - started) / 1000)} s; reports in .lighthouseci/`,
);
process.exit(status);
