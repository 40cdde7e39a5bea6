import { parseDatabaseUrl } from '../config/database-url.ts';
import type { InquiryOwnerStore } from './inquiry-owner-store.ts';
import { createPostgresInquiryOwner } from './postgres/inquiry-owner.ts';
import { createPostgresOwnerStore } from './postgres/owner.ts';
import { createSqliteInquiryOwner } from './sqlite/inquiry-owner.ts';
import { createSqliteOwnerStore } from './sqlite/owner.ts';
import type { OwnerStore } from './owner-store.ts';
import { openPostgresPool } from './postgres/store.ts';
import { openSqliteDatabase } from './sqlite/database.ts';

/**
 * The owner's store for `DATABASE_URL`, on a connection of its own (the
 * command line is a separate process from the server), migrations applied.
 */
export async function openOwnerStore(databaseUrl: string): Promise<OwnerStore> {
  const target = parseDatabaseUrl(databaseUrl);
  if (target.engine === 'sqlite') return createSqliteOwnerStore(openSqliteDatabase(target.file));
  return createPostgresOwnerStore(await openPostgresPool(target.url, { max: 2 }));
}

/** The owner's store of quote requests for `DATABASE_URL`, on a connection of its own. */
export async function openInquiryOwnerStore(databaseUrl: string): Promise<InquiryOwnerStore> {
  const target = parseDatabaseUrl(databaseUrl);
  if (target.engine === 'sqlite') return createSqliteInquiryOwner(openSqliteDatabase(target.file));
  return createPostgresInquiryOwner(await openPostgresPool(target.url, { max: 2 }));
}
