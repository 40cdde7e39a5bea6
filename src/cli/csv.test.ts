import { describe, expect, it } from 'vitest';
import { csvField, csvRecord } from './csv.ts';

describe('CSV writing (RFC 4180)', () => {
  it('leaves plain values bare and ends records with CRLF', () => {
    expect(csvRecord(['ana@example.fr', '2026-11-21T10:00:00.000Z'])).toBe(
      'ana@example.fr,2026-11-21T10:00:00.000Z\r\n',
    );
  });

  it('quotes commas, quotes and line breaks, doubling inner quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField('cr\rlf')).toBe('"cr\rlf"');
    expect(csvField('')).toBe('');
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

  it('writes values untouched when asked to', () => {
    expect(csvField('=1+1', { neutraliseFormulas: false })).toBe('=1+1');
    expect(csvField('=a,b', { neutraliseFormulas: false })).toBe('"=a,b"');
  });
});
