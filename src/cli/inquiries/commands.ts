import { describeOutbox } from '../outbox.ts';
import { inquiryBudgets, inquiryRetention } from '../../content/inquiry.ts';
import type { InquiryOwnerStore } from '../../store/inquiry-owner.ts';
import { INQUIRY_STATUSES, type InquiryStatus } from '../../store/types.ts';
import type { Inquiry } from '../../store/writes.ts';
import { UsageError } from '../config.ts';
import { fillDays } from '../../shared/daily-counts.ts';
import { renderChart } from '../chart.ts';
import { writeCsv, type CsvColumn, type ExportOptions } from '../csv.ts';
import { formatDuration, parseDuration, subtractDuration, type Duration } from '../duration.ts';
import { print, type CliIo } from '../io.ts';

/** The characters of an id that name a request on the command line. */
export const ID_PREFIX_LENGTH = 8;

/**
 * The request an id names: the whole id, or its first 8 characters or more
 * (as `list` shows them). A prefix two requests share is refused, by name.
 */
export async function resolveId(store: InquiryOwnerStore, given: string): Promise<string> {
  if (given.length < ID_PREFIX_LENGTH) {
    throw new UsageError(
      `"${given}" is too short: give the id's first ${String(ID_PREFIX_LENGTH)} characters at least (see list).`,
    );
  }
  const ids = await store.idsStartingWith(given);
  if (ids.length > 1) {
    throw new UsageError(
      `"${given}" begins more than one request (${ids.join(', ')}…): give more of it.`,
    );
  }
  const [id] = ids;
  if (!id) throw new UsageError(`No request ${given} (see list).`);
  return id;
}

/** `replied|won|lost <id>`: where the lead stands, and a contact now (retention counts from it). */
export async function statusCommand(
  store: InquiryOwnerStore,
  io: CliIo,
  given: string,
  status: InquiryStatus,
): Promise<number> {
  const id = await resolveId(store, given);
  await store.setStatus(id, status);
  print(io.stdout, `Request ${id}: ${status}, last contact now.`);
  return 0;
}

/** A time as the owner reads it: Paris time, as the owner's e-mail gives it, and saying so. */
const parisTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
export const when = (date: Date) => `${parisTime.format(date)} Paris`;
const flag = (inquiry: Inquiry) => (inquiry.verified ? '' : ' [non vérifié]');
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * `list [--status S] [--since YYYY-MM-DD]`: one line per request, newest
 * first: its id's first 8 characters (enough for every other command), when,
 * where it stands, who, which offer, how it begins.
 */
export async function listCommand(
  store: InquiryOwnerStore,
  io: CliIo,
  filter: { readonly status?: InquiryStatus; readonly since?: Date } = {},
): Promise<number> {
  const inquiries = await store.list(filter);
  for (const inquiry of inquiries) {
    const start = inquiry.message.replace(/\s+/g, ' ').slice(0, 60);
    print(
      io.stdout,
      `${inquiry.id.slice(0, ID_PREFIX_LENGTH)}  ${when(inquiry.createdAt)}  ${inquiry.status.padEnd(7)}  ${inquiry.name} <${inquiry.email}>${flag(inquiry)}  ${inquiry.offer ?? '-'}  ${start}`,
    );
  }
  print(io.stderr, `${plural(inquiries.length, 'request')}.`);
  return 0;
}

/** `show <id>`: one request, every field, the message as written. */
export async function showCommand(
  store: InquiryOwnerStore,
  io: CliIo,
  id: string,
): Promise<number> {
  const inquiry = await store.get(id);
  if (!inquiry) {
    print(io.stderr, `No request ${id}.`);
    return 1;
  }
  const budget = inquiryBudgets.find((each) => each.key === inquiry.budget)?.label;
  const lines: [string, string][] = [
    ['Id', inquiry.id],
    ['Received', `${when(inquiry.createdAt)}${flag(inquiry)}`],
    ['Last contact', when(inquiry.lastContactAt)],
    ['Name', inquiry.name],
    ['E-mail', inquiry.email],
    ['Company', inquiry.company ?? '-'],
    ['Phone', inquiry.phone ?? '-'],
    ['Offer', inquiry.offer ?? '-'],
    ['Budget', budget ?? inquiry.budget ?? '-'],
    ['Page', inquiry.page ?? '-'],
  ];
  for (const [label, value] of lines) print(io.stdout, `${`${label}:`.padEnd(14)}${value}`);
  print(io.stdout);
  print(io.stdout, inquiry.message);
  return 0;
}

