import { describe, expect, it } from 'vitest';
import { formatEuros, formatLongDate } from './french-format.ts';

describe('French formats', () => {
  it('writes euros with no-break spaces only, which the brochure’s fonts can draw', () => {
    expect(formatEuros(50)).toBe('50\u00a0€');
    expect(formatEuros(12000)).toBe('12\u00a0000\u00a0€');
    expect(formatEuros(12000)).not.toContain('\u202f');
  });

  it('writes the first of the month as « 1er », with a no-break space before the month', () => {
    expect(formatLongDate('2023-09-01')).toBe('1er\u00a0septembre 2023');
    expect(formatLongDate('2023-09-12')).toBe('12\u00a0septembre 2023');
    expect(formatLongDate('2027-03-01', 'fr-FR', true)).toBe('lundi 1er\u00a0mars 2027');
    expect(formatLongDate('2023-09-01', 'en-GB')).toBe('1 September 2023');
  });
});
