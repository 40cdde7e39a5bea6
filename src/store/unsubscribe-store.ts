/** Unsubscribing, as the HTTP server does it (part of `VisitorStore`, visitor-store.ts). */
export interface UnsubscribeStore {
  /** Erases the address holding this token; false when no address holds it. */
  unsubscribe(token: string): Promise<boolean>;
}
