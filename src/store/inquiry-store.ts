import type { CheckedInquiry, InquiryFields } from '../shared/inquiry-check.ts';

/**
 * Quote requests as the server sees them (PRODUCT.md decision 18): record
 * one (with the owner's e-mail queued in the same transaction), count what
 * was turned away, and the outbox of the owner's e-mails. Part of
 * `ServerStore`; the HTTP routes get `addInquiry` and `countRejection` only
 * (`VisitorStore`), the outbox only the server's sender.
 */
export interface InquiryStore {
  /**
   * Stores a request unless the same message from the same address
   * (`dedupeKey`) was stored within the last hour, and queues the owner's
   * e-mail with it. Resolves once committed (durable); `created` false for
   * a repeat, which writes nothing.
   */
  addInquiry(inquiry: NewInquiry): Promise<{ readonly created: boolean }>;
  /** Adds one to today's count of requests turned away for `reason`. */
  countRejection(reason: RejectionReason, now?: Date): Promise<void>;
  /** Claims up to `limit` owner e-mails due by `now`, pushing each one `leaseMs` ahead. */
  claimInquiryMails(limit: number, leaseMs: number, now?: Date): Promise<InquiryToSend[]>;
  /** The SMTP server accepted it: forget it. */
  inquiryMailSent(inquiryId: string): Promise<void>;
  /**
   * It failed: try again at `retryAt`. The owner's e-mail is never given up
   * (an outage delays it, never loses it); the request is stored anyway.
   */
  inquiryMailFailed(inquiryId: string, retryAt: Date, error: string): Promise<void>;
}

/** Why a request was turned away (counted, never stored nor mailed). */
export type RejectionReason = 'honeypot' | 'too-fast' | 'bad-proof';

/** A checked request as stored: its details already written into its message (storedMessage). */
export interface NewInquiry extends Omit<CheckedInquiry, 'details' | 'cameFrom'> {
  readonly id: string;
  /** Whether the request carried a valid proof of work. */
  readonly verified: boolean;
  /** The page holding the form, as the request said. */
  readonly page: string | null;
  readonly dedupeKey: string;
}

/** A stored request, as the owner's e-mail and the command line read it. */
export interface Inquiry extends InquiryFields {
  readonly id: string;
  readonly createdAt: Date;
  readonly lastContactAt: Date;
  readonly verified: boolean;
  readonly page: string | null;
  /** Where the lead stands (the owner's command line sets it). */
  readonly status: InquiryStatus;
  /** The owner's first answer, if any. */
  readonly answeredAt: Date | null;
}

export const INQUIRY_STATUSES = ['new', 'replied', 'won', 'lost'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

export interface InquiryToSend {
  readonly inquiry: Inquiry;
  /** This attempt's number, from 1. */
  readonly attempt: number;
}

/** A repeat of the same message from the same address within this time is stored once. */
export const INQUIRY_DEDUPE_MS = 60 * 60 * 1000;
