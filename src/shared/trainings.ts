/** A training day lasts seven hours, as is usual for professional training in France. */
export const HOURS_PER_DAY = 7;

/** A training's length in days: a course's set days, or the range a made-to-measure session is built within. */
export type TrainingDays = number | { readonly min: number; readonly max: number };

/** `2` → « 2 jours (14 heures) », `{ min: 1, max: 5 }` → « 1 à 5 jours (7 à 35 heures) »: /Formation and the PDF brochure. */
export function formatTrainingDuration(days: TrainingDays): string {
  if (typeof days !== 'number') {
    const { min, max } = days;
    return `${String(min)} à ${String(max)}\u00a0jours (${String(min * HOURS_PER_DAY)} à ${String(max * HOURS_PER_DAY)}\u00a0heures)`;
  }
  const dayLabel = days > 1 ? 'jours' : 'jour';
  return `${String(days)}\u00a0${dayLabel} (${String(days * HOURS_PER_DAY)}\u00a0heures)`;
}

/**
 * The brochure's file name, at the root of the built site. /Formation links to
 * it relatively, so the link works wherever the site is published.
 */
export const BROCHURE_FILE_NAME = 'plaquette.pdf';

/** A training's headline price for the group, and what it buys. */
export interface SessionPrice {
  readonly amountEuros: number;
  /** « la session de 2 jours, pour le groupe », « la journée, pour le groupe »… */
  readonly unit: string;
}

/**
 * A training's price for the group, shown as its headline on /Formation and
 * in the brochure: a course's whole session at the group day rate; a
 * made-to-measure session, whose length is chosen with the client, by the day.
 */
export function sessionPrice(days: TrainingDays, groupDayPriceEuros: number): SessionPrice {
  if (typeof days !== 'number')
    return { amountEuros: groupDayPriceEuros, unit: 'la journée, pour le groupe' };
  return {
    amountEuros: days * groupDayPriceEuros,
    unit:
      days === 1
        ? 'la session d’une journée, pour le groupe'
        : `la session de ${String(days)}\u00a0jours, pour le groupe`,
  };
}
