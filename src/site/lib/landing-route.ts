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
 * A link of the prerendered page as HTML allows it: the router's path after
 * `#`, with a second `#` (a section, `/Website#contact`) written `%23`, since
 * a URL's fragment may not hold a `#`. `startHash` reads it back.
 */
export function prerenderedHref(path: string): string {
  return `#${path.replaceAll('#', '%23')}`;
}

/**
 * The address the router should start from, when a link of the prerendered
 * page was followed before the application started: a section link's `%23`
 * (`prerenderedHref`) becomes `#` again, and the skip link's `#<skipTarget>`
 * is still the landing page. Any other hash is returned as it is.
 */
export function startHash(hash: string, skipTarget: string): string {
  if (hash === `#${skipTarget}`) return '#/';
  if (!hash.startsWith('#/')) return hash;
  const route = hash.slice(1);
  const encoded = route.indexOf('%23');
  if (encoded < 0 || route.includes('#')) return hash;
  return `#${route.slice(0, encoded)}#${route.slice(encoded + 3)}`;
}

/** `isLandingHash(location.hash)`, written out for a classic inline script. */
const LANDING_TEST = "/^(?:[?#]|$)/.test(location.hash.replace(/^#\\/?/,''))";

/**
 * The page's only script tag, run inline right after the prerendered #root
 * (docs/decisions/006-paint-before-script.md). It starts the application
 * (`entry` and the modules it imports, `preloads`):
 * - on any other route (`#/Website`), at once, after removing the landing
 *   page's markup, so a deep link never flashes the landing page;
 * - on the landing page, once the browser has painted it, so the first paint
 *   shares neither the network nor the main thread with the application.
 *   Without Paint Timing, after the next frame; in any case within 3 s.
 * Its SHA-256 is allowed by the Content-Security-Policy, read from the built
 * page at start-up (src/server/inline-hashes.ts).
 */
export function startScript(entry: string, preloads: readonly string[]): string {
  const urls = JSON.stringify([...preloads, entry]);
  return (
    '(function(){var d=document,started=false;' +
    'function start(){if(started)return;started=true;' +
    `${urls}.forEach(function(u,i,a){var e;` +
    "if(i<a.length-1){e=d.createElement('link');e.rel='modulepreload';e.href=u}" +
    "else{e=d.createElement('script');e.type='module';e.src=u}" +
    "e.crossOrigin='';d.head.appendChild(e)})}" +
    `if(!${LANDING_TEST}){d.getElementById('root').replaceChildren();start();return}` +
    'setTimeout(start,3000);' +
    "if(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes&&PerformanceObserver.supportedEntryTypes.indexOf('paint')>=0){" +
    "new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(start)}}).observe({type:'paint',buffered:true})}" +
    'else requestAnimationFrame(function(){setTimeout(start)})})()'
  );
}
