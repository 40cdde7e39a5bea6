/**
 * The Lighthouse guard of `npm test` (budgets.json `lighthouse`): a few pages
 * and the floor (lighthouse-ci.ts), `runs` rounds, then `lhci assert` on each
 * page's medians. Strict where the machine's load plays no part: the
 * accessibility, best-practices and SEO scores, and no layout shift in any
 * run. Times only against the floor measured in the same run, with room for
 * a shared machine (`overFloor`): a guard against regressions, not the
 * targets, which `npm run report:perf` prints. Exits 1 when an assertion fails.
 * `tsx scripts/budgets/lighthouse.ts /CV /Contact` measures the pages given.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadBudgets } from './budgets.ts';
import { lhci, measure, median, TIMES, valuesOf, type MeasuredPage } from './lighthouse-ci.ts';

const { pages, runs, minScores, maxCumulativeLayoutShift, overFloor } = loadBudgets().lighthouse;
const only = process.argv.slice(2);
const routes = only.length > 0 ? only : pages;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const started = Date.now();

const status = await measure('dist', routes, runs, ({ floor, pages: measured }) => {
  const floorMedian = (audit: string) => median(valuesOf(floor, audit));
  const mainThread = floorMedian(TIMES.mainThread);
  console.log(
    `Floor medians: main thread ${Math.round(mainThread)} ms, TBT ${Math.round(floorMedian(TIMES.tbt))} ms, ` +
      `FCP ${Math.round(floorMedian(TIMES.fcp))} ms, LCP ${Math.round(floorMedian(TIMES.lcp))} ms`,
  );
  const medianAtMost = (limit: number) => ({ aggregationMethod: 'median', maxNumericValue: limit });
  const assertionsOf = (page: MeasuredPage) => ({
    ...Object.fromEntries(
      Object.entries(minScores).map(([category, min]) => [
        `categories:${category}`,
        ['error', { aggregationMethod: 'median', minScore: min / 100 }],
      ]),
    ),
    // Every run: a shift is a shift, whatever the machine's load.
    'cumulative-layout-shift': [
      'error',
      { aggregationMethod: 'pessimistic', maxNumericValue: maxCumulativeLayoutShift },
    ],
    [TIMES.mainThread]: [
      'error',
      medianAtMost(
        mainThread * (page.hasForm ? overFloor.mainThreadRatioWithForm : overFloor.mainThreadRatio),
      ),
    ],
    [TIMES.tbt]: ['error', medianAtMost(floorMedian(TIMES.tbt) + overFloor.tbtMs)],
    [TIMES.fcp]: ['error', medianAtMost(floorMedian(TIMES.fcp) + overFloor.fcpMs)],
    [TIMES.lcp]: ['error', medianAtMost(floorMedian(TIMES.lcp) + overFloor.lcpMs)],
  });
  const configFile = path.join('.lighthouseci', 'assertions.json');
  writeFileSync(
    configFile,
    JSON.stringify({
      ci: {
        assert: {
          assertMatrix: measured.map((page) => ({
            matchingUrlPattern: `^${escape(page.url)}$`,
            assertions: assertionsOf(page),
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
