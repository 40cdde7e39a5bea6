import type { AudienceStore } from './audience-store.ts';
import type { ConfirmationStore } from './confirmation-store.ts';
import type { SignupStore } from './signup-store.ts';
import type { UnsubscribeStore } from './unsubscribe-store.ts';
import type { InquiryStore } from './inquiry-store.ts';

/**
 * The server process's store, one implementation per engine
 * (sqlite/store.ts, postgres/store.ts), opened by `openStore(databaseUrl)`:
 * the visitors' operations, which the HTTP routes get (`visitorStore`, a
 * VisitorStore holding just those), and
 * the outboxes of confirmation e-mails and of the owner's e-mails about
 * quote requests (inquiry-store.ts), which the server's senders get. Writes
 * all go one path (on SQLite, the writer thread).
 */
export interface ServerStore
  extends SignupStore, UnsubscribeStore, ConfirmationStore, AudienceStore, InquiryStore {}

/** Storage cannot take the request now (database down, disk full, store closing): answer 503. */
export class StoreUnavailableError extends Error {
  override name = 'StoreUnavailableError';
}
