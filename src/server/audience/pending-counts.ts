import type { AudienceBatch, ConversionKind, Day, Device } from '../../store/audience-store.ts';

const SEP = '\n';

/** Counts kept in memory between two flushes, by day and what was counted. */
export class PendingCounts {
  private pages = new Map<string, { views: number; visits: number }>();
  private referrers = new Map<string, number>();
  private devices = new Map<string, number>();
  private conversions = new Map<string, number>();

  get empty(): boolean {
    return (
      this.pages.size === 0 &&
      this.referrers.size === 0 &&
      this.devices.size === 0 &&
      this.conversions.size === 0
    );
  }

  view(day: Day, path: string, newVisit: boolean, device: Device): void {
    const key = day + SEP + path;
    const page = this.pages.get(key);
    if (page) {
      page.views += 1;
      if (newVisit) page.visits += 1;
    } else {
      this.pages.set(key, { views: 1, visits: newVisit ? 1 : 0 });
    }
    add(this.devices, day + SEP + device, 1);
  }

  referrer(day: Day, host: string): void {
    add(this.referrers, day + SEP + host, 1);
  }

  conversion(day: Day, kind: ConversionKind, fromPath: string, entryPath: string, count = 1): void {
    add(this.conversions, [day, kind, fromPath, entryPath].join(SEP), count);
  }

  /** Everything counted, as one batch for the store. */
  toBatch(purgeBefore?: Day): AudienceBatch {
    return {
      pages: [...this.pages].map(([key, { views, visits }]) => {
        const [day = '', path = ''] = key.split(SEP);
        return { day, path, views, visits };
      }),
      referrers: [...this.referrers].map(([key, views]) => {
        const [day = '', host = ''] = key.split(SEP);
        return { day, host, views };
      }),
      devices: [...this.devices].map(([key, views]) => {
        const [day = '', device = ''] = key.split(SEP);
        return { day, device: device === 'phone' ? 'phone' : 'desktop', views };
      }),
      conversions: [...this.conversions].map(([key, count]) => {
        const [day = '', kind = '', fromPath = '', entryPath = ''] = key.split(SEP);
        return { day, kind: kind === 'inquiry' ? 'inquiry' : 'signup', fromPath, entryPath, count };
      }),
      ...(purgeBefore === undefined ? {} : { purgeBefore }),
    };
  }

  /** Puts back a batch the store could not take, to go with the next flush. */
  restore(batch: AudienceBatch): void {
    for (const { day, path, views, visits } of batch.pages) {
      const page = this.pages.get(day + SEP + path) ?? { views: 0, visits: 0 };
      page.views += views;
      page.visits += visits;
      this.pages.set(day + SEP + path, page);
    }
    for (const { day, host, views } of batch.referrers)
      add(this.referrers, day + SEP + host, views);
    for (const { day, device, views } of batch.devices)
      add(this.devices, day + SEP + device, views);
    for (const { day, kind, fromPath, entryPath, count } of batch.conversions) {
      this.conversion(day, kind, fromPath, entryPath, count);
    }
  }
}

function add(map: Map<string, number>, key: string, count: number): void {
  map.set(key, (map.get(key) ?? 0) + count);
}
