/**
 * When the owner's weekly summary goes (OWNER_DIGEST, `monday 08:00`): a
 * day of the week and a time, in Paris (the owner's time, whatever the
 * server's clock zone), and which week a moment belongs to.
 */
import type { DigestSchedule } from '../config/digest-schedule.ts';

export const DIGEST_TIME_ZONE = 'Europe/Paris';

/** The week a summary covers: seven UTC days, and the seven before for the comparison. */
export interface DigestWeek {
  /** The local date of its scheduled sending, `YYYY-MM-DD`: the week's key in the ledger. */
  readonly key: string;
  readonly from: string;
  readonly to: string;
  readonly previousFrom: string;
  readonly previousTo: string;
}

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: DIGEST_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The week of the latest scheduled moment at or before `now`. It covers the
 * seven days before that moment's date, and compares them with the seven
 * before.
 */
export function latestWeek(now: Date, schedule: DigestSchedule): DigestWeek {
  return weekOf(now, schedule).week;
}

/**
 * The week whose summary is due at `now`: the latest, for a day after its
 * moment (a server down at the hour sends when it is back the same day or
 * the next night), then none until the next week's moment: a server started
 * for the first time, or after days down, does not send an old week.
 */
export function dueWeek(now: Date, schedule: DigestSchedule): DigestWeek | undefined {
  const { week, daysSince, beforeTheHour } = weekOf(now, schedule);
  return daysSince === 0 || (daysSince === 1 && beforeTheHour) ? week : undefined;
}

function weekOf(now: Date, schedule: DigestSchedule) {
  const field = (type: string) =>
    Number(parts.formatToParts(now).find((part) => part.type === type)?.value);
  // The local date, as a UTC midnight: its weekday and arithmetic are the calendar's.
  const today = Date.UTC(field('year'), field('month') - 1, field('day'));
  const weekday = new Date(today).getUTCDay();
  const beforeTheHour = field('hour') * 60 + field('minute') < schedule.hour * 60 + schedule.minute;
  let daysSince = (weekday - schedule.weekday + 7) % 7;
  if (daysSince === 0 && beforeTheHour) daysSince = 7;
  const sendDay = today - daysSince * DAY_MS;
  const week = {
    key: dayOf(sendDay),
    from: dayOf(sendDay - 7 * DAY_MS),
    to: dayOf(sendDay - DAY_MS),
    previousFrom: dayOf(sendDay - 14 * DAY_MS),
    previousTo: dayOf(sendDay - 8 * DAY_MS),
  };
  return { week, daysSince, beforeTheHour, sendDay, today };
}

/**
 * The week in progress (`digest --preview --current`): from the latest
 * scheduled moment's date to today, Paris time, against the same number of
 * days just before. Its key is the next sending's date.
 */
export function currentWeek(now: Date, schedule: DigestSchedule): DigestWeek {
  const { sendDay, today } = weekOf(now, schedule);
  const days = (today - sendDay) / DAY_MS + 1;
  return {
    key: dayOf(sendDay + 7 * DAY_MS),
    from: dayOf(sendDay),
    to: dayOf(today),
    previousFrom: dayOf(sendDay - days * DAY_MS),
    previousTo: dayOf(sendDay - DAY_MS),
  };
}
