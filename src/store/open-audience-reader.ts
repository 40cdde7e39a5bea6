import { openSql } from './connect.ts';
import { asCount, countRows, inTransaction } from './sql.ts';
import { AUDIENCE_TABLES, type Day } from './types.ts';

/** The daily rows between two days (both included), for the owner's report. */
export type AudienceRows = Awaited<
  ReturnType<Awaited<ReturnType<typeof openAudienceReader>>['read']>
>;

/** The audience counts of `DATABASE_URL`, for `npm run audience`, migrations applied (both engines). */
export async function openAudienceReader(databaseUrl: string) {
  const database = await openSql(databaseUrl);
  const { db } = database;
  return {
    /** Rows of days `from` to `to`; referrers and devices summed over the period. */
    read: async (from: Day, to: Day) => ({
      pages: await db
        .selectFrom('audience_pages')
        .select(['day', 'path', 'views', 'visits'])
        .where((eb) => eb.between('day', from, to))
        .orderBy('day')
        .orderBy('path')
        .execute(),
      referrers: (
        await db
          .selectFrom('audience_referrers')
          .select((eb) => ['host', eb.fn.sum('views').as('views')])
          .where((eb) => eb.between('day', from, to))
          .groupBy('host')
          .having((eb) => eb.fn.sum('views'), '>', 0)
          .orderBy((eb) => eb.fn.sum('views'), 'desc')
          .orderBy('host')
          .execute()
      ).map((row) => ({ host: row.host, views: asCount(row.views) })),
      devices: (
        await db
          .selectFrom('audience_devices')
          .select((eb) => ['device', eb.fn.sum('views').as('views')])
          .where((eb) => eb.between('day', from, to))
          .groupBy('device')
          .orderBy('device')
          .execute()
      ).map((row) => ({ device: row.device, views: asCount(row.views) })),
      conversions: await db
        .selectFrom('audience_conversions')
        .select(['day', 'kind', 'from_path as fromPath', 'entry_path as entryPath', 'count'])
        .where((eb) => eb.between('day', from, to))
        .orderBy('day')
        .execute(),
    }),
    /** How many days' rows `purgeBefore` would delete. */
    countBefore: async (day: Day) => {
      let total = 0;
      for (const table of AUDIENCE_TABLES) {
        total += await countRows(db.selectFrom(table).where('day', '<', day));
      }
      return total;
    },
    /** Deletes every row of the days before `day`; returns how many rows went. */
    purgeBefore: (day: Day) =>
      inTransaction(database, async (trx) => {
        let total = 0;
        for (const table of AUDIENCE_TABLES) {
          const [gone] = await trx.deleteFrom(table).where('day', '<', day).execute();
          total += Number(gone?.numDeletedRows ?? 0);
        }
        return total;
      }),
    close: () => db.destroy(),
  };
}
