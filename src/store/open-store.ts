import { parseDatabaseUrl } from './database-url.ts';
import { createPostgresStore, openPostgresPool } from './postgres-store.ts';
import { createSqliteStore } from './sqlite-store.ts';
import type { ServerStore } from './server-store.ts';

export interface OpenStoreOptions {
  /** Where to report errors of idle PostgreSQL connections. */
  readonly onIdleError?: (error: Error) => void;
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
  if (target.engine === 'sqlite') return createSqliteStore(target.file);
  const pool = await openPostgresPool(target.url, { onIdleError: options.onIdleError });
  return createPostgresStore(pool);
}
