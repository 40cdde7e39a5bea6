import { recapOf, type RecapLine } from '../../forms/inquiry-recap.ts';

const KEY = 'inquiry-recap';

/**
 * Hands what a quote request said to the thank-you page, a document of its
 * own: kept in this tab's session storage until that page takes it.
 */
export function handRecapOver(recap: readonly RecapLine[]): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ recap }));
  } catch {
    // Storage refused: the thank-you page shows no recap.
  }
}

/**
 * The recap handed over, taken out of storage and kept in the page's history
 * entry instead (so a reload shows it again, and it is never in the address).
 */
export function takeRecap(): RecapLine[] | undefined {
  let state: unknown = window.history.state;
  try {
    const stored = window.sessionStorage.getItem(KEY);
    if (stored !== null) {
      window.sessionStorage.removeItem(KEY);
      state = JSON.parse(stored);
      window.history.replaceState(state, '');
    }
  } catch {
    // Storage refused or its value unreadable: what the history entry holds.
  }
  return recapOf(state);
}
