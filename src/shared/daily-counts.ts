export interface DailyCount {
  /** UTC day, `YYYY-MM-DD`. */
  readonly day: string;
  readonly count: number;
}

/**
 * Every day from the first to the last, days without sign-ups at zero: a
 * chart that skipped them would hide the quiet periods.
 */
export function fillDays(counts: readonly DailyCount[]): DailyCount[] {
  const first = counts[0];
  const last = counts.at(-1);
  if (!first || !last) return [];
  const byDay = new Map(counts.map(({ day, count }) => [day, count]));
  const filled: DailyCount[] = [];
  for (
    let date = new Date(`${first.day}T00:00:00Z`);
    date <= new Date(`${last.day}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + 1)
  ) {
    const day = date.toISOString().slice(0, 10);
    filled.push({ day, count: byDay.get(day) ?? 0 });
  }
  return filled;
}
