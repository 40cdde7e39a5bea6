import { createPostgresOwnerStore } from './owner-postgres.ts';
import { createSqliteOwnerStore } from './owner-sqlite.ts';
import type { OwnerStore } from './owner-store.ts';
import { openPostgresPool } from './postgres-store.ts';
import { openSqliteDatabase, sqlitePathFromUrl } from './sqlite-store.ts';

/**
 * The owner's store for `DATABASE_URL`, on a connection of its own (the
 * command line is a separate process from the server), migrations applied.
 */
export async function openOwnerStore(databaseUrl: string): Promise<OwnerStore> {
  if (databaseUrl.startsWith('file:')) {
    return createSqliteOwnerStore(openSqliteDatabase(sqlitePathFromUrl(databaseUrl)));
  }
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
    return createPostgresOwnerStore(await openPostgresPool(databaseUrl, { max: 2 }));
  }
  throw new Error('DATABASE_URL must start with file: or postgres://');
}
