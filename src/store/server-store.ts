import type { AudienceStore } from './audience-store.ts';
import type { ConfirmationStore } from './confirmation-store.ts';
import type { SignupStore } from './signup-store.ts';
import type { UnsubscribeStore } from './unsubscribe-store.ts';

/**
 * The server process's store, one implementation per engine
 * (sqlite-store.ts, postgres-store.ts), opened by `openStore(databaseUrl)`:
 * the visitors' operations, which the HTTP routes get (`visitorStore`, a
 * VisitorStore holding just those), and
 * the outbox of confirmation e-mails, which the server's sender gets. Writes
 * all go one path (on SQLite, the writer thread).
 */
export interface ServerStore
  extends SignupStore, UnsubscribeStore, ConfirmationStore, AudienceStore {}
