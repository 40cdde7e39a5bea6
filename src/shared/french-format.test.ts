import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { formatEuros, formatLongDate, formatMonth, formatPhone } from './french-format.ts';

describe('French formats', () => {
  it('writes euros with no-break spaces only, which the brochure’s fonts can draw', () => {
    expect(formatEuros(50)).toBe('50\u00a0€');
    expect(formatEuros(12000)).toBe('12\u00a0000\u00a0€');
    expect(formatEuros(1_234_567)).toBe('1\u00a0234\u00a0567\u00a0€');
    for (const amount of [999, 1000, 12_345.67, 1e6]) {
      for (const cents of [false, true]) {
        expect(formatEuros(amount, { cents })).not.toMatch(/[\u202f ]/u);
      }
    }
  });

  it('writes whole euros, or with `cents` two decimals after a comma, as an invoice does', () => {
    expect(formatEuros(1234.5)).toBe('1\u00a0235\u00a0€');
    expect(formatEuros(1234.5, { cents: true })).toBe('1\u00a0234,50\u00a0€');
    expect(formatEuros(4000, { cents: true })).toBe('4\u00a0000,00\u00a0€');
    expect(formatEuros(67.87, { cents: true })).toBe('67,87\u00a0€');
  });

  it('writes the first of the month as « 1er », with a no-break space before the month', () => {
    expect(formatLongDate('2023-09-01')).toBe('1er\u00a0septembre 2023');
    expect(formatLongDate('2023-09-12')).toBe('12\u00a0septembre 2023');
    expect(formatLongDate('2027-03-01', 'fr-FR', true)).toBe('lundi 1er\u00a0mars 2027');
    for (let month = 1; month <= 12; month += 1) {
      const day = (date: number) =>
        `2026-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
      expect(formatLongDate(day(1))).toMatch(/^1er\u00a0\p{L}+ 2026$/u);
      expect(formatLongDate(day(2))).toMatch(/^2\u00a0\p{L}+ 2026$/u);
    }
  });

  it('writes the day the date names, whatever the time zone', () => {
    // A date is a calendar day: west of Greenwich its midnight in UTC is still the
    // day before. Read in a process of its own, in such a zone (a zone is per process).
    const script = `import('${new URL('./french-format.ts', import.meta.url).href}').then((format) =>
      console.log(JSON.stringify([format.formatLongDate('2026-12-01'),
        format.formatLongDate('2027-01-01', 'en-GB'), format.formatMonth('2021-03')])))`;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      env: { ...process.env, TZ: 'America/Los_Angeles' },
      encoding: 'utf8',
    });
    expect(JSON.parse(output)).toEqual(['1er\u00a0décembre 2026', '1 January 2027', 'mars 2021']);
  });

  it('writes a month with its year, the month in lower case as French writes it', () => {
    expect(formatMonth('2021-03')).toBe('mars 2021');
    expect(formatMonth('2024-08')).toBe('août 2024');
  });

  it('writes British dates as a British reader does, in full with `weekday`', () => {
    expect(formatLongDate('2023-09-01', 'en-GB')).toBe('1 September 2023');
    expect(formatLongDate('2027-03-01', 'en-GB', true)).toBe('Monday, 1 March 2027');
  });

  it('writes a phone number stored in E.164 as five pairs joined by no-break spaces', () => {
    expect(formatPhone('+33612345678')).toBe('06\u00a012\u00a034\u00a056\u00a078');
    expect(formatPhone('+33187654321')).toBe('01\u00a087\u00a065\u00a043\u00a021');
  });
});
