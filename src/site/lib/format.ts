const euros = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

/** `50` → « 50 € » with French spacing. */
export function formatEuros(amount: number): string {
  return euros.format(amount);
}
