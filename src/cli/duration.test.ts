import { describe, expect, it } from 'vitest';
import { parseDuration, subtractDuration } from './duration.ts';

describe('purge durations', () => {
  it('reads a number and a unit', () => {
    expect(parseDuration('3y')).toEqual({ amount: 3, unit: 'y' });
    expect(parseDuration(' 18M ')).toEqual({ amount: 18, unit: 'm' });
    expect(parseDuration('90d')).toEqual({ amount: 90, unit: 'd' });
  });

  it('refuses what is not a duration, saying how to write one', () => {
    for (const text of ['', '3', 'y', '3 years', '-1d', '1.5y']) {
      expect(() => parseDuration(text)).toThrow(/e\.g\. 3y/);
    }
  });

  it('counts years and months on the calendar, clamping to the month’s end', () => {
    const now = new Date('2028-02-29T12:00:00.000Z');
    expect(subtractDuration(now, parseDuration('3y')).toISOString()).toBe(
      '2025-02-28T12:00:00.000Z',
    );
    expect(
      subtractDuration(new Date('2026-03-31T00:00:00Z'), parseDuration('1m')).toISOString(),
    ).toBe('2026-02-28T00:00:00.000Z');
    expect(subtractDuration(now, parseDuration('2w')).toISOString()).toBe(
      '2028-02-15T12:00:00.000Z',
    );
  });
});
