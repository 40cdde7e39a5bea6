/** A training day lasts seven hours, as is usual for professional training in France. */
export const HOURS_PER_DAY = 7;

/** `2` → « 2 jours (14 heures) », shared by /Formation and the PDF brochure. */
export function formatTrainingDuration(days: number): string {
  const dayLabel = days > 1 ? 'jours' : 'jour';
  return `${days}\u00a0${dayLabel} (${days * HOURS_PER_DAY}\u00a0heures)`;
}

/**
 * The brochure's file name, at the root of the built site. /Formation links to
 * it relatively, so the link works wherever the site is published.
 */
export const BROCHURE_FILE_NAME = 'plaquette.pdf';

/**
 * A session's price for the group: its days at the group day rate, shown as
 * the headline of each training on /Formation and in the brochure.
 */
export function sessionPriceEuros(days: number, groupDayPriceEuros: number): number {
  return days * groupDayPriceEuros;
}

/** `2` → « la session de 2 jours, pour le groupe », `1` → « la session d’une journée… »: what a session's price buys. */
export function sessionPriceUnit(days: number): string {
  return days === 1
    ? 'la session d’une journée, pour le groupe'
    : `la session de ${String(days)}\u00a0jours, pour le groupe`;
}
