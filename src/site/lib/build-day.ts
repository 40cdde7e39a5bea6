/**
 * Today as `YYYY-MM-DD` for a page: the day of its build. Pages are rendered
 * then and run no script, so a statement that depends on the date (« disponible
 * dès maintenant ») is true on the day the site was built; each deploy builds
 * it again.
 */
export function buildDay(): string {
  return import.meta.env.VITE_BUILD_DAY;
}
