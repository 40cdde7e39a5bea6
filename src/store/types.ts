import { audienceRetentionMonths } from '../content/audience-notice.ts';
import { signupRetention } from '../content/legal-identity.ts';
import type { CheckedInquiry } from '../shared/inquiry-check.ts';

/**
 * What goes into the store, for both engines. The operations, and what they
 * return (Signup, OutboxState, AudienceRows, ConfirmationToSend…), are typed
 * by their one implementation (writes.ts, owner.ts, inquiry-owner.ts,
 * open-audience-reader.ts, digest-store.ts), not by interfaces repeating them.
 */

/** Storage cannot take the request now (database down, disk full, store closing): answer 503. */
export class StoreUnavailableError extends Error {
  override name = 'StoreUnavailableError';
}

// ——— Sign-ups (docs/decisions/010-double-opt-in.md) ———

export interface NewSignup {
  /** The id for a new address (`newRecordId`), made by the route as the request arrives; made here when absent. */
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

/** `created` false when the key was already registered: nothing is written then. */
export type AddResult =
  { readonly created: true; readonly id: string } | { readonly created: false };

/**
 * An address has expired when it signed up before `signedUpBefore`, when an
 * announcement was sent to it before `announcedBefore`, or when it still
 * awaits confirmation and signed up before `unconfirmedBefore` (the privacy
 * policy's rule, `signupRetention` in src/content/legal-identity.ts).
 */
export interface RetentionCutoffs {
  readonly signedUpBefore: Date;
  readonly announcedBefore: Date;
  readonly unconfirmedBefore: Date;
}

/** How long an address may stay unconfirmed before it is erased (PRODUCT.md decision 16). */
export const CONFIRMATION_PERIOD_MS = signupRetention.unconfirmed.amount * 24 * 60 * 60 * 1000;
/** A repeat of a pending address within this time sends nothing. */
export const CONFIRMATION_RESEND_AFTER_MS = 24 * 60 * 60 * 1000;

// ——— Quote requests (PRODUCT.md decision 18) ———

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

export const INQUIRY_STATUSES = ['new', 'replied', 'won', 'lost'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** A repeat of the same message from the same address within this time is stored once. */
export const INQUIRY_DEDUPE_MS = 60 * 60 * 1000;

// ——— Audience counts (docs/decisions/012-audience-counts.md) ———
// Every field is a count by day and by something a visitor shares with many
// others (a page, a referring site, phone or desktop): nothing can hold a visitor.

export type Device = 'phone' | 'desktop';
export type ConversionKind = 'signup' | 'inquiry';
/** `YYYY-MM-DD`, a UTC day. */
export type Day = string;

interface Conversion {
  day: Day;
  kind: ConversionKind;
  /** The page the form was sent from; '' when unknown. */
  fromPath: string;
  /** The page the visit began on; '' when unknown. */
  entryPath: string;
  count: number;
}

/** What the server counted in memory since its last flush, added to the daily tables in one transaction. */
export interface AudienceBatch {
  readonly pages: readonly { day: Day; path: string; views: number; visits: number }[];
  readonly referrers: readonly { day: Day; host: string; views: number }[];
  readonly devices: readonly { day: Day; device: Device; views: number }[];
  readonly conversions: readonly Conversion[];
  /** Days before this one are past the retention period (25 months) and deleted. */
  readonly purgeBefore?: Day;
}

export const AUDIENCE_TABLES = [
  'audience_pages',
  'audience_referrers',
  'audience_devices',
  'audience_conversions',
] as const;

/** The first day still kept on `today` (the privacy policy's 25 months back, clamped to the month's end). */
export function audienceCutoff(today: Date): Day {
  const date = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - audienceRetentionMonths, 1),
  );
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(today.getUTCDate(), lastDay));
  return date.toISOString().slice(0, 10);
}
