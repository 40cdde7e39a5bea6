/** What says a visitor goes on past the first screen: a scroll, a tap, a key. */
const READING = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Resolves when the element with this id is wanted: once the visitor
 * scrolls, taps or presses a key while it is on the page, or at once when it
 * is not in the document (a page reached by a client-side navigation renders
 * it only after) or outside a browser.
 *
 * The landing page's story waits on it to hydrate: its prerendered markup is
 * there from the first paint and its links work as plain links meanwhile,
 * so its script does not weigh on a first visit that only looks
 * (budgets.json: 80 kB of script).
 */
export function whenWanted(id: string): Promise<void> {
  if (typeof document === 'undefined' || !document.getElementById(id)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      for (const type of READING) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of READING) {
      window.addEventListener(type, done, { capture: true, passive: true });
    }
  });
}
