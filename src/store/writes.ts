import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import { eraseSignups } from './erasures.ts';
import { newRecordId } from './record-id.ts';
import {
  chunks,
  inTransaction,
  iso,
  msBefore,
  type Db,
  type Engine,
  type Sql,
  type Tables,
} from './sql.ts';
import { isWellFormedToken, newToken } from './tokens.ts';
import {
  AUDIENCE_TABLES,
  CONFIRMATION_PERIOD_MS,
  CONFIRMATION_RESEND_AFTER_MS,
  INQUIRY_DEDUPE_MS,
  type AddResult,
  type AudienceBatch,
  type NewInquiry,
  type NewSignup,
  type RejectionReason,
} from './types.ts';

/** A stored request, as the owner's e-mail and the command line read it. */
export type Inquiry = ReturnType<typeof inquiryOfRow>;

/** An `inquiries` row as either engine returns it (SQLite: text times, 0/1). */
export function inquiryOfRow(row: Selectable<Tables['inquiries']>) {
  return {
    id: row.id,
    createdAt: new Date(row.created_at),
    lastContactAt: new Date(row.last_contact_at),
    name: row.name,
    email: row.email,
    company: row.company,
    phone: row.phone,
    offer: row.offer,
    budget: row.budget,
    message: row.message,
    verified: Boolean(row.verified),
    page: row.page,
    status: row.status,
    answeredAt: row.answered_at === null ? null : new Date(row.answered_at),
  };
}

type AudienceTable = (typeof AUDIENCE_TABLES)[number];

/** Adds a batch's counts to an audience table's rows: a new row per key, or the counts added to its row. */
async function addCounts<T extends AudienceTable>(
  trx: Transaction<Tables>,
  table: T,
  rows: readonly Insertable<Tables[T]>[],
  key: readonly (keyof Tables[T] & string)[],
  counts: readonly (keyof Tables[T] & string)[],
): Promise<void> {
  const added = Object.fromEntries(
    counts.map((column) => [
      column,
      sql`${sql.ref(`${table}.${column}`)} + ${sql.ref(`excluded.${column}`)}`,
    ]),
  );
  // Kysely cannot follow a table chosen by a type parameter: the rows are typed by T above.
  const untyped = trx as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const name: string = table;
  for (const part of chunks(rows)) {
    await untyped
      .insertInto(name)
      .values(part)
      .onConflict((conflict) => conflict.columns(key).doUpdateSet(added))
      .execute();
  }
}

/**
 * Every write of the HTTP server, written once for both engines, each in
 * one transaction: the commit returns once the log is on disk (SQLite
 * synchronous=FULL; PostgreSQL synchronous_commit), so the answer that
 * follows survives a crash. SQLite runs them on its writer thread
 * (sqlite/writer.ts), PostgreSQL on the server's pool (open-store.ts).
 */
