/**
 * Numbers and dates written the French way, for the site, the e-mails and the
 * PDF brochure alike: the text Intl would write, by hand (tests compare the
 * two), because Intl's first use costs a browser 15 to 20 ms of main thread
 * on this machine, 60 to 80 on a phone, on every page that shows a price or a
 * date (docs/decisions/006). The group separator is the ordinary no-break
 * space (U+00A0), which the brochure's standard fonts can draw and French
 * typography allows, rather than Intl's narrow one (U+202F).
 */
/**
 * `4000` → « 4 000 € » (no-break spaces); with `cents`, « 4 000,00 € » as an
 * invoice writes it.
 */
export function formatEuros(amount: number, { cents = false } = {}): string {
  const [units = '', decimals] = Math.abs(amount)
    .toFixed(cents ? 2 : 0)
    .split('.');
  const grouped = units.replace(/\B(?=(\d{3})+$)/g, '\u00a0');
  const sign = amount < 0 ? '-' : '';
  return `${sign}${grouped}${decimals === undefined ? '' : `,${decimals}`}\u00a0€`;
}

const MONTHS = {
  'fr-FR': [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  'en-GB': [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
} as const;

const WEEKDAYS = {
  'fr-FR': ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'],
  'en-GB': ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
} as const;

/** The languages the site's dates are written in. */
export type DateLocale = keyof typeof MONTHS;

/** A calendar day's parts, whatever the time zone (`2023-09-01` is read as that day in UTC). */
function dayOf(isoDate: string): { year: number; month: number; day: number; weekday: number } {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth(),
    day: date.getUTCDate(),
    weekday: date.getUTCDay(),
  };
}

/**
 * `2023-09-01` → « 1er septembre 2023 »: French writes the first of the month
 * as an ordinal, with a no-break space between day and month. `en-GB` gets
 * the British long date (« 1 September 2023 »); with `weekday`, the full date.
 */
export function formatLongDate(
  isoDate: string,
  locale: DateLocale = 'fr-FR',
  weekday = false,
): string {
  const { year, month, day, weekday: weekdayIndex } = dayOf(isoDate);
  const monthName = MONTHS[locale][month] ?? '';
  const weekdayName = WEEKDAYS[locale][weekdayIndex] ?? '';
  if (locale === 'en-GB')
    return `${weekday ? `${weekdayName}, ` : ''}${String(day)} ${monthName} ${String(year)}`;
  return `${weekday ? `${weekdayName} ` : ''}${day === 1 ? '1er' : String(day)}\u00a0${monthName} ${String(year)}`;
}

/** `2021-03` → « mars 2021 ». */
export function formatMonth(yearMonth: string): string {
  const { year, month } = dayOf(`${yearMonth}-01`);
  return `${MONTHS['fr-FR'][month] ?? ''} ${String(year)}`;
}

/**
 * `+33199001234` → « 01 99 00 12 34 »: a French number as French readers
 * write it, five pairs joined by no-break spaces, from its one stored form.
 */
export function formatPhone(e164: string): string {
  const national = e164.startsWith('+33') ? `0${e164.slice(3)}` : e164;
  return /^0\d{9}$/.test(national) ? (national.match(/\d\d/g) ?? []).join('\u00a0') : national;
}
