import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * A fresh database for a test or a benchmark: a SQLite file in a temporary
 * folder, or a schema of its own in a PostgreSQL database (test files run in
 * parallel on one database, so each gets its own schema, made the
 * connection's search_path, dropped at the end).
 */
export interface ScratchDatabase {
  readonly engine: 'sqlite' | 'postgres';
  /** A DATABASE_URL for the server and `openStore`. */
  readonly url: string;
  /** Runs a query through a connection of its own (not the store’s). */
  query<Row>(sql: string): Promise<Row[]>;
  drop(): Promise<void>;
}

export async function createSqliteScratch(): Promise<ScratchDatabase> {
  const folder = await mkdtemp(path.join(tmpdir(), 'signups-'));
  const file = path.join(folder, 'signups.sqlite');
  const { default: Database } = await import('better-sqlite3');
  return {
    engine: 'sqlite',
    url: `file:${file}`,
    query<Row>(sql: string) {
      // A failing statement rejects, as on PostgreSQL, rather than throwing.
      return new Promise<Row[]>((resolve) => {
        const db = new Database(file);
        try {
          resolve(db.prepare(sql).all() as Row[]);
        } finally {
          db.close();
        }
      });
    },
    drop: () => rm(folder, { recursive: true, force: true }),
  };
}

/** A fresh schema in the PostgreSQL database at `serverUrl` (which the caller may create schemas in). */
export async function createPostgresScratch(serverUrl: string): Promise<ScratchDatabase> {
  const schema = `scratch_${randomBytes(6).toString('hex')}`;
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
