/**
 * Resolves once the element with this id comes within `margin` of the
 * viewport; at once when it is not in the document (a page reached by a
 * client-side navigation renders it only after), outside a browser, or
 * without IntersectionObserver.
 *
 * The landing page's story waits on it to hydrate: its prerendered markup is
 * already there and its links work as plain links, so its script need not
 * weigh on the first visit (budgets.json: 80 kB of script).
 */
export function whenVisible(id: string, margin = '400px'): Promise<void> {
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') {
    return Promise.resolve();
  }
  const element = document.getElementById(id);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          resolve();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
  });
}