export function serverWrites(database: Sql) {
  const { db, engine } = database;
  const transaction = <T>(work: (trx: Transaction<Tables>) => Promise<T>) =>
    inTransaction(database, work);

  return {
    /**
     * A batch of sign-ups (group commit): a row per new key (the first of a
     * batch wins), a confirmation e-mail queued for each new double opt-in
     * and for a pending address asked again after 24 h. A batch of repeats
     * still writes and waits for its commit, so a repeat is not answered
     * sooner than a new address.
     */
    add: (signups: readonly NewSignup[], now = new Date()): Promise<AddResult[]> =>
      transaction(async (trx) => {
        const at = iso(now);
        const rows = signups.map((signup) => ({
          signup,
          id: signup.id ?? newRecordId(),
          double: signup.consent?.mode === 'double',
        }));
        const created = new Set<string>();
        for (const part of chunks(rows)) {
          const inserted = await trx
            .insertInto('emails')
            .values(
              part.map(({ signup, id, double }) => ({
                id,
                email: signup.email,
                email_key: signup.key,
                created_at: at,
                consent: double ? ('pending' as const) : ('single' as const),
                consent_notice: signup.consent?.notice ?? null,
                consent_page: signup.consent?.page ?? null,
                confirmation_token: double ? newToken() : null,
                confirmation_requested_at: double ? at : null,
              })),
            )
            .onConflict((conflict) => conflict.column('email_key').doNothing())
            .returning('id')
            .execute();
          for (const row of inserted) created.add(row.id);
        }
        const askedAgain = rows
          .filter((row) => row.double && !created.has(row.id))
          .map((row) => row.signup.key);
        const requeued =
          askedAgain.length === 0
            ? []
            : await trx
                .updateTable('emails')
                .set({ confirmation_requested_at: at })
                .where('email_key', 'in', askedAgain)
                .where('consent', '=', 'pending')
                .where(
                  'confirmation_requested_at',
                  '<',
                  msBefore(now, CONFIRMATION_RESEND_AFTER_MS),
                )
                .returning('id')
                .execute();
        const queued = [
          ...rows.filter((row) => row.double && created.has(row.id)).map((row) => row.id),
          ...requeued.map((row) => row.id),
        ];
        for (const part of chunks(queued)) {
          await trx
            .insertInto('confirmation_outbox')
            .values(part.map((id) => ({ email_id: id, next_attempt_at: at })))
            .onConflict((conflict) => conflict.doNothing())
            .execute();
        }
        // A batch that wrote nothing else writes one row, so that its commit
        // is flushed like any other (a read-only transaction's is not).
        if (created.size === 0 && queued.length === 0) {
          await trx
            .updateTable('commit_ticks')
            .set((eb) => ({ n: eb('n', '+', 1) }))
            .where('id', '=', 1)
            .execute();
        }
        return rows.map(({ id }) => (created.has(id) ? { created: true, id } : { created: false }));
      }),

    confirm: async (token: string, now = new Date()): Promise<'confirmed' | 'unknown'> => {
      if (!isWellFormedToken(token)) return 'unknown';
      return transaction(async (trx) => {
        const confirmed = await trx
          .updateTable('emails')
          .set({ consent: 'confirmed', confirmed_at: iso(now) })
          .where('confirmation_token', '=', token)
          .where('consent', '=', 'pending')
          .where('created_at', '>=', msBefore(now, CONFIRMATION_PERIOD_MS))
          .returning('id')
          .executeTakeFirst();
        if (confirmed) {
          await trx
            .deleteFrom('confirmation_outbox')
            .where('email_id', '=', confirmed.id)
            .execute();
          return 'confirmed';
        }
        const row = await trx
          .selectFrom('emails')
          .select('consent')
          .where('confirmation_token', '=', token)
          .executeTakeFirst();
        return row?.consent === 'confirmed' ? 'confirmed' : 'unknown';
      });
    },

    /**
     * The next confirmation e-mails to send, pushed one lease ahead; a row
     * whose address is no longer pending is dropped rather than sent. On
     * PostgreSQL the due rows are locked SKIP LOCKED: two servers claiming
     * at once take different rows.
     */
    claimConfirmations: (limit: number, leaseMs: number, now = new Date()) =>
      transaction(async (trx) => {
        const picked = await dueRows(trx, engine, 'confirmation_outbox', now, limit).execute();
        if (picked.length === 0) return [];
        const addresses = await trx
          .selectFrom('emails')
          .select(['id', 'email', 'confirmation_token'])
          .where('consent', '=', 'pending')
          .where('id', 'in', ids(picked))
          .execute();
        const pending = new Map(addresses.map((row) => [row.id, row]));
        const claimed = picked.filter((row) => pending.has(row.id));
        await forget(trx, 'confirmation_outbox', ids(picked.filter((row) => !pending.has(row.id))));
        await lease(trx, 'confirmation_outbox', claimed, leaseMs, now);
        return claimed.map((row) => {
          const address = pending.get(row.id);
          return {
            emailId: row.id,
            email: address?.email ?? '',
            token: address?.confirmation_token ?? '',
            attempt: row.attempts + 1,
          };
        });
      }),

    confirmationSent: (emailId: string) => forget(db, 'confirmation_outbox', [emailId]),

    /** Tried again at `retryAt`, or never (undefined) once the attempts are spent. */
    confirmationFailed: (emailId: string, retryAt: Date | undefined, error: string) =>
      retryAt
        ? retry(db, 'confirmation_outbox', emailId, retryAt, error)
        : forget(db, 'confirmation_outbox', [emailId]),

    /** Erases the addresses never confirmed since `cutoff`, with their ledger entries. */
    expireUnconfirmed: (cutoff: Date) =>
      eraseSignups(database, (eb) =>
        eb.and([eb('consent', '=', 'pending'), eb('created_at', '<', iso(cutoff))]),
      ),

    unsubscribe: async (token: string): Promise<boolean> => {
      if (!isWellFormedToken(token)) return false;
      return (await eraseSignups(database, (eb) => eb('unsubscribe_token', '=', token))) > 0;
    },

    /** A batch of audience counts, added to the day's rows; one transaction, one commit per flush. */
    recordAudience: (batch: AudienceBatch) =>
      transaction(async (trx) => {
        await addCounts(trx, 'audience_pages', batch.pages, ['day', 'path'], ['views', 'visits']);
        await addCounts(trx, 'audience_referrers', batch.referrers, ['day', 'host'], ['views']);
        await addCounts(trx, 'audience_devices', batch.devices, ['day', 'device'], ['views']);
        await addCounts(
          trx,
          'audience_conversions',
          batch.conversions.map(({ day, kind, fromPath, entryPath, count }) => ({
            day,
            kind,
            from_path: fromPath,
            entry_path: entryPath,
            count,
          })),
          ['day', 'kind', 'from_path', 'entry_path'],
          ['count'],
        );
        const purgeBefore = batch.purgeBefore;
        if (purgeBefore !== undefined) {
          for (const table of AUDIENCE_TABLES) {
            await trx.deleteFrom(table).where('day', '<', purgeBefore).execute();
          }
        }
      }),

    /**
     * A quote request and its owner's e-mail, unless the same message from
     * the same address arrived within the hour. On PostgreSQL a lock on the
     * dedupe key, taken first in the transaction, keeps two servers (or two
     * requests) from both inserting; SQLite's writer is one already.
     */
    addInquiry: (inquiry: NewInquiry, now = new Date()) =>
      transaction(async (trx): Promise<{ created: boolean }> => {
        if (engine === 'postgres') {
          await sql`SELECT pg_advisory_xact_lock(hashtextextended(${inquiry.dedupeKey}, 0))`.execute(
            trx,
          );
        }
        const repeated = await trx
          .selectFrom('inquiries')
          .select('id')
          .where('dedupe_key', '=', inquiry.dedupeKey)
          .where('created_at', '>=', msBefore(now, INQUIRY_DEDUPE_MS))
          .limit(1)
          .executeTakeFirst();
        if (repeated) return { created: false };
        const at = iso(now);
        await trx
          .insertInto('inquiries')
          .values({
            id: inquiry.id,
            created_at: at,
            last_contact_at: at,
            name: inquiry.name,
            email: inquiry.email,
            email_key: inquiry.emailKey,
            company: inquiry.company,
            phone: inquiry.phone,
            offer: inquiry.offer,
            budget: inquiry.budget,
            message: inquiry.message,
            verified: inquiry.verified ? 1 : 0,
            page: inquiry.page,
            dedupe_key: inquiry.dedupeKey,
          })
          .execute();
        await trx
          .insertInto('inquiry_outbox')
          .values({ inquiry_id: inquiry.id, next_attempt_at: at })
          .execute();
        return { created: true };
      }),

    countRejection: async (reason: RejectionReason, now = new Date()): Promise<void> => {
      await db
        .insertInto('inquiry_rejections')
        .values({ day: iso(now).slice(0, 10), reason, count: 1 })
        .onConflict((conflict) =>
          conflict.columns(['day', 'reason']).doUpdateSet((eb) => ({
            count: eb('inquiry_rejections.count', '+', 1),
          })),
        )
        .execute();
    },

    /** Like the confirmations' claim: the due rows (locked on PostgreSQL), leased, then read. */
    claimInquiryMails: (limit: number, leaseMs: number, now = new Date()) =>
      transaction(async (trx) => {
        const picked = await dueRows(trx, engine, 'inquiry_outbox', now, limit).execute();
        if (picked.length === 0) return [];
        await lease(trx, 'inquiry_outbox', picked, leaseMs, now);
        const rows = await trx
          .selectFrom('inquiries')
          .selectAll()
          .where('id', 'in', ids(picked))
          .execute();
        const byId = new Map(rows.map((row) => [row.id, row]));
        return picked.flatMap((row) => {
          const found = byId.get(row.id);
          return found ? [{ inquiry: inquiryOfRow(found), attempt: row.attempts + 1 }] : [];
        });
      }),

    inquiryMailSent: (inquiryId: string) => forget(db, 'inquiry_outbox', [inquiryId]),

    /** Never given up: an outage delays the owner's e-mail, never loses it. */
    inquiryMailFailed: (inquiryId: string, retryAt: Date, error: string) =>
      retry(db, 'inquiry_outbox', inquiryId, retryAt, error),

    /** Reads the database (GET /api/health). */
    ping: async (): Promise<void> => {
      await sql`SELECT 1`.execute(db);
    },

    /** One small committed write (health_probe): whether the database accepts writes. */
    probeWrite: async (now = new Date()): Promise<void> => {
      // On PostgreSQL the probe takes the lock a sign-up's INSERT takes on the
      // list's table: another session holding a stronger one (LOCK TABLE, an
      // ALTER) fails the health check as it fails the sign-ups (issue 46).
      await transaction(async (trx) => {
        if (engine === 'postgres') await sql`LOCK TABLE emails IN ROW EXCLUSIVE MODE`.execute(trx);
        await trx
          .insertInto('health_probe')
          .values({ id: 1, checked_at: iso(now) })
          .onConflict((conflict) =>
            conflict
              .column('id')
              .doUpdateSet((eb) => ({ checked_at: eb.ref('excluded.checked_at') })),
          )
          .execute();
      });
    },
  };
}

