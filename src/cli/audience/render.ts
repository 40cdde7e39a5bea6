import { sparkline } from '../chart.ts';
import { change, type AudienceReport, type AudienceTotals } from '../../audience/summary.ts';

const TOP = 10;
const percent = (part: number, whole: number) =>
  whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)} %`;
/** An offer's page by its title (cut to keep the table narrow), any other by its path. */
const named = ({ path, title }: { path: string; title?: string }) =>
  title === undefined
    ? path || '(unknown)'
    : `${title.length > 28 ? `${title.slice(0, 27)}…` : title} (${path})`;

/**
 * The report for the terminal, a screen at most: the totals beside the
 * period just before, the days as one line, then the top pages with what
 * they led to, the referring sites and the conversion by entry page, each
 * list only with what was counted.
 */
export function renderReport(report: AudienceReport, previous: AudienceReport): string[] {
  const { devices } = report;
  const deviceViews = devices.phone + devices.desktop;
  const totals: [string, keyof AudienceTotals][] = [
    ['Page views', 'pageViews'],
    ['Visits', 'visits'],
    ['Sign-ups', 'signups'],
    ['Quote requests', 'inquiries'],
  ];
  const previousViews = new Map(previous.pages.map((page) => [page.path, page.views]));
  const previousReferrers = new Map(previous.referrers.map((row) => [row.host, row.views]));
  const converting = report.entries.filter((entry) => entry.signups + entry.inquiries > 0);
  return [
    `Audience from ${report.from} to ${report.to} (${report.days.length} UTC days),` +
      ` against ${previous.from} to ${previous.to}`,
    '',
    ...table([
      ['', 'now', 'before', 'change'],
      ...totals.map(([label, key]) => [
        label,
        report[key],
        report.previous[key],
        change(report[key], report.previous[key]),
      ]),
    ]),
    `  Phones ${percent(devices.phone, deviceViews)}, desktops ${percent(devices.desktop, deviceViews)}`,
    '',
    ...dayLines(report),
    '',
    'Top pages',
    ...table([
      ['', 'views', 'before', 'visits', 'sign-ups', 'quotes'],
      ...report.pages
        .slice(0, TOP)
        .map((page) => [
          named(page),
          page.views,
          previousViews.get(page.path) ?? 0,
          page.visits,
          page.signups,
          page.inquiries,
        ]),
    ]),
    '',
    'Referring sites',
    ...table([
      ['', 'views', 'before'],
      ...report.referrers
        .slice(0, TOP)
        .map(({ host, views }) => [host, views, previousReferrers.get(host) ?? 0]),
    ]),
    '',
    'Conversion by entry page',
    ...table([
      ['', 'visits', 'sign-ups', 'quotes', 'rate'],
      ...converting
        .slice(0, TOP)
        .map((entry) => [
          named(entry),
          entry.visits,
          entry.signups,
          entry.inquiries,
          entry.rate === null ? '–' : percent(entry.rate, 1),
        ]),
    ]),
  ];
}

/** The views and visits of the period, one character a day (a week past three months). */
function dayLines(report: AudienceReport): string[] {
  const byWeek = report.days.length > 92;
  const group = (field: 'pageViews' | 'visits') => {
    const counts = report.days.map((day) => day[field]);
    if (!byWeek) return counts;
    const weeks: number[] = [];
    counts.forEach((count, index) => {
      const week = Math.floor(index / 7);
      weeks[week] = (weeks[week] ?? 0) + count;
    });
    return weeks;
  };
  const busiest = report.days.reduce(
    (best, day) => (day.pageViews > best.pageViews ? day : best),
    report.days[0] ?? { day: report.from, pageViews: 0 },
  );
  const unit = byWeek ? 'a week' : 'a day';
  return [
    `Views  ${sparkline(group('pageViews'))}  (one mark ${unit}; busiest day ${busiest.day}: ${busiest.pageViews})`,
    `Visits ${sparkline(group('visits'))}`,
  ];
}

/**
 * Rows as aligned columns, the first left-aligned, the numbers right-aligned;
 * the first row names the columns, and a list without rows says so.
 */
function table(rows: readonly (readonly (string | number)[])[]): string[] {
  if (rows.length === 1) return ['  (none)'];
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, index) => {
      widths[index] = Math.max(widths[index] ?? 0, String(cell).length);
    });
  }
  return rows.map(
    (row) =>
      '  ' +
      row
        .map((cell, index) =>
          index === 0
            ? String(cell).padEnd(widths[0] ?? 0)
            : String(cell).padStart(widths[index] ?? 0),
        )
        .join('  ')
        .trimEnd(),
  );
}
