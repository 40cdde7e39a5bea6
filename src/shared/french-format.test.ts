import { describe, expect, it } from 'vitest';
import { formatEuros, formatLongDate, formatMonth, formatPhone } from './french-format.ts';

describe('French formats', () => {
  it('writes euros with no-break spaces only, which the brochure’s fonts can draw', () => {
    expect(formatEuros(50)).toBe('50\u00a0€');
    expect(formatEuros(12000)).toBe('12\u00a0000\u00a0€');
    expect(formatEuros(12000)).not.toContain('\u202f');
  });

  it('writes euros as Intl.NumberFormat does, rounding included, spaces aside', () => {
    const intl = (cents: boolean) =>
      new Intl.NumberFormat('fr-FR', {
        style: 'currency',
        currency: 'EUR',
        ...(cents ? { minimumFractionDigits: 2 } : { maximumFractionDigits: 0 }),
      });
    const amounts = [0, 0.5, 1, 2.5, 12.34, 67.87, 99.995, 999, 1000, 1234.5, 1234.56, 1e6, -4000];
    for (let cent = 0; cent < 2_000_000; cent += 9_973) amounts.push(cent / 100);
    for (const amount of amounts) {
      for (const cents of [false, true]) {
        expect(formatEuros(amount, { cents }), `${String(amount)}, cents: ${String(cents)}`).toBe(
          intl(cents).format(amount).replace(/\s/gu, '\u00a0'),
        );
      }
    }
    expect(formatEuros(4000, { cents: true })).toBe('4\u00a0000,00\u00a0€');
  });

  it('writes the first of the month as « 1er », with a no-break space before the month', () => {
    expect(formatLongDate('2023-09-01')).toBe('1er\u00a0septembre 2023');
    expect(formatLongDate('2023-09-12')).toBe('12\u00a0septembre 2023');
    expect(formatLongDate('2027-03-01', 'fr-FR', true)).toBe('lundi 1er\u00a0mars 2027');
    expect(formatLongDate('2023-09-01', 'en-GB')).toBe('1 September 2023');
  });

  it('writes dates as Intl.DateTimeFormat does, the French ordinal and no-break space aside', () => {
    const intl = (locale: string, options: Intl.DateTimeFormatOptions, isoDate: string) =>
      new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(
        new Date(`${isoDate}T00:00:00Z`),
      );
    const french = (text: string) =>
      text.replace(/(\d) /u, '$1\u00a0').replace(/(^|\s)1\u00a0/u, '$11er\u00a0');
    for (let time = Date.UTC(2023, 0, 1); time < Date.UTC(2029, 0, 1); time += 86_400_000 * 3) {
      const isoDate = new Date(time).toISOString().slice(0, 10);
      expect(formatLongDate(isoDate)).toBe(french(intl('fr-FR', { dateStyle: 'long' }, isoDate)));
      expect(formatLongDate(isoDate, 'fr-FR', true)).toBe(
        french(intl('fr-FR', { dateStyle: 'full' }, isoDate)),
      );
      expect(formatLongDate(isoDate, 'en-GB')).toBe(intl('en-GB', { dateStyle: 'long' }, isoDate));
      expect(formatLongDate(isoDate, 'en-GB', true)).toBe(
        intl('en-GB', { dateStyle: 'full' }, isoDate),
      );
      expect(formatMonth(isoDate.slice(0, 7))).toBe(
        intl('fr-FR', { month: 'long', year: 'numeric' }, isoDate),
      );
    }
  });

  it('writes a phone number stored in E.164 as five pairs joined by no-break spaces', () => {
    expect(formatPhone('+33612345678')).toBe('06\u00a012\u00a034\u00a056\u00a078');
    expect(formatPhone('+33187654321')).toBe('01\u00a087\u00a065\u00a043\u00a021');
  });
});
