/**
 * The owner's operations on the sign-up list, for the command line only
 * (`npm run signups`). One implementation per engine (sqlite/owner.ts,
 * postgres/owner.ts), opened by `openOwnerStore(databaseUrl)`. The HTTP
 * server never gets one: it holds a `VisitorStore` (visitor-store.ts).
 */
export interface OwnerStore {
  count(): Promise<number>;
  /** Sign-ups per UTC day, oldest first, days without sign-ups left out. */
  countPerDay(): Promise<{ day: string; count: number }[]>;
  /** Every sign-up, oldest first, with its consent record. */
  list(): Promise<Signup[]>;
  /** How many addresses gave consent each way (docs/decisions/010-double-opt-in.md). */
  countByConsent(): Promise<Record<Consent, number>>;
  /** The confirmation e-mails waiting to be sent, and the oldest of them. */
  confirmationOutbox(): Promise<OutboxState>;
  /** Erases one address and everything recorded about it; false when it was not registered. */
  deleteByKey(emailKey: string): Promise<boolean>;
  /** How many addresses `purgeExpired` would erase. */
  countExpired(cutoffs: RetentionCutoffs): Promise<number>;
  /** Erases the addresses past the retention period (see RetentionCutoffs); returns how many. */
  purgeExpired(cutoffs: RetentionCutoffs): Promise<number>;

  /**
   * Addresses that may be written to (confirmed, or single opt-in) with no
   * delivery recorded for this release date, oldest sign-up first. An
   * address awaiting confirmation is never announced.
   */
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
  /** Addresses still awaiting confirmation that signed up before this are erased too. */
  readonly unconfirmedBefore: Date;
}

/** How consent was given: at once (no mail configured), awaiting its e-mail's link, confirmed. */
export type Consent = 'single' | 'pending' | 'confirmed';

export interface Signup {
  readonly id: string;
  readonly email: string;
  readonly signedUpAt: Date;
  readonly consent: Consent;
  /** The version (hash) of the notice shown beside the form; null before consent was recorded. */
  readonly consentNotice: string | null;
  /** The page holding the form. */
  readonly consentPage: string | null;
  readonly confirmedAt: Date | null;
}

export interface Recipient {
  readonly id: string;
  readonly email: string;
}

/** An outbox as the owner's `stats` show it: how many wait, since when, and why the oldest. */
export interface OutboxState {
  readonly waiting: number;
  readonly oldest?: {
    /** When the message was first due (its request's time). */
    readonly since: Date;
    readonly attempts: number;
    readonly lastError: string | null;
  };
}

/** The oldest waiting row of an outbox query (`since` as the engine gives it). */
export function outboxState(
  waiting: number | string,
  oldest:
    { since: string | Date; attempts: number | string; last_error: string | null } | undefined,
): OutboxState {
  return {
    waiting: Number(waiting),
    ...(oldest && {
      oldest: {
        since: new Date(oldest.since),
        attempts: Number(oldest.attempts),
        lastError: oldest.last_error,
      },
    }),
  };
}
