import { summarize, type AudienceReport } from '../audience/summary.ts';
import type { Inquiry } from '../store/writes.ts';
import { openAudienceReader } from '../store/open-audience-reader.ts';
import { openInquiryOwnerStore } from '../store/inquiry-owner.ts';
import type { DigestWeek } from './schedule.ts';

/** What the weekly summary tells: the week's audience beside the week before, and who waits. */
export interface DigestContent {
  readonly week: DigestWeek;
  readonly report: AudienceReport;
  /** Quote requests not yet answered (status `new`), oldest first. */
  readonly waiting: readonly Inquiry[];
  /** The moment it was made (each waiting request's age counts to it). */
  readonly now: Date;
}

/** Reads the week's summary from `DATABASE_URL`, on connections of its own, closed after. */
export async function gatherDigest(
  databaseUrl: string,
  week: DigestWeek,
  now: Date,
): Promise<DigestContent> {
  const reader = await openAudienceReader(databaseUrl);
  let report: AudienceReport;
  try {
    const previous = await reader.read(week.previousFrom, week.previousTo);
    report = summarize(await reader.read(week.from, week.to), week.from, week.to, previous);
  } finally {
    await reader.close();
  }
  const inquiries = await openInquiryOwnerStore(databaseUrl);
  try {
    const waiting = (await inquiries.list({ status: 'new' })).reverse();
    return { week, report, waiting, now };
  } finally {
    await inquiries.close();
  }
}
