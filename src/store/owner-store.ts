/**
 * The owner's operations on the sign-up list, for the command line only
 * (`npm run signups`). One implementation per engine (owner-sqlite.ts,
 * owner-postgres.ts), opened by `openOwnerStore(databaseUrl)`. The HTTP
 * server never gets one: it holds a `VisitorStore` (visitor-store.ts).
 */
export interface OwnerStore {
  count(): Promise<number>;
  /** Sign-ups per UTC day, oldest first, days without sign-ups left out. */
  countPerDay(): Promise<{ day: string; count: number }[]>;
  /** Every sign-up, oldest first. */
  list(): Promise<Signup[]>;
  /** Erases one address and everything recorded about it; false when it was not registered. */
  deleteByKey(emailKey: string): Promise<boolean>;
  /** How many addresses `purgeExpired` would erase. */
  countExpired(cutoffs: RetentionCutoffs): Promise<number>;
  /** Erases the addresses past the retention period (see RetentionCutoffs); returns how many. */
  purgeExpired(cutoffs: RetentionCutoffs): Promise<number>;

  /** Addresses with no delivery recorded for this release date, oldest sign-up first. */
  pendingRecipients(releaseDate: string): Promise<Recipient[]>;
  /** Addresses left 'sending' by an interrupted run: the server may or may not have the message. */
  uncertainRecipients(releaseDate: string): Promise<Recipient[]>;
  /** Deliveries already recorded for other release dates. */
  otherAnnouncements(releaseDate: string): Promise<{ releaseDate: string; count: number }[]>;
  /**
   * Records 'sending' for this address and date, and gives the address its
   * unsubscribe token if it has none. Returns the token, or undefined when
   * the address is gone (unsubscribed, erased) or already claimed by a run.
   */
  claim(emailId: string, releaseDate: string): Promise<string | undefined>;
  /**
   * For `--retry-uncertain`: takes over a claim left 'sending' and returns
   * the address's token, or undefined when there is no such claim.
   */
  reclaim(emailId: string, releaseDate: string): Promise<string | undefined>;
  markSent(emailId: string, releaseDate: string): Promise<void>;
  /** Forgets a claim whose message the server refused, so a later run tries again. */
  releaseClaim(emailId: string, releaseDate: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * An address has expired when it signed up before `signedUpBefore`, or when an
 * announcement was sent to it before `announcedBefore` (the privacy policy's
 * rule, `signupRetention` in src/content/legal-identity.ts).
 */
export interface RetentionCutoffs {
  readonly signedUpBefore: Date;
  readonly announcedBefore: Date;
}

export interface Signup {
  readonly id: string;
  readonly email: string;
  readonly signedUpAt: Date;
}

export interface Recipient {
  readonly id: string;
  readonly email: string;
}
