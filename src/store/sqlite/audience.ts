import type { SqliteDatabase } from './database.ts';
import {
  AUDIENCE_TABLES,
  type AudienceBatch,
  type AudienceReader,
  type AudienceRows,
  type Day,
} from '../audience-store.ts';

/**
 * The audience batch's statements on the SQLite writer thread's connection
 * (sqlite/writer.ts): one transaction per batch, so one fsync per flush.
 */
export function prepareAudienceWrites(db: SqliteDatabase): (batch: AudienceBatch) => void {
  const page = db.prepare(
    `INSERT INTO audience_pages (day, path, views, visits) VALUES (?, ?, ?, ?)
     ON CONFLICT (day, path) DO UPDATE SET views = views + excluded.views, visits = visits + excluded.visits`,
  );
  const referrer = db.prepare(
    `INSERT INTO audience_referrers (day, host, views) VALUES (?, ?, ?)
     ON CONFLICT (day, host) DO UPDATE SET views = views + excluded.views`,
  );
  const device = db.prepare(
    `INSERT INTO audience_devices (day, device, views) VALUES (?, ?, ?)
     ON CONFLICT (day, device) DO UPDATE SET views = views + excluded.views`,
  );
  const conversion = db.prepare(
    `INSERT INTO audience_conversions (day, kind, from_path, entry_path, count) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (day, kind, from_path, entry_path) DO UPDATE SET count = count + excluded.count`,
  );
  const purges = AUDIENCE_TABLES.map((table) => db.prepare(`DELETE FROM ${table} WHERE day < ?`));
  return db.transaction((batch: AudienceBatch) => {
    for (const row of batch.pages) page.run(row.day, row.path, row.views, row.visits);
    for (const row of batch.referrers) referrer.run(row.day, row.host, row.views);
    for (const row of batch.devices) device.run(row.day, row.device, row.views);
    for (const row of batch.conversions) {
      conversion.run(row.day, row.kind, row.fromPath, row.entryPath, row.count);
    }
    if (batch.purgeBefore !== undefined) {
      for (const purge of purges) purge.run(batch.purgeBefore);
    }
  });
}

/** The owner's reading of the counts, on the command line's connection. */
export function createSqliteAudienceReader(db: SqliteDatabase): AudienceReader {
  const pages = db.prepare<[Day, Day], AudienceRows['pages'][number]>(
    'SELECT day, path, views, visits FROM audience_pages WHERE day BETWEEN ? AND ? ORDER BY day, path',
  );
  const referrers = db.prepare<[Day, Day], AudienceRows['referrers'][number]>(
    `SELECT host, SUM(views) AS views FROM audience_referrers WHERE day BETWEEN ? AND ?
     GROUP BY host HAVING SUM(views) > 0 ORDER BY views DESC, host`,
  );
  const devices = db.prepare<[Day, Day], AudienceRows['devices'][number]>(
    `SELECT device, SUM(views) AS views FROM audience_devices WHERE day BETWEEN ? AND ?
     GROUP BY device ORDER BY device`,
  );
  const conversions = db.prepare<[Day, Day], AudienceRows['conversions'][number]>(
    `SELECT day, kind, from_path AS fromPath, entry_path AS entryPath, count
     FROM audience_conversions WHERE day BETWEEN ? AND ? ORDER BY day`,
  );
  const counts = AUDIENCE_TABLES.map((table) =>
    db.prepare<[Day], { n: number }>(`SELECT COUNT(*) AS n FROM ${table} WHERE day < ?`),
  );
  const purges = AUDIENCE_TABLES.map((table) => db.prepare(`DELETE FROM ${table} WHERE day < ?`));
  return {
    read: (from, to) =>
      Promise.resolve({
        pages: pages.all(from, to),
        referrers: referrers.all(from, to),
        devices: devices.all(from, to),
        conversions: conversions.all(from, to),
      }),
    countBefore: (day) =>
      Promise.resolve(counts.reduce((sum, count) => sum + (count.get(day)?.n ?? 0), 0)),
    purgeBefore: (day) =>
      Promise.resolve(
        db.transaction(() => purges.reduce((sum, purge) => sum + purge.run(day).changes, 0))(),
      ),
    close() {
      db.close();
      return Promise.resolve();
    },
  };
}
