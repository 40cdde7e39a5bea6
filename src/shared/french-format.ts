/**
 * Numbers and dates written the French way, for the site, the e-mails and the
 * PDF brochure alike. Intl writes thousands with a narrow no-break space
 * (U+202F), which the brochure's standard fonts cannot draw: the group
 * separator here is the ordinary no-break space (U+00A0), as French
 * typography also allows.
 */
/**
 * `4000` → « 4 000 € » (no-break spaces); with `cents`, « 4 000,00 € » as an
 * invoice writes it. Written by hand rather than with Intl.NumberFormat, which
 * gives the same text (a test compares them) but whose first use costs a
 * browser 15 ms of main thread on this machine, about 60 on a phone:
 * every page with a price would pay it while it starts (docs/decisions/006).
 */
export function formatEuros(amount: number, { cents = false } = {}): string {
  const [units = '', decimals] = Math.abs(amount)
    .toFixed(cents ? 2 : 0)
    .split('.');
  const grouped = units.replace(/\B(?=(\d{3})+$)/g, '\u00a0');
  const sign = amount < 0 ? '-' : '';
  return `${sign}${grouped}${decimals === undefined ? '' : `,${decimals}`}\u00a0€`;
}

const longDates = new Map<string, Intl.DateTimeFormat>();

/**
 * `2023-09-01` → « 1er septembre 2023 »: French writes the first of the month
 * as an ordinal, with a no-break space between day and month. Another locale
 * (`en-GB`) gets its own long date.
 */
export function formatLongDate(isoDate: string, locale = 'fr-FR', weekday = false): string {
  const key = `${locale}:${String(weekday)}`;
  let format = longDates.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      dateStyle: weekday ? 'full' : 'long',
      timeZone: 'UTC',
    });
    longDates.set(key, format);
  }
  const parts = format.formatToParts(new Date(`${isoDate}T00:00:00Z`));
  if (!locale.startsWith('fr')) return parts.map((part) => part.value).join('');
  return parts
    .map((part, index) => {
      if (part.type === 'day') return part.value === '1' ? '1er' : part.value;
      // The space between the day and the month never breaks.
      if (part.type === 'literal' && parts[index - 1]?.type === 'day') return '\u00a0';
      return part.value;
    })
    .join('');
}

/**
 * `+33199001234` → « 01 99 00 12 34 »: a French number as French readers
 * write it, five pairs joined by no-break spaces, from its one stored form.
 */
export function formatPhone(e164: string): string {
  const national = e164.startsWith('+33') ? `0${e164.slice(3)}` : e164;
  return /^0\d{9}$/.test(national) ? (national.match(/\d\d/g) ?? []).join('\u00a0') : national;
}
