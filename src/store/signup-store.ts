/**
 * Signing up, as the HTTP API does it: record an address, tell whether
 * storage answers, close. Part of the `VisitorStore` (visitor-store.ts),
 * the only storage the HTTP server's routes hold.
 */
export interface SignupStore {
  /**
   * Records an address (already checked, see src/shared/email.ts) under its
   * case-insensitive key. Resolves only once the row is durably committed;
   * concurrent calls are committed together (group commit). `created` is
   * false when the key was already registered: nothing is written then.
   */
  add(signup: NewSignup): Promise<AddResult>;
  /**
   * Resolves when storage answers and accepts writes (a small write at most
   * every few seconds: health-probe.ts), rejects otherwise.
   */
  ping(): Promise<void>;
  /** Commits what is pending, then releases the database. */
  close(): Promise<void>;
}

export interface NewSignup {
  /**
   * The id to store a new address under (`newRecordId`); one is made when
   * absent. The HTTP route makes it as the request arrives and answers with
   * it whether or not the address was new (routes/signups.ts).
   */
  readonly id?: string;
  /** The address as entered, minus surrounding spaces. */
  readonly email: string;
  /** Its case-folded form (`emailKey`), unique in the table. */
  readonly key: string;
  /** How consent is given; single opt-in with no notice recorded when absent (test data). */
  readonly consent?: ConsentRequest;
}

export interface ConsentRequest {
  /**
   * 'single': the address counts at once. 'double': it is stored pending and
   * a confirmation e-mail is queued in the same transaction; a repeat of a
   * pending address queues another only 24 h after the last.
   */
  readonly mode: 'single' | 'double';
  /** The version (hash) of the notice shown beside the form. */
  readonly notice: string;
  /** The page holding the form. */
  readonly page: string;
}

export type AddResult =
  { readonly created: true; readonly id: string } | { readonly created: false };
