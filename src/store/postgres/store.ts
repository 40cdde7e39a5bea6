import { deleteAndRecordPostgres } from '../erasures.ts';
import { throttledWriteProbe } from '../health-probe.ts';
import pg from 'pg';
import { GroupCommit } from '../group-commit.ts';
import {
  loadMigrations,
  MIGRATIONS_TABLE_SQL,
  REKEY_MIGRATION,
  type Migration,
} from '../migrations.ts';
import { rekeyPostgres } from '../rekey.ts';
import { recordAudiencePostgres } from './audience.ts';
import { postgresInquiries } from './inquiry-writes.ts';
import { insertBatch, postgresConfirmations } from './signup-writes.ts';
import { orUnavailable, withClient } from './with-client.ts';
import { type NewSignup } from '../signup-store.ts';
import type { ServerStore } from '../server-store.ts';
import { isWellFormedToken } from '../tokens.ts';

// Any fixed number: serialises the migrations of processes starting together.
const MIGRATION_LOCK = 4_242_001;

export interface PostgresPoolOptions {
  /** Connections kept open; the server needs few, group commit batches the rest. */
  readonly max?: number;
  /** Called for errors of idle connections (the server restarting, a network cut). */
  readonly onIdleError?: (error: Error) => void;
  /**
   * The server's pool: a statement waits at most this long for a lock, and
   * runs at most twice as long, so a request gets its 503 within seconds
   * while something holds the table, instead of waiting as long as the lock
   * (issue 19, item 6). The migrations run without these limits.
   */
  readonly lockTimeoutMs?: number;
}

/**
 * Opens a connection pool on `url` with every migration applied. The server
 * and the owner's command line each open their own pool this way. A commit
 * returns once PostgreSQL has flushed its WAL (synchronous_commit, on by
 * default), so a 201 survives a crash of either process.
 */
export async function openPostgresPool(
  url: string,
  options: PostgresPoolOptions = {},
): Promise<pg.Pool> {
  const pool = connectPostgres(url, options);
  try {
    await migratePostgres(pool);
    return pool;
  } catch (error) {
    await pool.end();
    throw error;
  }
}

/** The pool of `openPostgresPool`, before migrations (`npm run migrate` applies them itself). */
export function connectPostgres(url: string, options: PostgresPoolOptions = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 4,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    ...(options.lockTimeoutMs
      ? { lock_timeout: options.lockTimeoutMs, statement_timeout: 2 * options.lockTimeoutMs }
      : {}),
  });
  // Without a listener, an idle connection's error would crash the process.
  pool.on('error', options.onIdleError ?? (() => {}));
  return pool;
}

/** Applies the migrations not yet recorded, each in its own transaction; returns those it applied. */
export async function migratePostgres(pool: pg.Pool): Promise<Migration[]> {
  const client = await pool.connect();
  try {
    // A migration may wait for another server's and rewrite a large table.
    await client.query('SET lock_timeout = 0; SET statement_timeout = 0');
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query(MIGRATIONS_TABLE_SQL);
    const { rows } = await client.query<{ version: number }>(
      'SELECT version FROM schema_migrations',
    );
    const done = new Set(rows.map((row) => row.version));
    const applied: Migration[] = [];
    for (const migration of loadMigrations('postgres')) {
      if (done.has(migration.version)) continue;
      await client.query('BEGIN');
      try {
        await client.query(migration.sql);
        if (migration.version === REKEY_MIGRATION) await rekeyPostgres(client);
        await client.query(
          'INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)',
          [migration.version, migration.name, new Date().toISOString()],
        );
        await client.query('COMMIT');
        applied.push(migration);
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
    }
    return applied;
  } finally {
    await client.query('RESET lock_timeout; RESET statement_timeout').catch(() => {});
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}

/**
 * The visitors' store on PostgreSQL: each batch of sign-ups is one
 * multi-row INSERT (rows passed as arrays, so one statement whatever the
 * batch size) and so one commit and one WAL flush; an unsubscribe is one
 * DELETE on the same pool.
 */
export function createPostgresStore(pool: pg.Pool): ServerStore {
  const insert = (signups: readonly NewSignup[]) => insertBatch(pool, signups);
  const batches = new GroupCommit(insert, { maxBatch: 1000, maxInFlight: 2 });
  // The probe takes the lock a sign-up's INSERT takes on the list's table:
  // another session holding a stronger one (LOCK TABLE, an ALTER) fails the
  // health check as it fails the sign-ups, within the probe's deadline.
  const probeWrite = throttledWriteProbe(() =>
    withClient(pool, async (client) => {
      await client.query('LOCK TABLE emails IN ROW EXCLUSIVE MODE');
      await client.query(
        'INSERT INTO health_probe (id, checked_at) VALUES (1, now()) ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at',
      );
    }),
  );

  return {
    ...postgresConfirmations(pool),
    ...postgresInquiries(pool),
    add: (signup) => batches.submit(signup),
    recordAudience: (batch) => recordAudiencePostgres(pool, batch),
    async unsubscribe(token) {
      if (!isWellFormedToken(token)) return false;
      const { rowCount } = await orUnavailable(() =>
        pool.query(
          deleteAndRecordPostgres(
            'signup',
            'DELETE FROM emails WHERE unsubscribe_token = $1 RETURNING email_key AS erased',
          ),
          [token],
        ),
      );
      return rowCount === 1;
    },
    ping: () =>
      orUnavailable(async () => {
        await pool.query('SELECT 1');
        await probeWrite();
      }, 'PostgreSQL unavailable'),
    async close() {
      await batches.close();
      await pool.end();
    },
  };
}
