import { audienceRetentionMonths } from '../content/audience-notice.ts';

/**
 * Audience counts (docs/decisions/012-audience-counts.md): what the server
 * counted in memory since its last flush, added to the daily tables in one
 * transaction. Every field is a count by day and by something a visitor
 * shares with many others (a page, a referring site, phone or desktop);
 * nothing identifies a visitor, so nothing here can hold one.
 */
export type Device = 'phone' | 'desktop';
export type ConversionKind = 'signup' | 'inquiry';

/** `YYYY-MM-DD`, a UTC day. */
export type Day = string;

export interface AudienceBatch {
  readonly pages: readonly { day: Day; path: string; views: number; visits: number }[];
  readonly referrers: readonly { day: Day; host: string; views: number }[];
  readonly devices: readonly { day: Day; device: Device; views: number }[];
  readonly conversions: readonly {
    day: Day;
    kind: ConversionKind;
    /** The page the form was sent from; '' when unknown. */
    fromPath: string;
    /** The page the visit began on; '' when unknown. */
    entryPath: string;
    count: number;
  }[];
  /** Days before this one are past the retention period (25 months) and deleted. */
  readonly purgeBefore?: Day;
}

/** The server's side: adds counts, reads nothing (a part of the VisitorStore). */
export interface AudienceStore {
  /** Adds the batch's counts to the daily tables, in one transaction. */
  recordAudience(batch: AudienceBatch): Promise<void>;
}

/** The daily rows between two days (both included), for the owner's report. */
export interface AudienceRows {
  readonly pages: readonly { day: Day; path: string; views: number; visits: number }[];
  readonly referrers: readonly { host: string; views: number }[];
  readonly devices: readonly { device: Device; views: number }[];
  readonly conversions: readonly {
    day: Day;
    kind: ConversionKind;
    fromPath: string;
    entryPath: string;
    count: number;
  }[];
}

/** The owner's side (`npm run audience`), on a connection of its own. */
export interface AudienceReader {
  /** Rows of days `from` to `to`; referrers and devices summed over the period. */
  read(from: Day, to: Day): Promise<AudienceRows>;
  /** How many days' rows `purge` would delete. */
  countBefore(day: Day): Promise<number>;
  /** Deletes every row of the days before `day`; returns how many rows went. */
  purgeBefore(day: Day): Promise<number>;
  close(): Promise<void>;
}

/** How long counts are kept (the privacy policy's rule, src/content/audience-notice.ts). */
export const AUDIENCE_RETENTION_MONTHS = audienceRetentionMonths;

/** The first day still kept on `today` (25 months back, clamped to the month's end). */
export function audienceCutoff(today: Date): Day {
  const date = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - AUDIENCE_RETENTION_MONTHS, 1),
  );
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(today.getUTCDate(), lastDay));
  return date.toISOString().slice(0, 10);
}

export const AUDIENCE_TABLES = [
  'audience_pages',
  'audience_referrers',
  'audience_devices',
  'audience_conversions',
] as const;
