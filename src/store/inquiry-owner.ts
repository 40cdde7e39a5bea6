import { sql } from 'kysely';
import { erase } from './erasures.ts';
import { answeredInTwoWorkingDays, type InquiryOwnerStore } from './inquiry-owner-store.ts';
import { inquiryOfRow } from './inquiry-rows.ts';
import { INQUIRY_STATUSES, type RejectionReason } from './inquiry-store.ts';
import { outboxState } from './owner-store.ts';
import { asCount, inTransaction, iso, utcDay, type Sql } from './sql.ts';

/** The owner's operations on the quote requests (see InquiryOwnerStore), written once for both engines. */
export function createInquiryOwner(database: Sql): InquiryOwnerStore {
  const { db } = database;
  const count = async (
    query: ReturnType<typeof db.selectFrom<'inquiries' | 'inquiry_outbox'>>,
  ): Promise<number> =>
    asCount((await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n);
  const inquiries = () => db.selectFrom('inquiries');

  return {
    list: async ({ status, since } = {}) =>
      (
        await inquiries()
          .selectAll()
          .$if(status !== undefined, (query) => query.where('status', '=', status ?? ''))
          .$if(since !== undefined, (query) =>
            query.where('created_at', '>=', iso(since ?? new Date(0))),
          )
          .orderBy('created_at', 'desc')
          .orderBy('id')
          .execute()
      ).map(inquiryOfRow),
    idsStartingWith: async (prefix) => {
      // A prefix of an id's own characters only: LIKE's wildcards never reach the query.
      if (!/^[\w-]+$/.test(prefix)) return [];
      const found = await inquiries()
        .select('id')
        .where(sql<string>`substr(id, 1, ${prefix.length})`, '=', prefix)
        .orderBy('id')
        .limit(2)
        .execute();
      return found.map((row) => row.id);
    },
    setStatus: async (id, status, now = new Date()) => {
      const at = iso(now);
      const updated = await db
        .updateTable('inquiries')
        .set({
          status,
          last_contact_at: at,
          answered_at: sql<string | null>`coalesce(answered_at, ${status === 'new' ? null : at})`,
        })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) > 0;
    },
    get: async (id) => {
      const row = await inquiries().selectAll().where('id', '=', id).executeTakeFirst();
      return row && inquiryOfRow(row);
    },
    delete: async (id) =>
      (await inTransaction(database, (trx) => erase(trx, 'inquiry', (eb) => eb('id', '=', id)))) >
      0,
    countExpired: (cutoff) => count(inquiries().where('last_contact_at', '<', iso(cutoff))),
    purgeExpired: (cutoff) =>
      inTransaction(database, (trx) =>
        erase(trx, 'inquiry', (eb) => eb('last_contact_at', '<', iso(cutoff))),
      ),
    stats: async () => {
      const day = utcDay(database.engine, 'created_at');
      const byStatus = await inquiries()
        .select((eb) => ['status', eb.fn.countAll().as('n')])
        .groupBy('status')
        .execute();
      const waiting = await count(db.selectFrom('inquiry_outbox'));
      return {
        total: await count(inquiries()),
        unverified: await count(inquiries().where(sql<boolean>`NOT verified`)),
        waitingMail: waiting,
        byStatus: Object.fromEntries(
          INQUIRY_STATUSES.map((status) => [
            status,
            asCount(byStatus.find((row) => row.status === status)?.n),
          ]),
        ) as Record<(typeof INQUIRY_STATUSES)[number], number>,
        answeredInTwoWorkingDays: answeredInTwoWorkingDays(
          await inquiries().select(['created_at', 'answered_at']).execute(),
        ),
        outbox: outboxState(
          waiting,
          await db
            .selectFrom('inquiry_outbox as o')
            .innerJoin('inquiries as i', 'i.id', 'o.inquiry_id')
            .select(['i.created_at as since', 'o.attempts', 'o.last_error'])
            .orderBy('i.created_at')
            .limit(1)
            .executeTakeFirst(),
        ),
        perDay: (
          await inquiries()
            .select((eb) => [day.as('day'), eb.fn.countAll().as('count')])
            .groupBy(day)
            .orderBy(day)
            .execute()
        ).map((row) => ({ day: row.day, count: asCount(row.count) })),
        perOffer: (
          await inquiries()
            .select((eb) => ['offer', eb.fn.countAll().as('count')])
            .groupBy('offer')
            .orderBy((eb) => eb.fn.countAll(), 'desc')
            .orderBy('offer')
            .execute()
        ).map((row) => ({ offer: row.offer, count: asCount(row.count) })),
        turnedAway: (
          await db
            .selectFrom('inquiry_rejections')
            .select((eb) => ['reason', eb.fn.sum('count').as('count')])
            .groupBy('reason')
            .orderBy('reason')
            .execute()
        ).map((row) => ({ reason: row.reason as RejectionReason, count: asCount(row.count) })),
      };
    },
    close: () => db.destroy(),
  };
}
