import type pg from 'pg';
import type Database from 'better-sqlite3';
import { parseDatabaseUrl } from './database-url.ts';
import { erasureHash } from './erasures.ts';
import { outboxState, type OutboxState } from './owner-store.ts';
import { INQUIRY_COLUMNS, inquiryOfRow, type InquiryRow } from './inquiry-rows.ts';
import {
  INQUIRY_STATUSES,
  type Inquiry,
  type InquiryStatus,
  type RejectionReason,
} from './inquiry-store.ts';
import { openPostgresPool } from './postgres/store.ts';
import { openSqliteDatabase } from './sqlite/database.ts';

/**
 * The owner's operations on the quote requests, for the command line only
 * (`npm run inquiries`), on a connection of its own. The HTTP server never
 * gets one: it can store a request, not read one back.
 */
export interface InquiryOwnerStore {
  /** The requests, newest first; only those of `status`, or received since `since`, when given. */
  list(filter?: { readonly status?: InquiryStatus; readonly since?: Date }): Promise<Inquiry[]>;
  get(id: string): Promise<Inquiry | undefined>;
  /** The ids that begin with `prefix` (at most two: one is an answer, two an ambiguity). */
  idsStartingWith(prefix: string): Promise<string[]>;
  /**
   * Records where a lead stands and that it was contacted now (retention
   * counts from the last contact); the first answer's time is kept. False
   * when there is no such request.
   */
  setStatus(id: string, status: InquiryStatus, now?: Date): Promise<boolean>;
  /** Erases one request (and its e-mail if still queued); false when there was none. */
  delete(id: string): Promise<boolean>;
  /** Requests whose last contact is older than `cutoff`. */
  countExpired(cutoff: Date): Promise<number>;
  /** Erases them; returns how many. */
  purgeExpired(cutoff: Date): Promise<number>;
  stats(): Promise<InquiryStats>;
  close(): Promise<void>;
}

export interface InquiryStats {
  readonly total: number;
  readonly unverified: number;
  /** Owner's e-mails not yet accepted by the mail server. */
  readonly waitingMail: number;
  readonly byStatus: Readonly<Record<InquiryStatus, number>>;
  /** Requests answered within two working days of their arrival, of those received. */
  readonly answeredInTwoWorkingDays: number;
  /** The owner's e-mails waiting, and the oldest of them. */
  readonly outbox: OutboxState;
  readonly perDay: { day: string; count: number }[];
  readonly perOffer: { offer: string | null; count: number }[];
  readonly turnedAway: { reason: RejectionReason; count: number }[];
}

/** A statement with `?` placeholders, run on either engine. */
type Run = <Row>(sql: string, values?: readonly unknown[]) => Promise<Row[]>;

