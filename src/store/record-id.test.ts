import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { newRecordId } from './record-id.ts';

const V7 = /^([0-9a-f]{8})-([0-9a-f]{4})-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const millisecondsOf = (id: string) => parseInt(id.replaceAll('-', '').slice(0, 12), 16);
/** The 31 bits after the time where a monotonic version 7 generator keeps its counter. */
const counterOf = (id: string) => {
  const hex = id.replaceAll('-', '');
  const byte = (index: number) => parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  return (
    (((byte(6) & 0x0f) << 28) |
      (byte(7) << 20) |
      ((byte(8) & 0x3f) << 14) |
      (byte(9) << 6) |
      (byte(10) >>> 2)) >>>
    0
  );
};

describe('a sign-up id', () => {
  it('is a version 7 UUID bearing the time it was made', () => {
    const before = Date.now();
    const id = newRecordId();
    const after = Date.now();
    expect(id).toMatch(V7);
    expect(millisecondsOf(id)).toBeGreaterThanOrEqual(before);
    expect(millisecondsOf(id)).toBeLessThanOrEqual(after);
  });

  it('sorts by time, so new rows land at the end of the index', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-27T10:00:00Z') });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const first = newRecordId();
    vi.advanceTimersByTime(5);
    expect(newRecordId() > first).toBe(true);
  });

  it('does not count: ids made within one millisecond are not numbered one after another', () => {
    const ids = Array.from({ length: 5000 }, () => newRecordId());
    const sameMillisecond = ids
      .slice(1)
      .map((id, index) => [ids[index] ?? '', id] as const)
      .filter(([previous, id]) => millisecondsOf(previous) === millisecondsOf(id));
    // Thousands of ids a second: many share their millisecond with the one before.
    expect(sameMillisecond.length).toBeGreaterThan(100);
    const numbered = sameMillisecond.filter(
      ([previous, id]) => counterOf(id) === counterOf(previous) + 1,
    );
    // A counter would tell anyone given two ids how many sign-ups came between.
    expect(numbered).toEqual([]);
  });
});
