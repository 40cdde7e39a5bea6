/**
 * Where the page's forms post: the site's own origin by default, or the API
 * server named at build time in VITE_API_ORIGIN (`https://api.example.fr`)
 * for a copy of the site on a static host (README, "Deploying"). The same
 * address serves the script's JSON and the form's post without script.
 */
const apiOrigin = (import.meta.env.VITE_API_ORIGIN ?? '').replace(/\/+$/, '');

export function apiUrl(path: string): string {
  return `${apiOrigin}${path}`;
}
