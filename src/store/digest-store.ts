import type pg from 'pg';
import type Database from 'better-sqlite3';
import { parseDatabaseUrl } from '../config/database-url.ts';
import { openPostgresPool } from './postgres/store.ts';
import { openSqliteDatabase } from './sqlite/database.ts';

/** Where a week's summary stands for the server asking to send it. */
export type DigestClaim =
  /** This server claimed the week: it sends, then calls `sent` (or `release` on failure). */
  | 'claimed'
  /** The week's summary was sent (by this server or another). */
  | 'sent'
  /** Another server holds a fresh claim: it is sending. */
  | 'taken';

/**
 * The owner's weekly summary's ledger (table `owner_digests`, migration 011),
 * one row per week, on a connection of its own: the servers' schedulers and
 * `npm run digest` use it, never the HTTP routes.
 */
export interface DigestStore {
  /**
   * Claims `week` in one statement (its own transaction), which the table's
   * primary key makes unique across servers: inserted when no server has,
   * taken over when a claim older than `staleBefore` never ended in a send
   * (its server died while sending).
   */
  claim(week: string, now: Date, staleBefore: Date): Promise<DigestClaim>;
  /** Records that the mail server accepted the week's summary. */
  sent(week: string, now: Date): Promise<void>;
  /** Forgets a claim whose sending failed, so that the next check sends again. */
  release(week: string): Promise<void>;
  close(): Promise<void>;
}

/** A statement with `?` placeholders, run on either engine; it returns rows. */
type Run = <Row>(sql: string, values?: readonly unknown[]) => Promise<Row[]>;

function digestStore(run: Run, close: () => Promise<void>): DigestStore {
  return {
    async claim(week, now, staleBefore) {
      const claimed = await run<{ week: string }>(
        `INSERT INTO owner_digests (week, claimed_at) VALUES (?, ?)
         ON CONFLICT (week) DO UPDATE SET claimed_at = excluded.claimed_at
         WHERE owner_digests.sent_at IS NULL AND owner_digests.claimed_at < ?
         RETURNING week`,
        [week, now.toISOString(), staleBefore.toISOString()],
      );
      if (claimed.length > 0) return 'claimed';
      const [row] = await run<{ sent_at: string | Date | null }>(
        'SELECT sent_at FROM owner_digests WHERE week = ?',
        [week],
      );
      return row?.sent_at ? 'sent' : 'taken';
    },
    async sent(week, now) {
      await run('UPDATE owner_digests SET sent_at = ? WHERE week = ? RETURNING week', [
        now.toISOString(),
        week,
      ]);
    },
    async release(week) {
      await run('DELETE FROM owner_digests WHERE week = ? AND sent_at IS NULL RETURNING week', [
        week,
      ]);
    },
    close,
  };
}

function sqliteDigests(db: Database.Database): DigestStore {
  // Every statement here returns rows (a SELECT, or RETURNING), of the shape its SQL names.
  const run: Run = <Row>(sql: string, values: readonly unknown[] = []) =>
    Promise.resolve(db.prepare(sql).all(...values) as Row[]);
  return digestStore(run, () => {
    db.close();
    return Promise.resolve();
  });
}

function postgresDigests(pool: pg.Pool): DigestStore {
  const run: Run = async <Row>(sql: string, values: readonly unknown[] = []) => {
    let n = 0;
    const text = sql.replace(/\?/g, () => `$${String((n += 1))}`);
    // The row shape is the one the SQL names, which the driver cannot know.
    return (await pool.query(text, [...values])).rows as Row[];
  };
  return digestStore(run, () => pool.end());
}

/** The weekly summary's ledger for `DATABASE_URL`, migrations applied. */
export async function openDigestStore(databaseUrl: string): Promise<DigestStore> {
  const target = parseDatabaseUrl(databaseUrl);
  if (target.engine === 'sqlite') return sqliteDigests(openSqliteDatabase(target.file));
  return postgresDigests(await openPostgresPool(target.url, { max: 1 }));
}