function ownerStore(run: Run, dayOf: string, close: () => Promise<void>): InquiryOwnerStore {
  const count = async (sql: string, values: readonly unknown[] = []) =>
    Number((await run<{ n: number | string }>(sql, values))[0]?.n ?? 0);
  const recordErasure = (id: string) =>
    run(
      `INSERT INTO erasures (kind, hash, erased_at) VALUES ('inquiry', ?, ?)
       ON CONFLICT (kind, hash) DO UPDATE SET erased_at = excluded.erased_at RETURNING kind`,
      [erasureHash(id), new Date().toISOString()],
    );
  return {
    async list({ status, since } = {}) {
      const where = [...(status ? ['status = ?'] : []), ...(since ? ['created_at >= ?'] : [])];
      const rows = await run<InquiryRow>(
        `SELECT ${INQUIRY_COLUMNS} FROM inquiries
         ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
         ORDER BY created_at DESC, id`,
        [...(status ? [status] : []), ...(since ? [since.toISOString()] : [])],
      );
      return rows.map(inquiryOfRow);
    },
    async idsStartingWith(prefix) {
      // A prefix of an id's own characters only: LIKE's wildcards never reach the query.
      if (!/^[\w-]+$/.test(prefix)) return [];
      const rows = await run<{ id: string }>(
        'SELECT id FROM inquiries WHERE substr(id, 1, ?) = ? ORDER BY id LIMIT 2',
        [prefix.length, prefix],
      );
      return rows.map((row) => row.id);
    },
    async setStatus(id, status, now = new Date()) {
      const at = now.toISOString();
      const rows = await run<{ id: string }>(
        `UPDATE inquiries SET status = ?, last_contact_at = ?,
           answered_at = COALESCE(answered_at, ?)
         WHERE id = ? RETURNING id`,
        [status, at, status === 'new' ? null : at, id],
      );
      return rows.length > 0;
    },
    async get(id) {
      const [row] = await run<InquiryRow>(`SELECT ${INQUIRY_COLUMNS} FROM inquiries WHERE id = ?`, [
        id,
      ]);
      return row && inquiryOfRow(row);
    },
    async delete(id) {
      // The ledger first (erasures.ts): a crash between the two leaves the
      // request listed as erased, never erased without a trace for a restore.
      await recordErasure(id);
      return (
        (await run<{ id: string }>('DELETE FROM inquiries WHERE id = ? RETURNING id', [id]))
          .length > 0
      );
    },
    countExpired: (cutoff) =>
      count('SELECT count(*) AS n FROM inquiries WHERE last_contact_at < ?', [
        cutoff.toISOString(),
      ]),
    async purgeExpired(cutoff) {
      const expired = await run<{ id: string }>(
        'SELECT id FROM inquiries WHERE last_contact_at < ?',
        [cutoff.toISOString()],
      );
      for (const { id } of expired) await recordErasure(id);
      const rows = await run<{ id: string }>(
        'DELETE FROM inquiries WHERE last_contact_at < ? RETURNING id',
        [cutoff.toISOString()],
      );
      return rows.length;
    },
    async stats() {
      const numbers = <Row extends { count: number | string }>(rows: Row[]) =>
        rows.map((row) => ({ ...row, count: Number(row.count) }));
      return {
        total: await count('SELECT count(*) AS n FROM inquiries'),
        // `verified` is 0/1 on SQLite and a boolean on PostgreSQL: NOT works on both.
        unverified: await count('SELECT count(*) AS n FROM inquiries WHERE NOT verified'),
        waitingMail: await count('SELECT count(*) AS n FROM inquiry_outbox'),
        byStatus: Object.fromEntries(
          await Promise.all(
            INQUIRY_STATUSES.map(
              async (status) =>
                [
                  status,
                  await count('SELECT count(*) AS n FROM inquiries WHERE status = ?', [status]),
                ] as const,
            ),
          ),
        ) as Record<InquiryStatus, number>,
        answeredInTwoWorkingDays: (
          await run<{ created_at: string | Date; answered_at: string | Date | null }>(
            'SELECT created_at, answered_at FROM inquiries',
          )
        ).filter(
          (row) =>
            row.answered_at !== null &&
            workingDaysBetween(new Date(row.created_at), new Date(row.answered_at)) <= 2,
        ).length,
        outbox: outboxState(
          await count('SELECT count(*) AS n FROM inquiry_outbox'),
          (
            await run<{ since: string | Date; attempts: number; last_error: string | null }>(
              `SELECT i.created_at AS since, o.attempts, o.last_error FROM inquiry_outbox o
               JOIN inquiries i ON i.id = o.inquiry_id ORDER BY i.created_at LIMIT 1`,
            )
          )[0],
        ),
        perDay: numbers(
          await run<{ day: string; count: number }>(
            `SELECT ${dayOf} AS day, count(*) AS count FROM inquiries GROUP BY day ORDER BY day`,
          ),
        ),
        perOffer: numbers(
          await run<{ offer: string | null; count: number }>(
            'SELECT offer, count(*) AS count FROM inquiries GROUP BY offer ORDER BY count(*) DESC, offer',
          ),
        ),
        turnedAway: numbers(
          await run<{ reason: RejectionReason; count: number }>(
            'SELECT reason, sum(count) AS count FROM inquiry_rejections GROUP BY reason ORDER BY reason',
          ),
        ),
      };
    },
    close,
  };
}

function sqliteOwner(db: Database.Database): InquiryOwnerStore {
  // Every statement here returns rows (a SELECT, or RETURNING); the row
  // shape is the one its SQL names, which the driver cannot know.
  const run: Run = <Row>(sql: string, values: readonly unknown[] = []) =>
    Promise.resolve(db.prepare(sql).all(...values) as Row[]);
  return ownerStore(run, 'substr(created_at, 1, 10)', () => {
    db.close();
    return Promise.resolve();
  });
}

function postgresOwner(pool: pg.Pool): InquiryOwnerStore {
  const run: Run = async <Row>(sql: string, values: readonly unknown[] = []) => {
    let n = 0;
    const text = sql.replace(/\?/g, () => `$${String((n += 1))}`);
    // The row shape is the one the SQL names, which the driver cannot know.
    return (await pool.query(text, [...values])).rows as Row[];
  };
  return ownerStore(run, "to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')", () => pool.end());
}

/** The owner's store of quote requests for `DATABASE_URL`, migrations applied. */
export async function openInquiryOwnerStore(databaseUrl: string): Promise<InquiryOwnerStore> {
  const target = parseDatabaseUrl(databaseUrl);
  if (target.engine === 'sqlite') return sqliteOwner(openSqliteDatabase(target.file));
  return postgresOwner(await openPostgresPool(target.url, { max: 2 }));
}

/**
 * Working days (Monday to Friday, UTC) from `from` to `to`: a request of
 * Friday evening answered on Tuesday took two. Public holidays are not known.
 */
export function workingDaysBetween(from: Date, to: Date): number {
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
