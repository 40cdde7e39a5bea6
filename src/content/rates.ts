// The figures every price, quote and invoice derives from. The day rate is
// the one constant of the pricing rule (prices.ts): offers and trainings
// state durations in half-days, never amounts worked out by hand, so
// changing it here changes every derived price of the site.
// payment-models.ts re-exports these for the pages that explain them; the
// payment terms (deposit, due date, late payment) are commitments, written
// once in commitments.ts.

export const rates = {
  /** The day rate, before any VAT; billed by the half-day. */
  dayEuros: 400,
  /** The maintenance of a delivered application, in half-days a month at the day rate. */
  maintenanceHalfDaysPerMonth: 1,
  /** What hosting usually costs, billed by the host, not by the studio. */
  hostingMonthly: 'de l’ordre de 10 à 50\u00a0€ par mois pour une application de PME',
} as const;
