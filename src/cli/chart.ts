import type { DailyCount } from '../shared/daily-counts.ts';

/**
 * One line per day: the date, a bar scaled so the busiest day fills
 * `width` cells (eighth-block characters for the fraction), and the count.
 * A day with sign-ups always shows at least a sliver.
 */
export function renderChart(counts: readonly DailyCount[], width = 40): string[] {
  const max = Math.max(0, ...counts.map(({ count }) => count));
  const countWidth = String(max).length;
  return counts.map(({ day, count }) => {
    const eighths =
      max === 0 ? 0 : Math.max(count > 0 ? 1 : 0, Math.round((count / max) * width * 8));
    const bar = '█'.repeat(Math.floor(eighths / 8)) + (PARTIAL[eighths % 8] ?? '');
    return `${day} ${String(count).padStart(countWidth)} ${bar}`.trimEnd();
  });
}

const PARTIAL = ['', '▏', '▎', '▍', '▌', '▋', '▊', '▉'];

const LEVELS = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];

/**
 * A whole period on one line, a character a day (or a week): the height of
 * each its count against the busiest; `·` for none, so a quiet day shows.
 */
export function sparkline(counts: readonly number[]): string {
  const max = Math.max(0, ...counts);
  return counts
    .map((count) =>
      count === 0 ? '·' : (LEVELS[Math.ceil((count / max) * LEVELS.length) - 1] ?? '█'),
    )
    .join('');
}