export type ServerWrites = ReturnType<typeof serverWrites>;
export type ConfirmationToSend = Awaited<ReturnType<ServerWrites['claimConfirmations']>>[number];
export type InquiryToSend = Awaited<ReturnType<ServerWrites['claimInquiryMails']>>[number];

const ids = (rows: readonly { id: string }[]) => rows.map((row) => row.id);

/** The two outboxes (confirmation e-mails, the owner's e-mails about quote requests) and their key. */
const OUTBOX_KEYS = { confirmation_outbox: 'email_id', inquiry_outbox: 'inquiry_id' } as const;
type Outbox = keyof typeof OUTBOX_KEYS;
const keyOf = (outbox: Outbox) => sql.ref<string>(OUTBOX_KEYS[outbox]);

/**
 * An outbox's earliest due rows, read in the order of its `next_attempt_at`
 * index and, on PostgreSQL, locked SKIP LOCKED (two servers claiming at once
 * take different rows); what they stand for is read after, for those few
 * rows only (joining first let PostgreSQL read and sort every pending
 * address for each claim).
 */
export function dueRows(db: Db, engine: Engine, outbox: Outbox, now: Date, limit: number) {
  return db
    .selectFrom(outbox)
    .select([keyOf(outbox).as('id'), 'attempts'])
    .where('next_attempt_at', '<=', iso(now))
    .orderBy('next_attempt_at')
    .limit(limit)
    .$if(engine === 'postgres', (query) => query.forUpdate().skipLocked());
}

/** Counts an attempt on each row and pushes it one lease ahead: nobody else claims it meanwhile. */
async function lease(
  trx: Db,
  outbox: Outbox,
  rows: readonly { id: string }[],
  leaseMs: number,
  now: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .updateTable(outbox)
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      next_attempt_at: iso(new Date(now.getTime() + leaseMs)),
    }))
    .where(keyOf(outbox), 'in', ids(rows))
    .execute();
}

/** Sent, or no longer to send: the rows leave the outbox. */
async function forget(db: Db, outbox: Outbox, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await db.deleteFrom(outbox).where(keyOf(outbox), 'in', ids).execute();
}

/** Failed: tried again at `retryAt`, the error kept for the owner's `stats`. */
async function retry(db: Db, outbox: Outbox, id: string, retryAt: Date, error: string) {
  await db
    .updateTable(outbox)
    .set({ next_attempt_at: iso(retryAt), last_error: error.slice(0, 500) })
    .where(keyOf(outbox), '=', id)
    .execute();
}
