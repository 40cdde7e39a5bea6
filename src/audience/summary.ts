import { offers } from '../content/offers.ts';
import type { AudienceRows } from '../store/open-audience-reader.ts';
import type { ConversionKind, Day } from '../store/types.ts';
import { fillDays } from '../shared/daily-counts.ts';

export interface DayAudience {
  readonly day: Day;
  readonly pageViews: number;
  readonly visits: number;
}

/** A page of the site over the period: what it was read, and what it led to. */
export interface PageAudience {
  readonly path: string;
  readonly title?: string;
  readonly views: number;
  /** Visits that began there. */
  readonly visits: number;
  /** Sign-ups and quote requests sent from a form on this page. */
  readonly signups: number;
  readonly inquiries: number;
}

export interface EntryConversions {
  /** The page the visits began on; '' for conversions whose visit was not seen (below). */
  readonly path: string;
  readonly title?: string;
  /** Visits that began there. */
  readonly visits: number;
  readonly signups: number;
  readonly inquiries: number;
  /** (sign-ups + quote requests) / visits; null without visits. */
  readonly rate: number | null;
}

/** A period's totals, as `previous` gives them for the period just before. */
export interface AudienceTotals {
  readonly pageViews: number;
  readonly visits: number;
  readonly signups: number;
  readonly inquiries: number;
}

/** What `npm run audience -- --json` prints; the text report shows the same. */
export interface AudienceReport extends AudienceTotals {
  readonly from: Day;
  readonly to: Day;
  readonly days: readonly DayAudience[];
  /** Most viewed first; a page with conversions and no view counted is listed too. */
  readonly pages: readonly PageAudience[];
  readonly referrers: readonly { host: string; views: number }[];
  readonly devices: { readonly phone: number; readonly desktop: number };
  readonly entries: readonly EntryConversions[];
  /** The period of the same length just before (the comparison the owner reads first). */
  readonly previous: AudienceTotals;
}

/** Offers read by their title rather than their slug. */
const offerTitles = new Map(
  offers.map((offer) => [`/Offer/${encodeURIComponent(offer.slug)}`, offer.title]),
);

const titled = (path: string) => {
  const title = offerTitles.get(path);
  return title === undefined ? {} : { title };
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The period of the same number of days ending the day before `from`. */
export function previousPeriod(from: Day, to: Day): { from: Day; to: Day } {
  const start = Date.parse(`${from}T00:00:00Z`);
  const length = Date.parse(`${to}T00:00:00Z`) - start + DAY_MS;
  const day = (time: number) => new Date(time).toISOString().slice(0, 10);
  return { from: day(start - length), to: day(start - DAY_MS) };
}

type Counts = { signups: number; inquiries: number };
const field: Record<ConversionKind, keyof Counts> = { signup: 'signups', inquiry: 'inquiries' };

function countBy(
  rows: AudienceRows['conversions'],
  key: 'fromPath' | 'entryPath',
): Map<string, Counts> {
  const byPath = new Map<string, Counts>();
  for (const row of rows) {
    const counts = byPath.get(row[key]) ?? { signups: 0, inquiries: 0 };
    counts[field[row.kind]] += row.count;
    byPath.set(row[key], counts);
  }
  return byPath;
}

/** A period's totals from its rows. */
export function totalsOf(rows: AudienceRows): AudienceTotals {
  const totals = { pageViews: 0, visits: 0, signups: 0, inquiries: 0 };
  for (const { views, visits } of rows.pages) {
    totals.pageViews += views;
    totals.visits += visits;
  }
  for (const { kind, count } of rows.conversions) totals[field[kind]] += count;
  return totals;
}

/** The report of the rows of days `from` to `to`, beside `previous`, the rows of the period before. */
export function summarize(
  rows: AudienceRows,
  from: Day,
  to: Day,
  previous: AudienceRows,
): AudienceReport {
  const perDay = new Map<Day, { pageViews: number; visits: number }>();
  const perPage = new Map<string, { views: number; visits: number }>();
  for (const { day, path, views, visits } of rows.pages) {
    const today = perDay.get(day) ?? { pageViews: 0, visits: 0 };
    today.pageViews += views;
    today.visits += visits;
    perDay.set(day, today);
    const page = perPage.get(path) ?? { views: 0, visits: 0 };
    page.views += views;
    page.visits += visits;
    perPage.set(path, page);
  }
  const days = fillDays([
    { day: from, count: 0 },
    { day: to, count: 0 },
  ]).map(({ day }) => ({ day, pageViews: 0, visits: 0, ...perDay.get(day) }));

  const byForm = countBy(rows.conversions, 'fromPath');
  const byEntry = countBy(rows.conversions, 'entryPath');
  const none = { views: 0, visits: 0, signups: 0, inquiries: 0 };
  // '' is a conversion whose page is not known: in the totals, not a page.
  const paths = new Set([...perPage.keys(), ...[...byForm.keys()].filter(Boolean)]);
  const pages = [...paths]
    .map((path) => ({ path, ...titled(path), ...none, ...perPage.get(path), ...byForm.get(path) }))
    .sort(
      (a, b) =>
        b.views - a.views ||
        b.signups + b.inquiries - (a.signups + a.inquiries) ||
        a.path.localeCompare(b.path),
    );
  const entryPaths = new Set([
    ...pages.filter((page) => page.visits > 0).map((page) => page.path),
    ...byEntry.keys(),
  ]);
  const entries = [...entryPaths]
    .map((path) => {
      const visits = perPage.get(path)?.visits ?? 0;
      const { signups, inquiries } = byEntry.get(path) ?? { signups: 0, inquiries: 0 };
      return {
        path,
        ...titled(path),
        visits,
        signups,
        inquiries,
        rate: visits > 0 && path !== '' ? (signups + inquiries) / visits : null,
      };
    })
    .sort((a, b) => b.visits - a.visits || a.path.localeCompare(b.path));

  return {
    from,
    to,
    ...totalsOf(rows),
    days,
    pages,
    referrers: rows.referrers,
    devices: {
      phone: rows.devices.find((row) => row.device === 'phone')?.views ?? 0,
      desktop: rows.devices.find((row) => row.device === 'desktop')?.views ?? 0,
    },
    entries,
    previous: totalsOf(previous),
  };
}

/** `+12 %`, `−3 %`, `=`, or `new` when there was nothing before. */
export function change(now: number, before: number): string {
  if (now === before) return '=';
  if (before === 0) return 'new';
  const ratio = Math.round((100 * (now - before)) / before);
  return ratio > 0 ? `+${ratio} %` : `−${-ratio} %`;
}
