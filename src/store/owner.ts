import type { ExpressionBuilder } from 'kysely';
import { openSql } from './connect.ts';
import { eraseSignups } from './erasures.ts';
import {
  asCount,
  countPerDay,
  countRows,
  inTransaction,
  iso,
  type Sql,
  type Tables,
} from './sql.ts';
import { newToken } from './tokens.ts';
import type { RetentionCutoffs } from './types.ts';

/** An outbox as the owner's `stats` show it: how many wait, since when (its record's time) and why the oldest. */
export async function outboxState(db: Sql['db'], outbox: 'confirmation_outbox' | 'inquiry_outbox') {
  const oldest = await (
    outbox === 'confirmation_outbox'
      ? db.selectFrom('confirmation_outbox as o').innerJoin('emails as r', 'r.id', 'o.email_id')
      : db.selectFrom('inquiry_outbox as o').innerJoin('inquiries as r', 'r.id', 'o.inquiry_id')
  )
    .select(['r.created_at as since', 'o.attempts', 'o.last_error'])
    .orderBy('r.created_at')
    .limit(1)
    .executeTakeFirst();
  return {
    waiting: await countRows(db.selectFrom(outbox)),
    ...(oldest && {
      oldest: {
        since: new Date(oldest.since),
        attempts: oldest.attempts,
        lastError: oldest.last_error,
      },
    }),
  };
}

/** The addresses past the retention period: signed up, announced, or never confirmed before the cutoffs. */
const expired =
  ({ signedUpBefore, announcedBefore, unconfirmedBefore }: RetentionCutoffs) =>
  (eb: ExpressionBuilder<Tables, 'emails'>) =>
    eb.or([
      eb('created_at', '<', iso(signedUpBefore)),
      eb(
        'id',
        'in',
        eb
          .selectFrom('announcement_deliveries')
          .select('email_id')
          .where('status', '=', 'sent')
          .where('updated_at', '<', iso(announcedBefore)),
      ),
      eb.and([eb('consent', '=', 'pending'), eb('created_at', '<', iso(unconfirmedBefore))]),
    ]);

/**
 * The owner's operations on the sign-ups, for the command line only
 * (`npm run signups`), on a connection of its own, migrations applied; the
 * HTTP server never gets one (it holds a VisitorStore, open-store.ts).
 * Erasing an address erases its delivery records by the foreign key's ON
 * DELETE CASCADE, and records its erasure (erasures.ts) in the same transaction.
 */
export async function openOwnerStore(databaseUrl: string) {
  return ownerStore(await openSql(databaseUrl));
}

export type OwnerStore = ReturnType<typeof ownerStore>;
export type Signup = Awaited<ReturnType<OwnerStore['list']>>[number];
export type Recipient = Awaited<ReturnType<OwnerStore['pendingRecipients']>>[number];
export type OutboxState = Awaited<ReturnType<typeof outboxState>>;

