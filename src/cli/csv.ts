import { once } from 'node:events';
import { constants } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import type { Writable } from 'node:stream';
import { UsageError } from './config.ts';
import type { CliIo } from './io.ts';

/**
 * CSV as RFC 4180 writes it: fields separated by commas, records ended by
 * CRLF, a field quoted when it holds a comma, a double quote, CR or LF, and a
 * double quote inside a quoted field doubled.
 *
 * A spreadsheet opening the file runs any cell starting with = + - @ (or a
 * tab or CR, which some strip first) as a formula: an address such as
 * `=HYPERLINK(…)@example.fr` is valid, so an exported list could carry an
 * attack to the owner's machine. By default such a cell is prefixed with a
 * single quote, as OWASP advises; `neutraliseFormulas: false` writes values
 * untouched for programs that read the file (docs/decisions/003-*).
 */
export interface CsvOptions {
  readonly neutraliseFormulas?: boolean;
}

const NEEDS_QUOTES = /[",\r\n]/;
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string, { neutraliseFormulas = true }: CsvOptions = {}): string {
  const safe = neutraliseFormulas && FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvRecord(values: readonly string[], options: CsvOptions = {}): string {
  return `${values.map((value) => csvField(value, options)).join(',')}\r\n`;
}

/**
 * The UTF-8 byte order mark: without it, Excel reads a CSV file in the
 * system's legacy code page and mangles accented addresses. RFC 4180 allows
 * it (it is not part of any field) and other readers skip it.
 */
export const UTF8_BOM = '\ufeff';

/** A column of an export: its heading, and its cell for one record. */
export type CsvColumn<Item> = readonly [heading: string, cell: (item: Item) => string];

export interface ExportOptions {
  /** A file to write, created readable by its owner only; standard output otherwise. */
  readonly output: string | undefined;
  /** Write cells as stored, without neutralising spreadsheet formulas. */
  readonly raw: boolean;
}

/** Writes `items` as CSV under `columns`, with the byte order mark, to `output` or standard output. */
export async function writeCsv<Item>(
  io: CliIo,
  { output, raw }: ExportOptions,
  columns: readonly CsvColumn<Item>[],
  items: readonly Item[],
): Promise<void> {
  const target: Writable = output ? await openPrivateFile(output) : io.stdout;
  const options = { neutraliseFormulas: !raw };
  target.write(
    UTF8_BOM +
      csvRecord(
        columns.map(([heading]) => heading),
        options,
      ),
  );
  for (const item of items)
    target.write(
      csvRecord(
        columns.map(([, cell]) => cell(item)),
        options,
      ),
    );
  if (output) {
    target.end();
    await once(target, 'finish');
  }
}

/**
 * The list is personal data: a file of it is readable by its owner only. The
 * mode given to open() applies only when it creates the file, so an existing
 * file (perhaps world-readable) is re-permissioned before anything is written.
 * A symbolic link is refused rather than followed (O_NOFOLLOW): whoever could
 * plant one would choose where the list lands. A path that cannot be written
 * is the owner's mistake to correct: one line saying why, no stack trace.
 */
async function openPrivateFile(file: string): Promise<Writable> {
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
