import { renderChart } from '../chart.ts';
import type { AudienceReport } from './report.ts';

const TOP = 10;
const percent = (part: number, whole: number) =>
  whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)} %`;
const unknown = (path: string) => path || '(unknown)';
const named = ({ path, title }: { path: string; title?: string }) =>
  title === undefined ? unknown(path) : `${title} (${path})`;

/** The report for the terminal: totals, a chart per day, the top lists. */
export function renderReport(report: AudienceReport): string[] {
  const { devices } = report;
  const deviceViews = devices.phone + devices.desktop;
  const lines = [
    `Audience from ${report.from} to ${report.to} (UTC days)`,
    `Page views: ${report.pageViews}   Visits: ${report.visits}`,
    `Sign-ups: ${report.signups}   Quote requests: ${report.inquiries}`,
    `Phones: ${percent(devices.phone, deviceViews)}   Desktops: ${percent(devices.desktop, deviceViews)}`,
    '',
    `Page views per ${unit(report)}:`,
    ...renderChart(periods(report, 'pageViews')),
    '',
    `Visits per ${unit(report)}:`,
    ...renderChart(periods(report, 'visits')),
    '',
    `Top pages (views, visits begun there):`,
    ...table(report.pages.slice(0, TOP).map((page) => [named(page), page.views, page.visits])),
    '',
    'Top referring sites (views):',
    ...table(report.referrers.slice(0, TOP).map(({ host, views }) => [host, views])),
    '',
    'Forms sent from (sign-ups, quote requests):',
    ...table(report.forms.map((form) => [unknown(form.path), form.signups, form.inquiries])),
    '',
    'Conversion by entry page (visits, sign-ups, quote requests, rate):',
    ...table(
      report.entries
        .slice(0, TOP)
        .map((entry) => [
          named(entry),
          entry.visits,
          entry.signups,
          entry.inquiries,
          entry.rate === null ? '–' : percent(entry.rate, 1),
        ]),
    ),
  ];
  return lines;
}

/** Past two months a line a day is too long to read: a line a month. */
const unit = (report: AudienceReport) => (report.days.length > 62 ? 'month' : 'day');

function periods(report: AudienceReport, field: 'pageViews' | 'visits') {
  const length = unit(report) === 'day' ? 10 : 7;
  const sums = new Map<string, number>();
  for (const day of report.days) {
    const key = day.day.slice(0, length);
    sums.set(key, (sums.get(key) ?? 0) + day[field]);
  }
  return [...sums].map(([day, count]) => ({ day, count }));
}

/** Rows as aligned columns: the first left-aligned, the numbers right-aligned. */
function table(rows: readonly (readonly (string | number)[])[]): string[] {
  if (rows.length === 0) return ['  (none)'];
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
