import { once } from 'node:events';
import { constants } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import type { Writable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { UsageError } from './config.ts';
import type { CliIo } from './io.ts';

/**
 * CSV as RFC 4180 writes it (csv-stringify): fields separated by commas,
 * records ended by CRLF, a field quoted when it holds a comma, a double
 * quote, CR or LF, and a double quote inside a quoted field doubled.
 *
 * A spreadsheet opening the file runs any cell starting with = + - @ (or a
 * tab or CR, which some strip first) as a formula: an address such as
 * `=HYPERLINK(…)@example.fr` is valid, so an exported list could carry an
 * attack to the owner's machine. By default such a cell is prefixed with a
 * single quote, as OWASP advises (csv-stringify's escape_formulas), and so is
 * every part of a field after a `;`: French Excel splits a file at `;`, so
 * `Jean;=1+1` would be two cells, the second a formula (security review L3).
 * `neutraliseFormulas: false` writes values untouched for programs that read
 * the file (docs/decisions/003-*).
 */
export interface CsvOptions {
  readonly neutraliseFormulas?: boolean;
}

/** A `;` followed (past spaces and quotes) by what starts a formula: that part gets its quote too. */
const FORMULA_AFTER_SEMICOLON = /;([\s"]*)(?=[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20])/g;

/** The records as CSV text, each ended by CRLF. */
export function csvRecords(
  records: readonly (readonly string[])[],
  { neutraliseFormulas = true }: CsvOptions = {},
): string {
  return stringify(
    records.map((record) => [...record]),
    {
      record_delimiter: 'windows',
      // A line break inside a field is quoted whatever the record delimiter.
      quoted_match: /[\r\n]/,
      escape_formulas: neutraliseFormulas,
      cast: neutraliseFormulas
        ? { string: (value) => value.replace(FORMULA_AFTER_SEMICOLON, ";$1'") }
        : {},
    },
  );
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
  const rows = [
    columns.map(([heading]) => heading),
    ...items.map((item) => columns.map(([, cell]) => cell(item))),
  ];
  target.write(UTF8_BOM + csvRecords(rows, { neutraliseFormulas: !raw }));
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