function ownerStore(database: Sql) {
  const { db } = database;

  /** Gives the address its unsubscribe token, if it has none yet, and returns it. */
  const tokenOf = async (trx: Sql['db'], emailId: string) =>
    (
      await trx
        .updateTable('emails')
        .set((eb) => ({
          unsubscribe_token: eb.fn.coalesce('unsubscribe_token', eb.val(newToken())),
        }))
        .where('id', '=', emailId)
        .returning('unsubscribe_token')
        .executeTakeFirst()
    )?.unsubscribe_token ?? undefined;

  return {
    count: () => countRows(db.selectFrom('emails')),
    countPerDay: () => countPerDay(database, 'emails'),
    list: async () =>
      (
        await db
          .selectFrom('emails')
          .select([
            'id',
            'email',
            'created_at',
            'consent',
            'consent_notice',
            'consent_page',
            'confirmed_at',
          ])
          .orderBy('created_at')
          .orderBy('id')
          .execute()
      ).map((row) => ({
        id: row.id,
        email: row.email,
        signedUpAt: new Date(row.created_at),
        consent: row.consent,
        consentNotice: row.consent_notice,
        consentPage: row.consent_page,
        confirmedAt: row.confirmed_at === null ? null : new Date(row.confirmed_at),
      })),
    countByConsent: async () => {
      const counts = { single: 0, pending: 0, confirmed: 0 };
      const rows = await db
        .selectFrom('emails')
        .select((eb) => ['consent', eb.fn.countAll().as('n')])
        .groupBy('consent')
        .execute();
      for (const row of rows) counts[row.consent] = asCount(row.n);
      return counts;
    },
    confirmationOutbox: () => outboxState(db, 'confirmation_outbox'),
    /** Erases one address and everything recorded about it; false when it was not registered. */
    deleteByKey: async (key: string) =>
      (await eraseSignups(database, (eb) => eb('email_key', '=', key))) > 0,
    countExpired: (cutoffs: RetentionCutoffs) =>
      countRows(db.selectFrom('emails').where(expired(cutoffs))),
    purgeExpired: (cutoffs: RetentionCutoffs) => eraseSignups(database, expired(cutoffs)),
    /**
     * Addresses that may be written to (confirmed, or single opt-in) with no
     * delivery recorded for this date, oldest first; never one awaiting confirmation.
     */
    pendingRecipients: (releaseDate: string) =>
      db
        .selectFrom('emails as e')
        .select(['e.id', 'e.email'])
        .where('e.consent', '<>', 'pending')
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('announcement_deliveries as d')
                .select('d.email_id')
                .whereRef('d.email_id', '=', 'e.id')
                .where('d.release_date', '=', releaseDate),
            ),
          ),
        )
        .orderBy('e.created_at')
        .orderBy('e.id')
        .execute(),
    /** Addresses left 'sending' by an interrupted run: the server may or may not have the message. */
    uncertainRecipients: (releaseDate: string) =>
      db
        .selectFrom('emails as e')
        .innerJoin('announcement_deliveries as d', 'd.email_id', 'e.id')
        .select(['e.id', 'e.email'])
        .where('d.release_date', '=', releaseDate)
        .where('d.status', '=', 'sending')
        .orderBy('e.created_at')
        .orderBy('e.id')
        .execute(),
    otherAnnouncements: async (releaseDate: string) =>
      (
        await db
          .selectFrom('announcement_deliveries')
          .select((eb) => ['release_date', eb.fn.countAll().as('count')])
          .where('release_date', '<>', releaseDate)
          .groupBy('release_date')
          .orderBy('release_date')
          .execute()
      ).map((row) => ({ releaseDate: row.release_date, count: asCount(row.count) })),
    /**
     * Records 'sending' for this address and date if the address still exists
     * and has no delivery for it, and returns its unsubscribe token (given in
     * the same transaction); undefined when gone or already claimed.
     */
    claim: (emailId: string, releaseDate: string): Promise<string | undefined> =>
      inTransaction(database, async (trx) => {
        const claimed = await trx
          .insertInto('announcement_deliveries')
          .columns(['email_id', 'release_date', 'status', 'updated_at'])
          .expression((eb) =>
            eb
              .selectFrom('emails')
              .select((inner) => [
                'id',
                inner.val(releaseDate).as('release_date'),
                inner.val('sending').as('status'),
                inner.val(iso(new Date())).as('updated_at'),
              ])
              .where('id', '=', emailId),
          )
          .onConflict((conflict) => conflict.doNothing())
          .returning('email_id')
          .executeTakeFirst();
        return claimed ? tokenOf(trx, emailId) : undefined;
      }),
    /** `--retry-uncertain`: takes over a claim left 'sending' and returns the token. */
    reclaim: (emailId: string, releaseDate: string): Promise<string | undefined> =>
      inTransaction(database, async (trx) => {
        const touched = await trx
          .updateTable('announcement_deliveries')
          .set({ updated_at: iso(new Date()) })
          .where('email_id', '=', emailId)
          .where('release_date', '=', releaseDate)
          .where('status', '=', 'sending')
          .returning('email_id')
          .executeTakeFirst();
        return touched ? tokenOf(trx, emailId) : undefined;
      }),
    markSent: async (emailId: string, releaseDate: string) => {
      await db
        .updateTable('announcement_deliveries')
        .set({ status: 'sent', updated_at: iso(new Date()) })
        .where('email_id', '=', emailId)
        .where('release_date', '=', releaseDate)
        .execute();
    },
    /** Forgets a claim whose message the server refused, so a later run tries again. */
    releaseClaim: async (emailId: string, releaseDate: string) => {
      await db
        .deleteFrom('announcement_deliveries')
        .where('email_id', '=', emailId)
        .where('release_date', '=', releaseDate)
        .where('status', '=', 'sending')
        .execute();
    },
    close: () => db.destroy(),
  };
}
