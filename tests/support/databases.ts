import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * Real databases for tests: a fresh SQLite file in a temporary folder, or a
 * fresh schema in the PostgreSQL database named by TEST_DATABASE_URL (test
 * files run in parallel on one database, so each gets its own schema, made
 * the connection's search_path, dropped at the end).
 */
export interface TestDatabase {
  readonly engine: 'sqlite' | 'postgres';
  /** A DATABASE_URL for the server and `openStore`. */
  readonly url: string;
  /** Runs a query through a connection of its own (not the store’s). */
  query<Row>(sql: string): Promise<Row[]>;
  drop(): Promise<void>;
}

export const postgresUrl = process.env.TEST_DATABASE_URL;

export function describePostgresSkipReason(): string | undefined {
  if (postgresUrl) return undefined;
  // In CI the PostgreSQL tests must run: a missing database is a failure, never a skip.
  if (process.env.CI) throw new Error('CI is set but TEST_DATABASE_URL is not: see .ci/run');
  return 'TEST_DATABASE_URL is not set: the PostgreSQL tests are SKIPPED (CI sets it, see .ci/run)';
}

export async function createSqliteDatabase(): Promise<TestDatabase> {
  const folder = await mkdtemp(path.join(tmpdir(), 'signups-'));
  const file = path.join(folder, 'signups.sqlite');
  const { default: Database } = await import('better-sqlite3');
  return {
    engine: 'sqlite',
    url: `file:${file}`,
    query<Row>(sql: string) {
      const db = new Database(file);
      try {
        return Promise.resolve(db.prepare(sql).all() as Row[]);
      } finally {
        db.close();
      }
    },
    drop: () => rm(folder, { recursive: true, force: true }),
  };
}

export async function createPostgresDatabase(serverUrl = postgresUrl): Promise<TestDatabase> {
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Pool({ connectionString: serverUrl, max: 1 });
  await admin.query(`CREATE SCHEMA ${schema}`);
  const url = new URL(serverUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    engine: 'postgres',
    url: url.toString(),
    async query<Row>(sql: string) {
      const client = await admin.connect();
      try {
        await client.query(`SET search_path TO ${schema}`);
        return (await client.query(sql)).rows as Row[];
      } finally {
        await client.query('RESET search_path');
        client.release();
      }
    },
    async drop() {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}
