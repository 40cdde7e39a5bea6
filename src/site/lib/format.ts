import { formatLongDate } from '../../shared/french-format.ts';

/** `2023-09-01` → « 1er septembre 2023 » (or the given language's long date). */
export function formatDate(isoDate: string, locale = 'fr-FR'): string {
  return formatLongDate(isoDate, locale);
}

/** `2021-03` → « mars 2021 ». */
export function formatMonth(yearMonth: string): string {
  return new Intl.DateTimeFormat('fr-FR', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${yearMonth}-01T00:00:00Z`));
}
