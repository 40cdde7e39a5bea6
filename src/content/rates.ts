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
} as const;
