/**
 * The landing page is prerendered into index.html (see
 * docs/decisions/005-prerendered-landing-page.md). These helpers tell, from
 * the location's hash, whether that markup belongs to the page being opened.
 */

/** The router path held in a hash such as `#/Website?x=1`: `/Website`. */
function routeOf(hash: string): string {
  return hash.replace(/^#/, '').replace(/[?#].*$/, '');
}

/** True when the hash opens the landing page (`''`, `#`, `#/`, `#/?…`). */
export function isLandingHash(hash: string): boolean {
  const route = routeOf(hash);
  return route === '' || route === '/';
}

/**
 * Runs inline right after the prerendered #root, before the first paint:
 * on any other route (`#/Website`) it removes the landing page's markup, so a
 * deep link never flashes the landing page before its own page appears. The
 * same test as `isLandingHash`, written out for a classic inline script; its
 * SHA-256 is allowed by the Content-Security-Policy (src/server/inline-hashes.ts).
 */
export const CLEAR_PRERENDER_SCRIPT =
  "if(!/^(?:[?#]|$)/.test(location.hash.replace(/^#\\/?/,'')))document.getElementById('root').replaceChildren()";
