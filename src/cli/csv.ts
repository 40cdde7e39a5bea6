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
