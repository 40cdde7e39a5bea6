import { describe, expect, it } from 'vitest';
import { parseDigestSchedule } from '../config/digest-schedule.ts';
import { currentWeek, dueWeek, latestWeek } from './schedule.ts';

describe('the weekly summary’s schedule', () => {
  it('reads a day and a 24-hour time, and refuses anything else', () => {
    expect(parseDigestSchedule('monday 08:00')).toEqual({ weekday: 1, hour: 8, minute: 0 });
    expect(parseDigestSchedule(' Sunday 7:05 ')).toEqual({ weekday: 0, hour: 7, minute: 5 });
    for (const text of ['lundi 08:00', 'monday 24:00', 'monday 8h', 'monday', '08:00']) {
      expect(parseDigestSchedule(text)).toBeUndefined();
    }
  });

  it('puts a moment in the week of the latest scheduled time before it, in Paris time', () => {
    const monday8 = { weekday: 1, hour: 8, minute: 0 };
    // Monday 23 November 2026, 06:59 UTC is 07:59 in Paris: still last week's.
    expect(latestWeek(new Date('2026-11-23T06:59:00Z'), monday8).key).toBe('2026-11-16');
    // 07:00 UTC is 08:00 in Paris: this week's, covering the seven days before.
    expect(latestWeek(new Date('2026-11-23T07:00:00Z'), monday8)).toEqual({
      key: '2026-11-23',
      from: '2026-11-16',
      to: '2026-11-22',
      previousFrom: '2026-11-09',
      previousTo: '2026-11-15',
    });
    // Summer time: 08:00 in Paris is 06:00 UTC.
    expect(latestWeek(new Date('2026-06-01T06:00:00Z'), monday8).key).toBe('2026-06-01');
    expect(latestWeek(new Date('2026-06-01T05:59:00Z'), monday8).key).toBe('2026-05-25');
  });

  it('gives the week in progress, from the latest scheduled day to today, against as many days before', () => {
    const monday8 = { weekday: 1, hour: 8, minute: 0 };
    // Friday 27 November 2026, 19:00 in Paris: Monday 23 to Friday 27, against 18 to 22.
    expect(currentWeek(new Date('2026-11-27T18:00:00Z'), monday8)).toEqual({
      key: '2026-11-30',
      from: '2026-11-23',
      to: '2026-11-27',
      previousFrom: '2026-11-18',
      previousTo: '2026-11-22',
    });
    // On the sending day itself, after the hour: that one day, against the day before.
    expect(currentWeek(new Date('2026-11-23T07:00:00Z'), monday8)).toMatchObject({
      from: '2026-11-23',
      to: '2026-11-23',
      previousFrom: '2026-11-22',
      previousTo: '2026-11-22',
    });
  });

  it('owes a week’s summary for a day after its hour, then no more', () => {
    const monday8 = { weekday: 1, hour: 8, minute: 0 };
    const due = (iso: string) => dueWeek(new Date(iso), monday8)?.key;
    expect(due('2026-11-23T06:59:00Z')).toBeUndefined();
    expect(due('2026-11-23T07:00:00Z')).toBe('2026-11-23');
    // A server back on Tuesday before 08:00 still sends it; later it does not.
    expect(due('2026-11-24T06:59:00Z')).toBe('2026-11-23');
    expect(due('2026-11-24T07:00:00Z')).toBeUndefined();
    expect(due('2026-11-27T12:00:00Z')).toBeUndefined();
  });
});
