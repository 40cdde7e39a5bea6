import type { OutboxState } from './owner-store.ts';
import type { Inquiry, InquiryStatus, RejectionReason } from './inquiry-store.ts';

/**
 * The owner's operations on the quote requests, for the command line only
 * (`npm run inquiries`), on a connection of its own. The HTTP server never
 * gets one: it can store a request, not read one back. One implementation
 * per engine (sqlite/inquiry-owner.ts, postgres/inquiry-owner.ts), opened by
 * openInquiryOwnerStore (open-owner-store.ts).
 */
export interface InquiryOwnerStore {
  /** The requests, newest first; only those of `status`, or received since `since`, when given. */
  list(filter?: { readonly status?: InquiryStatus; readonly since?: Date }): Promise<Inquiry[]>;
  get(id: string): Promise<Inquiry | undefined>;
  /** The ids that begin with `prefix` (at most two: one is an answer, two an ambiguity). */
  idsStartingWith(prefix: string): Promise<string[]>;
  /**
   * Records where a lead stands and that it was contacted now (retention
   * counts from the last contact); the first answer's time is kept. False
   * when there is no such request.
   */
  setStatus(id: string, status: InquiryStatus, now?: Date): Promise<boolean>;
  /** Erases one request (and its e-mail if still queued); false when there was none. */
  delete(id: string): Promise<boolean>;
  /** Requests whose last contact is older than `cutoff`. */
  countExpired(cutoff: Date): Promise<number>;
  /** Erases them; returns how many. */
  purgeExpired(cutoff: Date): Promise<number>;
  stats(): Promise<InquiryStats>;
  close(): Promise<void>;
}

export interface InquiryStats {
  readonly total: number;
  readonly unverified: number;
  /** Owner's e-mails not yet accepted by the mail server. */
  readonly waitingMail: number;
  readonly byStatus: Readonly<Record<InquiryStatus, number>>;
  /** Requests answered within two working days of their arrival, of those received. */
  readonly answeredInTwoWorkingDays: number;
  /** The owner's e-mails waiting, and the oldest of them. */
  readonly outbox: OutboxState;
  readonly perDay: { day: string; count: number }[];
  readonly perOffer: { offer: string | null; count: number }[];
  readonly turnedAway: { reason: RejectionReason; count: number }[];
}

/** How many requests were answered within two working days of their arrival. */
export function answeredInTwoWorkingDays(
  rows: readonly { created_at: string | Date; answered_at: string | Date | null }[],
): number {
  return rows.filter(
    (row) =>
      row.answered_at !== null &&
      workingDaysBetween(new Date(row.created_at), new Date(row.answered_at)) <= 2,
  ).length;
}

/**
 * Working days (Monday to Friday, UTC) from `from` to `to`: a request of
 * Friday evening answered on Tuesday took two. Public holidays are not known.
 */
export function workingDaysBetween(from: Date, to: Date): number {
  let days = 0;
  const day = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  const end = Date.UTC(to.getUTCFullYear(), to.getUTCMonth(), to.getUTCDate());
  while (day.getTime() < end) {
    day.setUTCDate(day.getUTCDate() + 1);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) days += 1;
  }
  return days;
}
