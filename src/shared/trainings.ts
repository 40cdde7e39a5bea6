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
