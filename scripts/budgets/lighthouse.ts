/**
 * The Lighthouse guard of `npm test` (budgets.json `lighthouse`): a few pages
 * and the floor (lighthouse-ci.ts), `runs` rounds. It prints their times
 * beside the floor's against issue 43's targets (speed-report.ts), and asserts
 * with `lhci assert` only what a shared machine's load cannot move: the
 * accessibility, best-practices and SEO scores on the medians and no layout
 * shift in any run (the performance score is made of times: printed only).
 * Times are CPU time on this 2-core machine: at a load of 20 one page's
 * main-thread work spread 2.0–8.1 s over three runs, the floor's 0.2–0.7 s, so
 * no bound on them can fail for the pages alone. What the pages make the
 * browser do is held by byte budgets instead, which no load moves
 * (first-window.ts, weight.spec.ts: no script file on a page without a form).
 * Exits 1 when an assertion fails.
 * `tsx scripts/budgets/lighthouse.ts /CV /Contact` measures the pages given.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadBudgets } from './budgets.ts';
import { CLS, lhci, measure } from './lighthouse-ci.ts';
import { printReport } from './speed-report.ts';

const { lighthouse, targets } = loadBudgets();
const { pages, runs, minScores, maxCumulativeLayoutShift } = lighthouse;
const only = process.argv.slice(2);
const routes = only.length > 0 ? only : pages;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const started = Date.now();

const status = await measure('dist', routes, runs, (measured) => {
  printReport(measured, targets, runs);
  const assertions = {
    ...Object.fromEntries(
      Object.entries(minScores).map(([category, min]) => [
        `categories:${category}`,
        ['error', { aggregationMethod: 'median', minScore: min / 100 }],
      ]),
    ),
    // Every run: a shift is a shift, whatever the machine's load.
    [CLS]: [
      'error',
      { aggregationMethod: 'pessimistic', maxNumericValue: maxCumulativeLayoutShift },
    ],
  };
  const configFile = path.join('.lighthouseci', 'assertions.json');
  writeFileSync(
    configFile,
    JSON.stringify({
      ci: {
        assert: {
          assertMatrix: measured.pages.map((page) => ({
            matchingUrlPattern: `^${escape(page.url)}$`,
            assertions,
          })),
        },
      },
    }),
  );
  return lhci(['assert', `--config=${configFile}`]);
});
console.log(
  `Lighthouse CI: ${routes.length} pages and the floor, ${runs} runs each, ` +
    `${Math.round((Date.now() - started) / 1000)} s; reports in .lighthouseci/`,
);
process.exit(status);
