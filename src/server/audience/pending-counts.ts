import type { AudienceBatch, ConversionKind, Day, Device } from '../../store/types.ts';

const SEP = '\n';

/**
 * Counts by day, then by what was counted. Nested rather than one key
 * joined per view: the day and the page's address are the same strings
 * from one view to the next, whose hashes V8 keeps, where a joined key is a
 * new string to hash on every page answered.
 */
type ByDay<Value> = Map<Day, Map<string, Value>>;

function entryOf<Value>(byDay: ByDay<Value>, day: Day): Map<string, Value> {
  let entries = byDay.get(day);
  if (entries === undefined) {
    entries = new Map();
    byDay.set(day, entries);
  }
  return entries;
}

function add(byDay: ByDay<number>, day: Day, key: string, count: number): void {
  const entries = entryOf(byDay, day);
  entries.set(key, (entries.get(key) ?? 0) + count);
}

function rows<Value, Row>(byDay: ByDay<Value>, row: (day: Day, key: string, value: Value) => Row) {
  return [...byDay].flatMap(([day, entries]) =>
    [...entries].map(([key, value]) => row(day, key, value)),
  );
}

/** Counts kept in memory between two flushes, by day and what was counted. */
export class PendingCounts {
  private readonly pages: ByDay<{ views: number; visits: number }> = new Map();
  private readonly referrers: ByDay<number> = new Map();
  private readonly devices: ByDay<number> = new Map();
  private readonly conversions: ByDay<number> = new Map();

  get empty(): boolean {
    return (
      this.pages.size === 0 &&
      this.referrers.size === 0 &&
      this.devices.size === 0 &&
      this.conversions.size === 0
    );
  }

  view(day: Day, path: string, newVisit: boolean, device: Device): void {
    const pages = entryOf(this.pages, day);
    const page = pages.get(path);
    if (page) {
      page.views += 1;
      if (newVisit) page.visits += 1;
    } else {
      pages.set(path, { views: 1, visits: newVisit ? 1 : 0 });
    }
    add(this.devices, day, device, 1);
  }

  /** `count` may be negative: views moved from « (autres) » to a host named since. */
  referrer(day: Day, host: string, count = 1): void {
    add(this.referrers, day, host, count);
  }

  conversion(day: Day, kind: ConversionKind, fromPath: string, entryPath: string, count = 1): void {
    add(this.conversions, day, [kind, fromPath, entryPath].join(SEP), count);
  }

  /** Everything counted, as one batch for the store. */
  toBatch(purgeBefore?: Day): AudienceBatch {
    return {
      pages: rows(this.pages, (day, path, { views, visits }) => ({ day, path, views, visits })),
      referrers: rows(this.referrers, (day, host, views) => ({ day, host, views })),
      devices: rows(this.devices, (day, device, views) => ({
        day,
        device: device === 'phone' ? 'phone' : 'desktop',
        views,
      })),
      conversions: rows(this.conversions, (day, key, count) => {
        const [kind = '', fromPath = '', entryPath = ''] = key.split(SEP);
        return { day, kind: kind === 'inquiry' ? 'inquiry' : 'signup', fromPath, entryPath, count };
      }),
      ...(purgeBefore === undefined ? {} : { purgeBefore }),
    };
  }

  /** Puts back a batch the store could not take, to go with the next flush. */
  restore(batch: AudienceBatch): void {
    for (const { day, path, views, visits } of batch.pages) {
      const pages = entryOf(this.pages, day);
      const page = pages.get(path) ?? { views: 0, visits: 0 };
      page.views += views;
      page.visits += visits;
      pages.set(path, page);
    }
    for (const { day, host, views } of batch.referrers) add(this.referrers, day, host, views);
    for (const { day, device, views } of batch.devices) add(this.devices, day, device, views);
    for (const { day, kind, fromPath, entryPath, count } of batch.conversions) {
      this.conversion(day, kind, fromPath, entryPath, count);
    }
  }
}
