import { parseDatabaseUrl } from '../../src/config/database-url.ts';
import {
  createPostgresScratch,
  createSqliteScratch,
  type ScratchDatabase,
} from '../../scripts/lib/scratch-database.ts';

/**
 * Real databases for tests: a fresh SQLite file, or a fresh schema in the
 * PostgreSQL database named by TEST_DATABASE_URL.
 */
export type TestDatabase = ScratchDatabase;

export const postgresUrl = process.env.TEST_DATABASE_URL;

export function describePostgresSkipReason(): string | undefined {
  if (postgresUrl) return undefined;
  // In CI the PostgreSQL tests must run: a missing database is a failure, never a skip.
  if (process.env.CI) throw new Error('CI is set but TEST_DATABASE_URL is not: see .ci/run');
  return 'TEST_DATABASE_URL is not set: the PostgreSQL tests are SKIPPED (CI sets it, see .ci/run)';
}

export const createSqliteDatabase = createSqliteScratch;

export function createPostgresDatabase(): Promise<TestDatabase> {
  if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set');
  return createPostgresScratch(postgresUrl);
}

/** The file of a SQLite test database. */
export function sqliteFileOf(database: TestDatabase): string {
  const target = parseDatabaseUrl(database.url);
  if (target.engine !== 'sqlite') throw new Error(`${database.url} is not a SQLite database`);
  return target.file;
}
