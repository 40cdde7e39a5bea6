import { parseDatabaseUrl } from '../config/database-url.ts';
import { createPostgresStore, openPostgresPool, serverApplicationName } from './postgres/store.ts';
import { createSqliteStore } from './sqlite/store.ts';
import type { ServerStore } from './server-store.ts';

/**
 * How long a visitor's request waits for a lock another process holds
 * (PostgreSQL's lock_timeout; SQLite's busy_timeout and the writer's
 * deadline): then it gets a 503, and the next one succeeds once the lock goes.
 */
export const REQUEST_LOCK_TIMEOUT_MS = 3_000;

export interface OpenStoreOptions {
  /** Where to report errors of idle PostgreSQL connections. */
  readonly onIdleError?: (error: Error) => void;
  /** Sign-ups committed together at most (group commit; 1: one transaction each). */
  readonly maxBatch?: number;
}

/**
 * The server's store for `DATABASE_URL`: SQLite for `file:…`,
 * PostgreSQL for `postgres://…`. Migrations are applied before it resolves.
 */
export async function openStore(
  databaseUrl: string,
  options: OpenStoreOptions = {},
): Promise<ServerStore> {
  const target = parseDatabaseUrl(databaseUrl);
  if (target.engine === 'sqlite') {
    return createSqliteStore(target.file, {
      deadlineMs: REQUEST_LOCK_TIMEOUT_MS + 1_000,
      maxBatch: options.maxBatch,
    });
  }
  const pool = await openPostgresPool(target.url, {
    onIdleError: options.onIdleError,
    lockTimeoutMs: REQUEST_LOCK_TIMEOUT_MS,
    // Named and kept open, so that a restore sees a running server and refuses.
    applicationName: serverApplicationName(target.url),
    idleTimeoutMs: 0,
  });
  return createPostgresStore(pool, { maxBatch: options.maxBatch });
}
