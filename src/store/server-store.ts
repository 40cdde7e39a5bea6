import type { ConfirmationStore } from './confirmation-store.ts';
import type { VisitorStore } from './visitor-store.ts';

/**
 * The server process's store, one implementation per engine
 * (sqlite-store.ts, postgres-store.ts), opened by `openStore(databaseUrl)`:
 * the visitors' operations, which the HTTP routes get (`visitorStore`), and
 * the outbox of confirmation e-mails, which the server's sender gets. Writes
 * all go one path (on SQLite, the writer thread).
 */
export interface ServerStore extends VisitorStore, ConfirmationStore {}
