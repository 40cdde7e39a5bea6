// How every price of the site is written: its amount, what it buys and its
// tax basis, which follows the publisher's VAT status (legal-identity.ts).

import { formatEuros } from '../shared/french-format.ts';
import { legalIdentity } from './legal-identity.ts';

const { vat } = legalIdentity.publisher;

/**
 * The tax basis of every price. Under the franchise en base the amounts are
 * what the client pays, and the law asks for the mention « TVA non
 * applicable, art. 293 B du CGI »; a VAT-registered publisher shows prices
 * excluding VAT (« HT ») and says so.
 */
export const taxBasis =
  vat.kind === 'franchise'
    ? {
        /** Written right after an amount; nothing under the franchise. */
        suffix: '',
        note: 'Prix nets\u00a0: TVA non applicable, art.\u00a0293\u00a0B du CGI.',
      }
    : {
        suffix: '\u00a0HT',
        note: `Prix hors taxes\u00a0: TVA de ${vat.ratePercent}\u00a0% en sus.`,
      };

/** `(50, 'le script simple')` → « 50 € le script simple » (« 50 € HT le script simple » under VAT). */
export function formatPrice(amountEuros: number, unit: string): string {
  return `${formatEuros(amountEuros)}${taxBasis.suffix} ${unit}`;
}
