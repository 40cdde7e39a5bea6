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
  it('begins a visit on the first page of the day, on any connection', () => {
    const { visitors } = visitorsAt('2026-11-23T10:00:00Z');
    expect(visitors.arrive('203.0.113.7', BROWSER, '/Website')).toBe(true);
    expect(visitors.arrive('203.0.113.7', BROWSER, '/Offer')).toBe(false);
    expect(visitors.arrive('203.0.113.7', BROWSER, '/CV', {})).toBe(false);
    expect(visitors.entryOf('203.0.113.7', BROWSER)).toBe('/Website');
  });

  it('tells apart two visitors a proxy brings on one connection', () => {
    const { visitors } = visitorsAt('2026-11-23T10:00:00Z');
    const proxy = {};
    expect(visitors.arrive('203.0.113.7', BROWSER, '/Website', proxy)).toBe(true);
    expect(visitors.arrive('203.0.113.7', BROWSER, '/Offer', proxy)).toBe(false);
    expect(visitors.arrive('198.51.100.4', BROWSER, '/Website', proxy)).toBe(true);
    expect(visitors.arrive('198.51.100.4', `${BROWSER} Mobile`, '/Website', proxy)).toBe(true);
    expect(visitors.arrive('203.0.113.7', BROWSER, '/CV', proxy)).toBe(false);
  });

  it('counts a new visit on a connection kept open past the day’s change', () => {
    const { visitors, clock } = visitorsAt('2026-11-23T23:59:00Z');
    const connection = {};
    expect(visitors.arrive('203.0.113.7', BROWSER, '/Website', connection)).toBe(true);
    clock.now += DAY_MS / 24;
    expect(visitors.today()).toBe('2026-11-24');
    expect(visitors.arrive('203.0.113.7', BROWSER, '/Offer', connection)).toBe(true);
    expect(visitors.entryOf('203.0.113.7', BROWSER)).toBe('/Offer');
  });

  it('past the day’s limit, counts a visitor once per connection and remembers no more', () => {
    const { visitors } = visitorsAt('2026-11-23T10:00:00Z', 1);
    expect(visitors.arrive('203.0.113.7', BROWSER, '/Website', {})).toBe(true);
    const connection = {};
    expect(visitors.arrive('198.51.100.4', BROWSER, '/Website', connection)).toBe(true);
    expect(visitors.arrive('198.51.100.4', BROWSER, '/Offer', connection)).toBe(false);
    expect(visitors.entryOf('198.51.100.4', BROWSER)).toBeUndefined();
    expect(visitors.arrive('198.51.100.4', BROWSER, '/Offer', {})).toBe(true);
  });
});
