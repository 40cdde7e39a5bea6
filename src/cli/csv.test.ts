import { describe, expect, it } from 'vitest';
import { csvRecords } from './csv.ts';

const csvField = (value: string, options = {}) => csvRecords([[value]], options).slice(0, -2);

/** The cells French Excel sees: each line split at `;`, surrounding quotes and spaces dropped. */
const cellsAtSemicolons = (text: string) =>
  text
    .split('\r\n')
    .flatMap((line) => line.split(';'))
    .map((cell) => cell.replace(/^[\s"]+/, ''));

describe('CSV writing (RFC 4180)', () => {
  it('leaves plain values bare and ends records with CRLF', () => {
    expect(csvRecords([['ana@example.fr', '2026-11-21T10:00:00.000Z']])).toBe(
      'ana@example.fr,2026-11-21T10:00:00.000Z\r\n',
    );
  });

  it('quotes commas, quotes and line breaks, doubling inner quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField('cr\rlf')).toBe('"cr\rlf"');
    expect(csvRecords([['', 'x']])).toBe(',x\r\n');
  });

  it('keeps non-ASCII text as is', () => {
    expect(csvField('élodie@exemple.fr')).toBe('élodie@exemple.fr');
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(csvField('=HYPERLINK("http://x")@example.fr')).toBe(
      `"'=HYPERLINK(""http://x"")@example.fr"`,
    );
    expect(csvField('+33@example.fr')).toBe("'+33@example.fr");
    expect(csvField('-x@example.fr')).toBe("'-x@example.fr");
    expect(csvField('@x')).toBe("'@x");
    expect(csvField('\tx')).toBe("'\tx");
    expect(csvField('a=b@example.fr')).toBe('a=b@example.fr');
  });

  it('neutralises formulas after a `;`, where French Excel splits cells (security review L3)', () => {
    const text = csvRecords([
      ['Jean;=1+1', 'ACME;@SUM(1+1)', 'x;=cmd|\' /C calc\'!A0;y ;  -3+3; "+4+4"'],
    ]);
    const cells = cellsAtSemicolons(text);
    expect(cells.filter((cell) => /^[=+\-@]/.test(cell))).toEqual([]);
    // What is not a formula start stays as written.
    expect(csvField('a;b; c')).toBe('a;b; c');
  });

  it('writes values untouched when asked to', () => {
    expect(csvField('=1+1', { neutraliseFormulas: false })).toBe('=1+1');
    expect(csvField('=a,b', { neutraliseFormulas: false })).toBe('"=a,b"');
    expect(csvField('a;=b', { neutraliseFormulas: false })).toBe('a;=b');
  });
});
