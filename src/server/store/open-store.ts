import { createPostgresStore, openPostgresPool } from './postgres-store.ts';
import type { SignupStore } from './signup-store.ts';
import { createSqliteStore, sqlitePathFromUrl } from './sqlite-store.ts';

export interface OpenStoreOptions {
  /** Where to report errors of idle PostgreSQL connections. */
  readonly onIdleError?: (error: Error) => void;
}

/**
 * The store for `DATABASE_URL`: SQLite for `file:…`, PostgreSQL for
 * `postgres://…`. Migrations are applied before it resolves.
 */
export async function openStore(
  databaseUrl: string,
  options: OpenStoreOptions = {},
): Promise<SignupStore> {
  if (databaseUrl.startsWith('file:')) {
    return createSqliteStore(sqlitePathFromUrl(databaseUrl));
  }
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
    const pool = await openPostgresPool(databaseUrl, { onIdleError: options.onIdleError });
    return createPostgresStore(pool);
  }
  throw new Error('DATABASE_URL must start with file: or postgres://');
}
