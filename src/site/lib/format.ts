const euros = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

/** `50` → « 50 € » with French spacing. */
export function formatEuros(amount: number): string {
  return euros.format(amount);
}

/** `2023-09-01` → « 1 septembre 2023 » (or the given language's long date). */
export function formatDate(isoDate: string, locale = 'fr-FR'): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** `2021-03` → « mars 2021 ». */
export function formatMonth(yearMonth: string): string {
  return new Intl.DateTimeFormat('fr-FR', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${yearMonth}-01T00:00:00Z`));
}
