import type pg from 'pg';
import {
  AUDIENCE_TABLES,
  type AudienceBatch,
  type AudienceReader,
  type AudienceRows,
  type Day,
} from '../audience-store.ts';
import { orUnavailable, withClient } from './with-client.ts';

/**
 * Adds a batch of counts in one transaction: each table's rows go as arrays
 * in one statement (`unnest`), whatever the batch's size.
 */
export async function recordAudiencePostgres(pool: pg.Pool, batch: AudienceBatch): Promise<void> {
  await orUnavailable(() =>
    withClient(pool, async (client) => {
      const { pages, referrers, devices, conversions } = batch;
      if (pages.length > 0) {
        await client.query(
          `INSERT INTO audience_pages (day, path, views, visits)
             SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::int[])
             ON CONFLICT (day, path) DO UPDATE SET views = audience_pages.views + excluded.views,
               visits = audience_pages.visits + excluded.visits`,
          [
            pages.map((r) => r.day),
            pages.map((r) => r.path),
            pages.map((r) => r.views),
            pages.map((r) => r.visits),
          ],
        );
      }
      if (referrers.length > 0) {
        await client.query(
          `INSERT INTO audience_referrers (day, host, views)
             SELECT * FROM unnest($1::text[], $2::text[], $3::int[])
             ON CONFLICT (day, host) DO UPDATE SET views = audience_referrers.views + excluded.views`,
          [
            referrers.map((r) => r.day),
            referrers.map((r) => r.host),
            referrers.map((r) => r.views),
          ],
        );
      }
      if (devices.length > 0) {
        await client.query(
          `INSERT INTO audience_devices (day, device, views)
             SELECT * FROM unnest($1::text[], $2::text[], $3::int[])
             ON CONFLICT (day, device) DO UPDATE SET views = audience_devices.views + excluded.views`,
          [devices.map((r) => r.day), devices.map((r) => r.device), devices.map((r) => r.views)],
        );
      }
      if (conversions.length > 0) {
        await client.query(
          `INSERT INTO audience_conversions (day, kind, from_path, entry_path, count)
             SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[])
             ON CONFLICT (day, kind, from_path, entry_path)
             DO UPDATE SET count = audience_conversions.count + excluded.count`,
          [
            conversions.map((r) => r.day),
            conversions.map((r) => r.kind),
            conversions.map((r) => r.fromPath),
            conversions.map((r) => r.entryPath),
            conversions.map((r) => r.count),
          ],
        );
      }
      if (batch.purgeBefore !== undefined) {
        for (const table of AUDIENCE_TABLES) {
          await client.query(`DELETE FROM ${table} WHERE day < $1`, [batch.purgeBefore]);
        }
      }
    }),
  );
}

/** The owner's reading of the counts, on the command line's pool. */
export function createPostgresAudienceReader(pool: pg.Pool): AudienceReader {
  const range = async <Row extends pg.QueryResultRow>(sql: string, from: Day, to: Day) =>
    (await pool.query<Row>(sql, [from, to])).rows;
  return {
    async read(from, to): Promise<AudienceRows> {
      const [pages, referrers, devices, conversions] = await Promise.all([
        range<AudienceRows['pages'][number]>(
          'SELECT day, path, views, visits FROM audience_pages WHERE day BETWEEN $1 AND $2 ORDER BY day, path',
          from,
          to,
        ),
        range<AudienceRows['referrers'][number]>(
          `SELECT host, SUM(views)::int AS views FROM audience_referrers WHERE day BETWEEN $1 AND $2
           GROUP BY host HAVING SUM(views) > 0 ORDER BY views DESC, host`,
          from,
          to,
        ),
        range<AudienceRows['devices'][number]>(
          `SELECT device, SUM(views)::int AS views FROM audience_devices WHERE day BETWEEN $1 AND $2
           GROUP BY device ORDER BY device`,
          from,
          to,
        ),
        range<AudienceRows['conversions'][number]>(
          `SELECT day, kind, from_path AS "fromPath", entry_path AS "entryPath", count
           FROM audience_conversions WHERE day BETWEEN $1 AND $2 ORDER BY day`,
          from,
          to,
        ),
      ]);
      return { pages, referrers, devices, conversions };
    },
    async countBefore(day) {
      let total = 0;
      for (const table of AUDIENCE_TABLES) {
        const { rows } = await pool.query<{ n: number }>(
          `SELECT COUNT(*)::int AS n FROM ${table} WHERE day < $1`,
          [day],
        );
        total += rows[0]?.n ?? 0;
      }
      return total;
    },
    purgeBefore: (day) =>
      withClient(pool, async (client) => {
        let total = 0;
        for (const table of AUDIENCE_TABLES) {
          total += (await client.query(`DELETE FROM ${table} WHERE day < $1`, [day])).rowCount ?? 0;
        }
        return total;
      }),
    close: () => pool.end(),
  };
}
