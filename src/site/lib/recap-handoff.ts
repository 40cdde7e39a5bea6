import type { RecapLine } from '../../forms/inquiry-recap.ts';

/** Where the recap waits in session storage (inline/show-recap.ts takes it). */
export const RECAP_KEY = 'inquiry-recap';

/**
 * Hands what a quote request said to the thank-you page, a document of its
 * own: kept in this tab's session storage until that page takes it.
 */
export function handRecapOver(recap: readonly RecapLine[]): void {
  try {
    window.sessionStorage.setItem(RECAP_KEY, JSON.stringify({ recap }));
  } catch {
    // Storage refused: the thank-you page shows no recap.
  }
}
