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
 * (docs/decisions/006-paint-before-script.md). It starts the application:
 * `entry`, the modules it imports (`preloads`), and for a page opened by a
 * deep link that page's own chunks and stylesheets (`routes`, by router path),
 * fetched alongside instead of after the main script has run.
 * - On any other route (`#/Website`), at once, after removing the landing
 *   page's markup, so a deep link never flashes the landing page.
 * - On the landing page, once the browser has painted it, so the first paint
 *   shares neither the network nor the main thread with the application.
 *   Without Paint Timing, after the next frame; in any case within 3 s.
 * Its SHA-256 is allowed by the Content-Security-Policy, read from the built
 * page at start-up (src/server/inline-hashes.ts).
 */
export function startScript(
  entry: string,
  preloads: readonly string[],
  routes: Readonly<Record<string, readonly string[]>> = {},
): string {
  return (
    '(function(){var d=document,started=false;' +
    // A stylesheet is preloaded as the page's code will ask for it; a module with its crossorigin.
    "function preload(u){var e=d.createElement('link');" +
    "if(/\\.css$/.test(u)){e.rel='preload';e.setAttribute('as','style')}else{e.rel='modulepreload';e.crossOrigin=''}" +
    'e.href=u;d.head.appendChild(e)}' +
    'function start(own){if(started)return;started=true;' +
    `${JSON.stringify(preloads)}.concat(own||[]).forEach(preload);` +
    "var s=d.createElement('script');s.type='module';s.crossOrigin='';" +
    `s.src=${JSON.stringify(entry)};d.head.appendChild(s)}` +
    `if(!${LANDING_TEST}){d.getElementById('root').replaceChildren();` +
    `start(${JSON.stringify(routes)}[location.hash.replace(/^#/,'').replace(/(%23|[?#]).*$/,'')]);return}` +
    'setTimeout(start,3000);' +
    "if(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes&&PerformanceObserver.supportedEntryTypes.indexOf('paint')>=0){" +
    "new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(start)}}).observe({type:'paint',buffered:true})}" +
    'else requestAnimationFrame(function(){setTimeout(start)})})()'
  );
}
