/**
 * When the owner's weekly summary goes (OWNER_DIGEST, `monday 08:00`): a day
 * of the week and a time in Paris. Parsed here, with the rest of the
 * environment; src/digest/schedule.ts says which week a moment belongs to.
 */
export interface DigestSchedule {
  /** 0 for Sunday to 6 for Saturday, as Date.getUTCDay counts. */
  readonly weekday: number;
  readonly hour: number;
  readonly minute: number;
}

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const SCHEDULE = /^([a-z]+) +([01]?\d|2[0-3]):([0-5]\d)$/;

/** `monday 08:00` (any day in English, a 24-hour time), or undefined when it is not one. */
export function parseDigestSchedule(text: string): DigestSchedule | undefined {
  const match = SCHEDULE.exec(text.trim().toLowerCase());
  const weekday = WEEKDAYS.indexOf(match?.[1] ?? '');
  if (!match || weekday < 0) return undefined;
  return { weekday, hour: Number(match[2]), minute: Number(match[3]) };
}
