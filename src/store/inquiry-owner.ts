import { sql } from 'kysely';
import { openSql } from './connect.ts';
import { eraseInquiries } from './erasures.ts';
import { outboxState } from './owner.ts';
import { asCount, countPerDay, countRows, iso, type Sql } from './sql.ts';
import { INQUIRY_STATUSES, type InquiryStatus, type RejectionReason } from './types.ts';
import { inquiryOfRow } from './writes.ts';

/**
 * Working days (Monday to Friday, UTC) from `from` to `to`: a request of
 * Friday evening answered on Tuesday took two. Public holidays are not known.
 */
function workingDaysBetween(from: Date, to: Date): number {
  let days = 0;
  const day = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  const end = Date.UTC(to.getUTCFullYear(), to.getUTCMonth(), to.getUTCDate());
  while (day.getTime() < end) {
    day.setUTCDate(day.getUTCDate() + 1);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) days += 1;
  }
  return days;
}

/**
 * The owner's operations on the quote requests, for the command line only
 * (`npm run inquiries`), on a connection of its own, migrations applied. The
 * HTTP server never gets one: it can store a request, not read one back.
 */
export async function openInquiryOwnerStore(databaseUrl: string) {
  return inquiryOwnerStore(await openSql(databaseUrl));
}

export type InquiryOwnerStore = ReturnType<typeof inquiryOwnerStore>;

function inquiryOwnerStore(database: Sql) {
  const { db } = database;
  const inquiries = () => db.selectFrom('inquiries');

  return {
    /** The requests, newest first; only those of `status`, or received since `since`, when given. */
    list: async ({ status, since }: { status?: InquiryStatus; since?: Date } = {}) =>
      (
        await inquiries()
          .selectAll()
          .$if(status !== undefined, (query) => query.where('status', '=', status ?? 'new'))
          .$if(since !== undefined, (query) =>
            query.where('created_at', '>=', iso(since ?? new Date(0))),
          )
          .orderBy('created_at', 'desc')
          .orderBy('id')
          .execute()
      ).map(inquiryOfRow),
    /** The ids that begin with `prefix` (at most two: one is an answer, two an ambiguity). */
    idsStartingWith: async (prefix: string) => {
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
    /** Where a lead stands, contacted now (retention counts from the last contact); the first answer's time kept. */
    setStatus: async (id: string, status: InquiryStatus, now = new Date()) => {
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
    get: async (id: string) => {
      const row = await inquiries().selectAll().where('id', '=', id).executeTakeFirst();
      return row && inquiryOfRow(row);
    },
    delete: async (id: string) => (await eraseInquiries(database, (eb) => eb('id', '=', id))) > 0,
    countExpired: (cutoff: Date) =>
      countRows(inquiries().where('last_contact_at', '<', iso(cutoff))),
    purgeExpired: (cutoff: Date) =>
      eraseInquiries(database, (eb) => eb('last_contact_at', '<', iso(cutoff))),
    stats: async () => {
      const byStatus = await inquiries()
        .select((eb) => ['status', eb.fn.countAll().as('n')])
        .groupBy('status')
        .execute();
      const outbox = await outboxState(db, 'inquiry_outbox');
      return {
        total: await countRows(inquiries()),
        unverified: await countRows(inquiries().where(sql<boolean>`NOT verified`)),
        waitingMail: outbox.waiting,
        byStatus: Object.fromEntries(
          INQUIRY_STATUSES.map((status) => [
            status,
            asCount(byStatus.find((row) => row.status === status)?.n),
          ]),
        ) as Record<InquiryStatus, number>,
        // Answered within two working days of their arrival.
        answeredInTwoWorkingDays: (
          await inquiries().select(['created_at', 'answered_at']).execute()
        ).filter(
          (row) =>
            row.answered_at !== null &&
            workingDaysBetween(new Date(row.created_at), new Date(row.answered_at)) <= 2,
        ).length,
        outbox,
        perDay: await countPerDay(database, 'inquiries'),
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
