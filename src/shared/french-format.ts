/**
 * Numbers and dates written the French way, for the site (at build time: no
 * page formats in the browser), the e-mails and the PDF brochure alike, by
 * Intl, with French typography's two changes: the group separator is the
 * ordinary no-break space (U+00A0), which the brochure's standard fonts can
 * draw, rather than Intl's narrow one (U+202F); the first of the month is
 * « 1er », and a no-break space holds the day to its month. The formats are
 * made in the functions, not when the module loads: a form's script imports
 * content that imports this module, and keeps none of it.
 */

/**
 * `4000` → « 4 000 € » (no-break spaces); with `cents`, « 4 000,00 € » as an
 * invoice writes it.
 */
export function formatEuros(amount: number, { cents = false } = {}): string {
  return new Intl.NumberFormat('fr-FR', {
    style: 'currency',
    currency: 'EUR',
    ...(cents ? { minimumFractionDigits: 2 } : { maximumFractionDigits: 0 }),
  })
    .format(amount)
    .replaceAll('\u202f', '\u00a0');
}

/** The languages the site's dates are written in. */
export type DateLocale = 'fr-FR' | 'en-GB';

/** A calendar day, whatever the machine's time zone (`2023-09-01` is that day in UTC). */
function utcDay(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

/**
 * `2023-09-01` → « 1er septembre 2023 », the day held to its month by a
 * no-break space. `en-GB` gets the British long date (« 1 September 2023 »);
 * with `weekday`, the full date.
 */
export function formatLongDate(
  isoDate: string,
  locale: DateLocale = 'fr-FR',
  weekday = false,
): string {
  const format = new Intl.DateTimeFormat(locale, {
    dateStyle: weekday ? 'full' : 'long',
    timeZone: 'UTC',
  });
  if (locale === 'en-GB') return format.format(utcDay(isoDate));
  const parts = format.formatToParts(utcDay(isoDate));
  return parts
    .map(({ type, value }, index) => {
      if (type === 'day' && value === '1') return '1er';
      if (parts[index - 1]?.type === 'day') return '\u00a0';
      return value;
    })
    .join('');
}

/** `2021-03` → « mars 2021 ». */
export function formatMonth(yearMonth: string): string {
  return new Intl.DateTimeFormat('fr-FR', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(utcDay(`${yearMonth}-01`));
}

/**
 * `+33199001234` → « 01 99 00 12 34 »: a French number as French readers
 * write it, five pairs joined by no-break spaces, from its one stored form.
 */
export function formatPhone(e164: string): string {
  const national = e164.startsWith('+33') ? `0${e164.slice(3)}` : e164;
  return /^0\d{9}$/.test(national) ? (national.match(/\d\d/g) ?? []).join('\u00a0') : national;
}
