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
import { orUnavailable } from './unavailable.ts';
import type { ServerStore } from '../server-store.ts';
import { postgresSql } from '../sql.ts';
import { serverWrites } from '../writes.ts';

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
  /** How the connections name themselves in pg_stat_activity (serverApplicationName for the server's). */
  readonly applicationName?: string;
  /** How long an unused connection stays open; 0: until the pool ends. */
  readonly idleTimeoutMs?: number;
}

/**
 * The name the server's connections give PostgreSQL, per schema: a restore
 * refuses while connections of that name are there (PRODUCT.md decision 33).
 */
export function serverApplicationName(url: string): string {
  const options = new URL(url).searchParams.get('options') ?? '';
  const schema = /-c\s*search_path=([\w$]+)/.exec(options)?.[1] ?? 'public';
  return `studio-server ${schema}`.slice(0, 63);
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

const DATE_OID = 1082;
const builtInParser = pg.types.getTypeParser as (oid: number, format?: string) => unknown;
const typeParser = ((oid: number, format?: string) =>
  oid === DATE_OID
    ? (value: string) => value
    : builtInParser(oid, format)) as typeof pg.types.getTypeParser;

/** The pool of `openPostgresPool`, before migrations (`npm run migrate` applies them itself). */
export function connectPostgres(url: string, options: PostgresPoolOptions = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 4,
    connectionTimeoutMillis: 5_000,
    // The server's connections stay open (idleTimeoutMs 0): a restore sees them.
    idleTimeoutMillis: options.idleTimeoutMs ?? 30_000,
    ...(options.applicationName ? { application_name: options.applicationName } : {}),
    // A DATE as its text, `YYYY-MM-DD`, as SQLite stores it (not a Date at local midnight).
    types: { getTypeParser: typeParser },
    ...(options.lockTimeoutMs
      ? { lock_timeout: options.lockTimeoutMs, statement_timeout: 2 * options.lockTimeoutMs }
      : {}),
  });
  // Without a listener, a connection's error would crash the process: the
  // pool listens to idle ones; one checked out (the query layer holds it for
  // a transaction) reports its error to the statement it runs, and here.
  const onError = options.onIdleError ?? (() => {});
  pool.on('error', onError);
  pool.on('connect', (client) => client.on('error', onError));
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
 * The server's store on PostgreSQL: the server's writes (writes.ts, the same
 * as SQLite's) on the pool, each batch of sign-ups one transaction and so
 * one WAL flush (group commit, two batches in flight on two connections).
 * A failure (the database down, a lock held past lock_timeout) becomes
 * StoreUnavailableError, which the routes answer with 503.
 */
export function createPostgresStore(
  pool: pg.Pool,
  { maxBatch = 1000 }: { readonly maxBatch?: number | undefined } = {},
): ServerStore {
  const database = postgresSql(pool);
  const writes = serverWrites(database);
  const unavailable =
    <Args extends unknown[], Result>(work: (...args: Args) => Promise<Result>) =>
    (...args: Args) =>
      orUnavailable(() => work(...args));
  // One sign-up a batch (the naive server): as many in flight as the pool has connections.
  const batches = new GroupCommit(unavailable(writes.add), {
    maxBatch,
    maxInFlight: maxBatch === 1 ? 4 : 2,
  });
  const probeWrite = throttledWriteProbe(() => writes.probeWrite());
  return {
    add: (signup) => batches.submit(signup),
    unsubscribe: unavailable(writes.unsubscribe),
    confirm: unavailable(writes.confirm),
    claimConfirmations: unavailable(writes.claimConfirmations),
    confirmationSent: unavailable(writes.confirmationSent),
    confirmationFailed: unavailable(writes.confirmationFailed),
    expireUnconfirmed: unavailable(writes.expireUnconfirmed),
    recordAudience: unavailable(writes.recordAudience),
    addInquiry: unavailable(writes.addInquiry),
    countRejection: unavailable(writes.countRejection),
    claimInquiryMails: unavailable(writes.claimInquiryMails),
    inquiryMailSent: unavailable(writes.inquiryMailSent),
    inquiryMailFailed: unavailable(writes.inquiryMailFailed),
    ping: () =>
      orUnavailable(async () => {
        await writes.ping();
        await probeWrite();
      }, 'PostgreSQL unavailable'),
    async close() {
      await batches.close();
      await database.db.destroy();
    },
  };
}
