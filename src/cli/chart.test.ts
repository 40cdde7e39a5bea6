import { describe, expect, it } from 'vitest';
import { fillDays } from '../shared/daily-counts.ts';
import { renderChart, sparkline } from './chart.ts';

describe('the sign-ups chart', () => {
  it('shows quiet days at zero between the first and the last', () => {
    expect(
      fillDays([
        { day: '2026-02-27', count: 2 },
        { day: '2026-03-02', count: 1 },
      ]),
    ).toEqual([
      { day: '2026-02-27', count: 2 },
      { day: '2026-02-28', count: 0 },
      { day: '2026-03-01', count: 0 },
      { day: '2026-03-02', count: 1 },
    ]);
    expect(fillDays([])).toEqual([]);
  });

  it('scales bars to the busiest day and keeps a sliver for small counts', () => {
    const lines = renderChart(
      [
        { day: '2026-03-01', count: 100 },
        { day: '2026-03-02', count: 50 },
        { day: '2026-03-03', count: 0 },
        { day: '2026-03-04', count: 1 },
      ],
      10,
    );
    expect(lines).toEqual([
      '2026-03-01 100 ██████████',
      '2026-03-02  50 █████',
      '2026-03-03   0',
      '2026-03-04   1 ▏',
    ]);
  });

  it('draws a period on one line, scaled to its busiest day, a quiet day apart', () => {
    expect(sparkline([8, 4, 0, 1, 7])).toBe('█▄·▁▇');
    expect(sparkline([0, 0])).toBe('··');
    expect(sparkline([])).toBe('');
  });
});
