import { describe, expect, it } from 'vitest';
import { DailyVisitors } from './daily-visitors.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/132.0';

/** Visitors on a clock the test moves, its day already begun. */
function visitorsAt(start: string, maxVisitors?: number) {
  const clock = { now: Date.parse(start) };
  const visitors = new DailyVisitors(() => clock.now, maxVisitors);
  visitors.today();
  return { visitors, clock };
}

describe('daily visitors', () => {
  it('begins a visit on the first page of the day, and remembers that page', () => {
    const { visitors } = visitorsAt('2026-11-23T10:00:00Z');
    expect(visitors.arrive('203.0.113.7', BROWSER, '/Website')).toBe(true);
    expect(visitors.arrive('203.0.113.7', BROWSER, '/Offer')).toBe(false);
    expect(visitors.arrive('203.0.113.7', BROWSER, '/CV')).toBe(false);
    expect(visitors.entryOf('203.0.113.7', BROWSER)).toBe('/Website');
  });

  it('tells visitors apart by address and by browser', () => {
    const { visitors } = visitorsAt('2026-11-23T10:00:00Z');
    expect(visitors.arrive('203.0.113.7', BROWSER, '/Website')).toBe(true);
    expect(visitors.arrive('198.51.100.4', BROWSER, '/Website')).toBe(true);
    expect(visitors.arrive('198.51.100.4', `${BROWSER} Mobile`, '/Offer')).toBe(true);
    expect(visitors.arrive('203.0.113.7', BROWSER, '/CV')).toBe(false);
    expect(visitors.entryOf('198.51.100.4', `${BROWSER} Mobile`)).toBe('/Offer');
  });

  it('counts a new visit after the day’s change, under a new salt', () => {
    const { visitors, clock } = visitorsAt('2026-11-23T23:59:00Z');
    const before = visitors.saltFingerprint();
    expect(visitors.arrive('203.0.113.7', BROWSER, '/Website')).toBe(true);
    clock.now += DAY_MS / 24;
    expect(visitors.today()).toBe('2026-11-24');
    expect(visitors.saltFingerprint()).not.toBe(before);
    expect(visitors.arrive('203.0.113.7', BROWSER, '/Offer')).toBe(true);
    expect(visitors.entryOf('203.0.113.7', BROWSER)).toBe('/Offer');
  });

  it('past the day’s limit, counts new visitors and remembers no more of them', () => {
    const { visitors } = visitorsAt('2026-11-23T10:00:00Z', 1);
    expect(visitors.arrive('203.0.113.7', BROWSER, '/Website')).toBe(true);
    expect(visitors.arrive('198.51.100.4', BROWSER, '/Website')).toBe(true);
    expect(visitors.entryOf('198.51.100.4', BROWSER)).toBeUndefined();
    // The one remembered is still known.
    expect(visitors.arrive('203.0.113.7', BROWSER, '/Offer')).toBe(false);
  });
});
