import { offers } from '../../content/offers.ts';
import type { AudienceRows, Day } from '../../store/audience-store.ts';
import { fillDays } from '../chart.ts';

export interface DayAudience {
  readonly day: Day;
  readonly pageViews: number;
  readonly visits: number;
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

/** What `npm run audience -- --json` prints; the text report shows the same. */
export interface AudienceReport {
  readonly from: Day;
  readonly to: Day;
  readonly pageViews: number;
  readonly visits: number;
  readonly days: readonly DayAudience[];
  readonly pages: readonly { path: string; title?: string; views: number; visits: number }[];
  readonly referrers: readonly { host: string; views: number }[];
  readonly devices: { readonly phone: number; readonly desktop: number };
  readonly signups: number;
  readonly inquiries: number;
  /** Conversions by the page their form was sent from ('' when unknown). */
  readonly forms: readonly { path: string; signups: number; inquiries: number }[];
  readonly entries: readonly EntryConversions[];
}

/** Offers read by their title rather than their slug. */
const offerTitles = new Map(
  offers.map((offer) => [`/Offer/${encodeURIComponent(offer.slug)}`, offer.title]),
);

const titled = (path: string) => {
  const title = offerTitles.get(path);
  return title === undefined ? {} : { title };
};

/** The report of the rows of days `from` to `to`. */
export function summarize(rows: AudienceRows, from: Day, to: Day): AudienceReport {
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
  const views = fillDays([
    { day: from, count: 0 },
    { day: to, count: 0 },
  ]).map(({ day }) => ({ day, pageViews: 0, visits: 0, ...perDay.get(day) }));

  const conversions = { signup: 0, inquiry: 0 };
  const byForm = new Map<string, { signups: number; inquiries: number }>();
  const byEntry = new Map<string, { signups: number; inquiries: number }>();
  for (const { kind, fromPath, entryPath, count } of rows.conversions) {
    conversions[kind] += count;
    for (const [map, key] of [
      [byForm, fromPath],
      [byEntry, entryPath],
    ] as const) {
      const counts = map.get(key) ?? { signups: 0, inquiries: 0 };
      if (kind === 'signup') counts.signups += count;
      else counts.inquiries += count;
      map.set(key, counts);
    }
  }

  const pages = [...perPage]
    .map(([path, counts]) => ({ path, ...titled(path), ...counts }))
    .sort((a, b) => b.views - a.views || a.path.localeCompare(b.path));
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
    pageViews: views.reduce((sum, day) => sum + day.pageViews, 0),
    visits: views.reduce((sum, day) => sum + day.visits, 0),
    days: views,
    pages,
    referrers: rows.referrers,
    devices: {
      phone: rows.devices.find((row) => row.device === 'phone')?.views ?? 0,
      desktop: rows.devices.find((row) => row.device === 'desktop')?.views ?? 0,
    },
    signups: conversions.signup,
    inquiries: conversions.inquiry,
    forms: [...byForm]
      .map(([path, counts]) => ({ path, ...counts }))
      .sort((a, b) => b.signups + b.inquiries - (a.signups + a.inquiries)),
    entries,
  };
}
