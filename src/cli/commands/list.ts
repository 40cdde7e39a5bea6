import { describeOutbox } from '../outbox.ts';
import { constants } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { OwnerStore } from '../../store/owner-store.ts';
import { fillDays, renderChart } from '../chart.ts';
import { UsageError } from '../config.ts';
import { csvRecord, UTF8_BOM } from '../csv.ts';
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
export const EXPORT_COLUMNS = [
  'email',
  'signed_up_at',
  'consent',
  'confirmed_at',
  'consent_notice',
  'consent_page',
];

export interface ExportOptions {
  /** A file to write, created readable by its owner only; standard output otherwise. */
  readonly output: string | undefined;
  /** Write cells as stored, without neutralising spreadsheet formulas. */
  readonly raw: boolean;
}

/** `export`: the list as CSV (RFC 4180, UTF-8), oldest sign-up first. */
export async function exportCommand(
  store: OwnerStore,
  io: CliIo,
  { output, raw }: ExportOptions,
): Promise<number> {
  const signups = await store.list();
  const target: Writable = output ? await openPrivateFile(output) : io.stdout;
  const options = { neutraliseFormulas: !raw };
  target.write(UTF8_BOM + csvRecord(EXPORT_COLUMNS, options));
  for (const signup of signups) {
    const row = [
      signup.email,
      signup.signedUpAt.toISOString(),
      signup.consent,
      signup.confirmedAt?.toISOString() ?? '',
      signup.consentNotice ?? '',
      signup.consentPage ?? '',
    ];
    target.write(csvRecord(row, options));
  }
  if (output) {
    target.end();
    await once(target, 'finish');
    print(
      io.stderr,
      `Exported ${signups.length} address${signups.length === 1 ? '' : 'es'} to ${output}.`,
    );
  }
  return 0;
}

/**
 * The list is personal data: a file of it is readable by its owner only. The
 * mode given to open() applies only when it creates the file, so an existing
 * file (perhaps world-readable) is re-permissioned before anything is written.
 * A symbolic link is refused rather than followed (O_NOFOLLOW): whoever could
 * plant one would choose where the list lands. A path that cannot be written
 * is the owner's mistake to correct: one line saying why, no stack trace.
 */
export async function openPrivateFile(file: string): Promise<Writable> {
  const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | constants.O_NOFOLLOW;
  let handle: FileHandle;
  try {
    handle = await open(file, flags, 0o600);
  } catch (error) {
    throw outputError(file, error);
  }
  try {
    await handle.chmod(0o600);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle.createWriteStream();
}

const OUTPUT_PROBLEMS: Readonly<Record<string, string>> = {
  ELOOP: 'is a symbolic link, which export does not follow: name a plain file',
  ENOENT: 'is in a folder that does not exist: create the folder first',
  ENOTDIR: 'is in a folder that does not exist: create the folder first',
  EISDIR: 'is a folder: name a file',
  EACCES: 'cannot be written by you',
  EPERM: 'cannot be written by you',
};

function outputError(file: string, error: unknown): Error {
  const code = (error as NodeJS.ErrnoException).code ?? '';
  const problem = OUTPUT_PROBLEMS[code];
  return problem ? new UsageError(`--output ${file} ${problem}.`) : (error as Error);
}
