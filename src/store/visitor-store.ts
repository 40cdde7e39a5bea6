import type { AudienceStore } from './audience-store.ts';
import type { ConfirmationStore } from './confirmation-store.ts';
import type { InquiryStore } from './inquiry-store.ts';
import type { ServerStore } from './server-store.ts';
import type { SignupStore } from './signup-store.ts';
import type { UnsubscribeStore } from './unsubscribe-store.ts';

/**
 * All the HTTP server's routes hold of the storage: record a sign-up,
 * confirm one, erase the address of an unsubscribe token, store a quote
 * request (write-only: nothing reads one back), tell whether
 * storage answers, close. Nothing here reads or lists addresses, so nothing
 * reachable over HTTP can (visitor-store.test.ts pins the list of methods).
 * The owner's operations (owner-store.ts) open a connection of their own,
 * in the command line.
 */
export interface VisitorStore
  extends
    SignupStore,
    UnsubscribeStore,
    Pick<ConfirmationStore, 'confirm'>,
    Pick<InquiryStore, 'addInquiry' | 'countRejection'>,
    AudienceStore {}

/**
 * The visitors' part of the server's store, as an object that has nothing
 * else: what is handed to the HTTP application, so that not even a cast
 * there reaches the outbox (which reads the addresses it mails).
 */
export function visitorStore(store: ServerStore): VisitorStore {
  return {
    add: (signup) => store.add(signup),
    confirm: (token, now) => store.confirm(token, now),
    unsubscribe: (token) => store.unsubscribe(token),
    addInquiry: (inquiry) => store.addInquiry(inquiry),
    countRejection: (reason, now) => store.countRejection(reason, now),
    ping: () => store.ping(),
    // Adds counts of pages, never reads them (src/store/audience-store.ts).
    recordAudience: (batch) => store.recordAudience(batch),
    close: () => store.close(),
  };
}
