import type { InquiryOwnerStore } from './inquiry-owner-store.ts';
import { createInquiryOwner } from './inquiry-owner.ts';
import { openSql } from './open-sql.ts';
import { createOwnerStore } from './owner.ts';
import type { OwnerStore } from './owner-store.ts';

/**
 * The owner's store for `DATABASE_URL`, on a connection of its own (the
 * command line is a separate process from the server), migrations applied.
 */
export async function openOwnerStore(databaseUrl: string): Promise<OwnerStore> {
  return createOwnerStore(await openSql(databaseUrl));
}

/** The owner's store of quote requests for `DATABASE_URL`, on a connection of its own. */
export async function openInquiryOwnerStore(databaseUrl: string): Promise<InquiryOwnerStore> {
  return createInquiryOwner(await openSql(databaseUrl));
}
