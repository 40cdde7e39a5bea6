import { signupRetention } from '../content/legal-identity.ts';

/**
 * Double opt-in as the server sees it (docs/decisions/010-double-opt-in.md):
 * confirming by token, the outbox of confirmation e-mails, the erasure of
 * addresses left unconfirmed. Part of `ServerStore` (server-store.ts): `confirm` reaches the HTTP routes
 * (`VisitorStore`), the outbox only the server's sender; never a way to list
 * the addresses.
 */
export interface ConfirmationStore {
  /**
   * Confirms the pending address holding this token, if it is still within
   * its confirmation period. 'confirmed' also when it already was (a second
   * click changes nothing); 'unknown' for a token no address holds.
   */
  confirm(token: string, now?: Date): Promise<'confirmed' | 'unknown'>;
  /**
   * Claims up to `limit` confirmation e-mails due by `now` for pending
   * addresses, pushing each one's next attempt `leaseMs` ahead: another
   * sender (another server) does not take them, and if this one dies they
   * come back when the lease ends.
   */
  claimConfirmations(limit: number, leaseMs: number, now?: Date): Promise<ConfirmationToSend[]>;
  /** The SMTP server accepted it: forget it. */
  confirmationSent(emailId: string): Promise<void>;
  /** It failed: try again at `retryAt`, or never (undefined) once the attempts are spent. */
  confirmationFailed(emailId: string, retryAt: Date | undefined, error: string): Promise<void>;
  /** Erases addresses still pending that signed up before `cutoff`; returns how many. */
  expireUnconfirmed(cutoff: Date): Promise<number>;
}

export interface ConfirmationToSend {
  readonly emailId: string;
  readonly email: string;
  readonly token: string;
  /** This attempt's number, from 1. */
  readonly attempt: number;
}

/**
 * How long an address may stay unconfirmed before it is erased (PRODUCT.md
 * decision 16): the period the privacy policy and the sign-up notice state.
 */
export const CONFIRMATION_PERIOD_MS = signupRetention.unconfirmed.amount * 24 * 60 * 60 * 1000;
/** A repeat of a pending address within this time sends nothing. */
export const CONFIRMATION_RESEND_AFTER_MS = 24 * 60 * 60 * 1000;