const EXPORT_COLUMNS: readonly CsvColumn<Inquiry>[] = [
  ['id', (inquiry) => inquiry.id],
  ['received_at', (inquiry) => inquiry.createdAt.toISOString()],
  ['last_contact_at', (inquiry) => inquiry.lastContactAt.toISOString()],
  ['verified', (inquiry) => (inquiry.verified ? 'yes' : 'no')],
  ['name', (inquiry) => inquiry.name],
  ['email', (inquiry) => inquiry.email],
  ['company', (inquiry) => inquiry.company ?? ''],
  ['phone', (inquiry) => inquiry.phone ?? ''],
  ['offer', (inquiry) => inquiry.offer ?? ''],
  ['budget', (inquiry) => inquiry.budget ?? ''],
  ['page', (inquiry) => inquiry.page ?? ''],
  ['message', (inquiry) => inquiry.message],
];

/** `export [--output F] [--raw]`: every request as CSV (UTF-8, formulas neutralised), file 0600. */
export async function exportCommand(
  store: InquiryOwnerStore,
  io: CliIo,
  options: ExportOptions,
): Promise<number> {
  const inquiries = await store.list();
  await writeCsv(io, options, EXPORT_COLUMNS, inquiries);
  if (options.output) {
    print(io.stderr, `Exported ${plural(inquiries.length, 'request')} to ${options.output}.`);
  }
  return 0;
}

/** `delete <id>`: the right to erasure. Says whether there was such a request. */
export async function deleteCommand(
  store: InquiryOwnerStore,
  io: CliIo,
  id: string,
): Promise<number> {
  const erased = await store.delete(id);
  print(io.stdout, erased ? `Erased request ${id}.` : `No request ${id}: nothing to erase.`);
  return 0;
}

/**
 * `purge [--older-than 36m] [--dry-run]`: erases the requests whose last
 * contact is older than the privacy policy's period (three years, the
 * CNIL's rule for prospects), or `--older-than`.
 */
export async function purgeCommand(
  store: InquiryOwnerStore,
  io: CliIo,
  { olderThan, dryRun, now = new Date() }: { olderThan?: string; dryRun: boolean; now?: Date },
): Promise<number> {
  const period: Duration = olderThan
    ? parseDuration(olderThan)
    : { amount: inquiryRetention.amount, unit: 'm' };
  const cutoff = subtractDuration(now, period);
  const count = dryRun ? await store.countExpired(cutoff) : await store.purgeExpired(cutoff);
  const what = `${plural(count, 'request')} whose last contact is more than ${formatDuration(period)} old (before ${cutoff.toISOString()})`;
  print(io.stdout, dryRun ? `Dry run: would erase ${what}.` : `Erased ${what}.`);
  return 0;
}

/** `stats [--days 30]`: totals, by offer, per day, and what was turned away. */
export async function statsCommand(
  store: InquiryOwnerStore,
  io: CliIo,
  days: number,
): Promise<number> {
  const stats = await store.stats();
  print(
    io.stdout,
    `${plural(stats.total, 'request')} in all, ${stats.unverified} without proof of work (« non vérifié »).`,
  );
  print(
    io.stdout,
    `By status: ${INQUIRY_STATUSES.map((status) => `${status} ${String(stats.byStatus[status])}`).join(', ')}.`,
  );
  if (stats.total > 0) {
    const share = Math.round((100 * stats.answeredInTwoWorkingDays) / stats.total);
    print(
      io.stdout,
      `Answered within two working days: ${String(share)} % (${String(stats.answeredInTwoWorkingDays)} of ${String(stats.total)}).`,
    );
  }
  print(io.stdout, `Owner’s e-mails waiting to be sent: ${describeOutbox(stats.outbox)}`);
  const turnedAway = stats.turnedAway.map(({ reason, count }) => `${reason} ${count}`).join(', ');
  print(io.stdout, `Turned away (never stored nor mailed): ${turnedAway || 'none'}.`);
  if (stats.perOffer.length > 0) {
    print(io.stdout, 'By offer:');
    for (const { offer, count } of stats.perOffer) {
      print(io.stdout, `  ${String(count).padStart(5)}  ${offer ?? '(none chosen)'}`);
    }
  }
  const perDay = fillDays(stats.perDay).slice(-days);
  if (perDay.length > 0) {
    print(io.stdout, 'Requests per day (UTC):');
    for (const line of renderChart(perDay)) print(io.stdout, line);
  }
  return 0;
}
