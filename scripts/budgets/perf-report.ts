/**
 * `npm run report:perf`: every page of the built sitemap and the floor
 * (lighthouse-ci.ts), `targets.runs` rounds of Lighthouse's mobile preset, and
 * for each page its medians beside the floor's, against issue 43's targets
 * (budgets.json `targets`): simulated main-thread work ≤ 1.5× the floor's
 * (2× on a page with a form), TBT ≤ the floor's + 50 ms, FCP ≤ + 50 ms,
 * LCP ≤ + 150 ms, CLS 0 in every run, the four scores 100 on the medians.
 * It prints; it asserts nothing (`npm test`'s guard is lighthouse.ts).
 * `tsx scripts/budgets/perf-report.ts /CV /Contact` reports the pages given.
 */
import { loadBudgets } from './budgets.ts';
import { FLOOR_ROUTE, measure, sitemapRoutes } from './lighthouse-ci.ts';
import { printReport } from './speed-report.ts';

const targets = loadBudgets().targets;
const only = process.argv.slice(2);
const routes = only.length > 0 ? only : sitemapRoutes('dist');

const measured = await measure('dist', [FLOOR_ROUTE, ...routes], targets.runs);
printReport(measured, targets, targets.runs);
