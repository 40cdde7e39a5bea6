/**
 * The speed table that `npm run report:perf` prints: each page's medians
 * beside the floor's, against issue 43's targets (budgets.json `targets`).
 * Returns how many pages meet every target.
 */
import type { Budgets } from './budgets.ts';
import {
  CATEGORIES,
  CLS,
  median,
  scoresOf,
  FLOOR_ROUTE,
  TIMES,
  valuesOf,
  type MeasuredPage,
} from './lighthouse-ci.ts';

interface Row {
  readonly route: string;
  readonly form: boolean;
  readonly mainThread: number;
  readonly tbt: number;
  readonly fcp: number;
  readonly lcp: number;
  readonly cls: number;
  readonly scores: readonly number[];
}

function rowOf(page: MeasuredPage): Row {
  const at = (audit: string) => median(valuesOf(page, audit));
  return {
    route: page.route,
    form: page.hasForm,
    mainThread: at(TIMES.mainThread),
    tbt: at(TIMES.tbt),
    fcp: at(TIMES.fcp),
    lcp: at(TIMES.lcp),
    // The worst run: CLS must be 0 in every one.
    cls: Math.max(...valuesOf(page, CLS)),
    scores: CATEGORIES.map((category) => median(scoresOf(page, category))),
  };
}

const ms = (value: number) => `${Math.round(value)}`;
const signed = (value: number) => `${value >= 0 ? '+' : ''}${Math.round(value)}`;

export function printReport(
  measured: readonly MeasuredPage[],
  targets: Budgets['targets'],
  runs: number,
): number {
  const floor = measured.find((page) => page.route === FLOOR_ROUTE);
  if (!floor) throw new Error(`the floor (${FLOOR_ROUTE}) was not measured`);
  const pages = measured.filter((page) => page !== floor);
  const base = rowOf(floor);
  const width = Math.max(...[floor, ...pages].map((page) => page.route.length), 5);
  console.log(
    `\nLighthouse mobile (simulated throttling), medians of ${runs} runs per page, ` +
      `beside the floor measured in the same run (ms; CLS the worst run; scores perf/a11y/bp/seo)\n`,
  );
  console.log(
    [
      'page'.padEnd(width),
      'form',
      '  main',
      '×floor',
      '  TBT',
      '  +fl',
      '  FCP',
      '  +fl',
      '  LCP',
      '  +fl',
      '   CLS',
      'scores         ',
      'targets missed',
    ].join('  '),
  );
  const line = (row: Row, ratio: string, tbt: string, fcp: string, lcp: string, missed: string) =>
    [
      row.route.padEnd(width),
      (row.form ? 'yes' : '').padEnd(4),
      ms(row.mainThread).padStart(6),
      ratio.padStart(6),
      ms(row.tbt).padStart(5),
      tbt.padStart(5),
      ms(row.fcp).padStart(5),
      fcp.padStart(5),
      ms(row.lcp).padStart(5),
      lcp.padStart(5),
      row.cls.toFixed(3).padStart(6),
      row.scores
        .map((score) => String(score).padStart(3))
        .join(' ')
        .padEnd(15),
      missed,
    ].join('  ');
  console.log(line(base, '1.00', '', '', '', '(the floor)'));
  let met = 0;
  for (const page of pages) {
    if (page.runs.length === 0) {
      console.log(`${page.route.padEnd(width)}  not measured`);
      continue;
    }
    const row = rowOf(page);
    const ratio = row.mainThread / base.mainThread;
    const maxRatio = row.form ? targets.mainThreadRatioWithForm : targets.mainThreadRatio;
    const missed = [
      ratio <= maxRatio ? '' : `main ×${ratio.toFixed(2)} > ${maxRatio}`,
      row.tbt <= base.tbt + targets.tbtOverFloorMs ? '' : `TBT +${targets.tbtOverFloorMs}`,
      row.fcp <= base.fcp + targets.fcpOverFloorMs ? '' : `FCP +${targets.fcpOverFloorMs}`,
      row.lcp <= base.lcp + targets.lcpOverFloorMs ? '' : `LCP +${targets.lcpOverFloorMs}`,
      row.cls <= 0 ? '' : 'CLS',
      ...CATEGORIES.map((category, index) =>
        (row.scores[index] ?? 0) >= targets.minScore ? '' : category,
      ),
    ].filter(Boolean);
    if (missed.length === 0) met += 1;
    console.log(
      line(
        row,
        ratio.toFixed(2),
        signed(row.tbt - base.tbt),
        signed(row.fcp - base.fcp),
        signed(row.lcp - base.lcp),
        missed.join(', ') || 'none',
      ),
    );
  }
  console.log(`\n${met} of ${pages.length} pages meet every target. Reports: .lighthouseci/`);
  return met;
}
