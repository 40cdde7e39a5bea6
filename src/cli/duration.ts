/**
 * Durations for `purge --older-than`: a whole number and a unit, e.g. `3y`,
 * `18m` (months), `6w`, `90d`. Years and months are calendar units: `3y`
 * before 29 February 2028 is 28 February 2025, as a person would count.
 */
export interface Duration {
  readonly amount: number;
  readonly unit: 'y' | 'm' | 'w' | 'd';
}

const DURATION = /^(\d{1,4})\s*(y|m|w|d)$/i;

export function parseDuration(text: string): Duration {
  const match = DURATION.exec(text.trim());
  if (!match?.[1] || !match[2]) {
    throw new Error(
      `"${text}" is not a duration: write a number and a unit, y (years), m (months), w (weeks) or d (days), e.g. 3y or 90d`,
    );
  }
  return { amount: Number(match[1]), unit: match[2].toLowerCase() as Duration['unit'] };
}

/** The instant `duration` before `now`, in UTC. */
export function subtractDuration(now: Date, { amount, unit }: Duration): Date {
  const result = new Date(now);
  if (unit === 'd' || unit === 'w') {
    result.setUTCDate(result.getUTCDate() - amount * (unit === 'w' ? 7 : 1));
    return result;
  }
  const months = amount * (unit === 'y' ? 12 : 1);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() - months);
  // Clamp to the target month's last day rather than spilling into the next month.
  const lastDay = new Date(
    Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0),
  ).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

export function formatDuration({ amount, unit }: Duration): string {
  const names = { y: 'year', m: 'month', w: 'week', d: 'day' } as const;
  return `${amount} ${names[unit]}${amount === 1 ? '' : 's'}`;
}
