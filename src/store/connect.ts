import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { parseDatabaseUrl } from '../config/database-url.ts';
import {
  loadMigrations,
  MIGRATIONS_TABLE_SQL,
  REKEY_MIGRATION,
  type Migration,
} from './migrations.ts';
import { rekey } from './rekey.ts';
import { postgresSql, sqliteSql, type Sql } from './sql.ts';

/**
 * How long a visitor's request waits for a lock another process holds
 * (PostgreSQL's lock_timeout; SQLite's busy_timeout and the writer's
 * deadline): then it gets a 503, and the next one succeeds once the lock goes.
 */
export const REQUEST_LOCK_TIMEOUT_MS = 3_000;

export interface PostgresOptions {
  /** Connections kept open; the server needs few, group commit batches the rest. */
  readonly max?: number;
  /**
   * The server's pool, and where it reports errors of idle connections (the
   * server restarting, a network cut). Its connections are named
   * (serverApplicationName) and kept open; a statement waits at most
   * REQUEST_LOCK_TIMEOUT_MS for a lock and runs at most twice as long, so a
   * request gets its 503 within seconds while something holds the table
   * (issue 19, item 6). The migrations run without these limits.
   */
  readonly server?: { readonly onIdleError?: (error: Error) => void };
}

/**
 * The query layer on `DATABASE_URL`, on a connection (SQLite) or pool
 * (PostgreSQL) of its own, with every migration applied: the server, its
 * SQLite writer thread, its schedulers and the command line each open theirs.
 */
export async function openSql(databaseUrl: string, options: PostgresOptions = {}): Promise<Sql> {
  const database = connect(databaseUrl, options);
  try {
    await migrate(database);
    return database;
  } catch (error) {
    await database.db.destroy();
    throw error;
  }
}

/** `openSql` before the migrations. */
function connect(databaseUrl: string, options: PostgresOptions = {}): Sql {
  const target = parseDatabaseUrl(databaseUrl);
  return target.engine === 'sqlite'
    ? sqliteSql(connectSqlite(target.file))
    : postgresSql(connectPostgres(target.url, { max: 2, ...options }));
}

/**
 * The SQLite file (created 0600, its folder 0700: it holds the whole list;
 * SQLite gives its -wal and -shm files the same mode), configured for
 * durable concurrent use:
 * - WAL: readers never block the writer, and a commit is one append to the log.
 * - synchronous=FULL: each commit fsyncs the log before returning, so a 201
 *   survives a power cut, not only a killed process. Group commit pays that
 *   fsync once per batch (docs/decisions/002-signup-storage.md).
 * - busy_timeout: another process writing (the command line) makes us wait, not
 *   fail, 3 s at most (the server's writer answers within its deadline, open-store.ts).
 */
export function connectSqlite(file: string): Database.Database {
  if (file !== ':memory:') {
    mkdirSync(path.dirname(path.resolve(file)), { recursive: true, mode: 0o700 });
    try {
      closeSync(openSync(file, 'wx', 0o600));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('busy_timeout = 3000');
    db.pragma('foreign_keys = ON');
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

const DATE_OID = 1082;
const builtInParser = pg.types.getTypeParser as (oid: number, format?: string) => unknown;
const typeParser = ((oid: number, format?: string) =>
  oid === DATE_OID
    ? (value: string) => value
    : builtInParser(oid, format)) as typeof pg.types.getTypeParser;

/**
 * A PostgreSQL pool. A commit returns once PostgreSQL has flushed its WAL
 * (synchronous_commit, on by default), so a 201 survives a crash.
 */
export function connectPostgres(url: string, options: PostgresOptions = {}): pg.Pool {
  const { server } = options;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 4,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: server ? 0 : 30_000,
    // A DATE as its text, `YYYY-MM-DD`, as SQLite stores it (not a Date at local midnight).
    types: { getTypeParser: typeParser },
    ...(server && {
      application_name: serverApplicationName(url),
      lock_timeout: REQUEST_LOCK_TIMEOUT_MS,
      statement_timeout: 2 * REQUEST_LOCK_TIMEOUT_MS,
    }),
  });
  // Without a listener, a connection's error would crash the process: the
  // pool listens to idle ones; one checked out reports to its statement, and here.
  const onError = server?.onIdleError ?? (() => {});
  pool.on('error', onError);
  pool.on('connect', (client) => client.on('error', onError));
  return pool;
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

// Any fixed number: serialises the migrations of PostgreSQL processes starting together.
const MIGRATION_LOCK = 4_242_001;

/**
 * Applies the migrations not yet recorded, each in its own transaction (on
 * SQLite BEGIN IMMEDIATE, on PostgreSQL under an advisory lock: two
 * processes starting together never apply one file twice); returns those applied.
 */
export function migrate({ db, engine }: Sql): Promise<Migration[]> {
  const postgres = engine === 'postgres';
  return db.connection().execute(async (connection) => {
    // A migration may wait for another server's and rewrite a large table.
    if (postgres) {
      await sql
        .raw(
          `SET lock_timeout = 0; SET statement_timeout = 0; SELECT pg_advisory_lock(${MIGRATION_LOCK})`,
        )
        .execute(connection);
    }
    try {
      await sql.raw(MIGRATIONS_TABLE_SQL).execute(connection);
      const applied: Migration[] = [];
      for (const migration of loadMigrations(engine)) {
        await connection.transaction().execute(async (trx) => {
          const done = await trx
            .selectFrom('schema_migrations')
            .select('version')
            .where('version', '=', migration.version)
            .executeTakeFirst();
          if (done) return;
          await sql.raw(migration.sql).execute(trx);
          if (migration.version === REKEY_MIGRATION) await rekey(trx);
          await trx
            .insertInto('schema_migrations')
            .values({
              version: migration.version,
              name: migration.name,
              applied_at: new Date().toISOString(),
            })
            .execute();
          applied.push(migration);
        });
      }
      return applied;
    } finally {
      if (postgres) {
        await sql
          .raw(
            `RESET lock_timeout; RESET statement_timeout; SELECT pg_advisory_unlock(${MIGRATION_LOCK})`,
          )
          .execute(connection)
          .catch(() => {});
      }
    }
  });
}

/**
 * `npm run migrate`: applies what `DATABASE_URL`'s database lacks and returns
 * it, in order (a deploy with several servers migrates once, before starting them).
 */
export async function migrateDatabase(databaseUrl: string): Promise<Migration[]> {
  const database = connect(databaseUrl, { max: 1 });
  try {
    return await migrate(database);
  } finally {
    await database.db.destroy();
  }
}
