import { describeOutbox } from '../outbox.ts';
import type { OwnerStore } from '../../store/owner.ts';
import type { Signup } from '../../store/owner.ts';
import { fillDays } from '../../shared/daily-counts.ts';
import { renderChart } from '../chart.ts';
import { writeCsv, type CsvColumn, type ExportOptions } from '../csv.ts';
import { print, type CliIo } from '../io.ts';

/** `count`: how many addresses are registered. */
export async function countCommand(store: OwnerStore, io: CliIo): Promise<number> {
  print(io.stdout, String(await store.count()));
  return 0;
}

/** `stats [--days N]`: the total and a chart of sign-ups per day (UTC) over the last N days. */
export async function statsCommand(
  store: OwnerStore,
  io: CliIo,
  days: number,
  now?: Date,
): Promise<number> {
  const total = await store.count();
  const counted = await store.countPerDay();
  // Up to today, so the quiet days since the last sign-up show too.
  const today = (now ?? new Date()).toISOString().slice(0, 10);
  if (counted.length > 0 && (counted.at(-1)?.day ?? '') < today)
    counted.push({ day: today, count: 0 });
  const perDay = fillDays(counted).slice(-days);
  const consent = await store.countByConsent();
  print(io.stdout, `${total} sign-up${total === 1 ? '' : 's'} in all.`);
  // Only confirmed and single opt-in addresses are announced; pending ones are erased after 7 days.
  print(
    io.stdout,
    `Confirmed: ${consent.confirmed}. Awaiting confirmation: ${consent.pending}. Single opt-in: ${consent.single}.`,
  );
  print(
    io.stdout,
    `Confirmation e-mails waiting to be sent: ${describeOutbox(await store.confirmationOutbox())}`,
  );
  if (perDay.length === 0) return 0;
  print(io.stdout, 'Sign-ups per day (UTC):');
  for (const line of renderChart(perDay)) print(io.stdout, line);
  return 0;
}

/**
 * The CSV's columns: the address, when it signed up, and its consent record
 * (single opt-in, pending or confirmed; when confirmed; the notice's version
 * and the page it was given on), what the owner shows to prove consent.
 */
export const EXPORT_COLUMNS: readonly CsvColumn<Signup>[] = [
  ['email', (signup) => signup.email],
  ['signed_up_at', (signup) => signup.signedUpAt.toISOString()],
  ['consent', (signup) => signup.consent],
  ['confirmed_at', (signup) => signup.confirmedAt?.toISOString() ?? ''],
  ['consent_notice', (signup) => signup.consentNotice ?? ''],
  ['consent_page', (signup) => signup.consentPage ?? ''],
];

/** `export`: the list as CSV (RFC 4180, UTF-8), oldest sign-up first. */
export async function exportCommand(
  store: OwnerStore,
  io: CliIo,
  options: ExportOptions,
): Promise<number> {
  const signups = await store.list();
  await writeCsv(io, options, EXPORT_COLUMNS, signups);
  if (options.output) {
    print(
      io.stderr,
      `Exported ${signups.length} address${signups.length === 1 ? '' : 'es'} to ${options.output}.`,
    );
  }
  return 0;
}
