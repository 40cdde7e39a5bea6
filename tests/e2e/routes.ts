import { readFileSync } from 'node:fs';
import { JSDOM, VirtualConsole } from 'jsdom';
import { paths } from '../../src/shared/paths.ts';
import { htmlFileOf, instances } from '../../src/site/page-list.ts';
import { routeTable } from '../../src/site/page-list.ts';

export interface RouteCheck {
  /** An address of the site, as `goto(page, route)` takes it. */
  readonly route: string;
  /** The page's h1: seeing it proves the page has rendered. */
  readonly heading: string;
}

/** The heading of the branded error screen, which no page of the table may show. */
export const NOT_FOUND_HEADING = 'Page introuvable';

/** Pages that do their work from a link's query: visited as that link does. */
const queries: Readonly<Record<string, string>> = {
  [paths.unsubscribe]: '?jeton=AAAAAAAAAAAAAAAAAAAAAA',
  [paths.confirmation]: '?jeton=AAAAAAAAAAAAAAAAAAAAAA',
};

/**
 * The h1 the build prerendered for a page, as a screen reader names it (text
 * hidden from assistive technology left out): the browser must show the same
 * heading once the page has run its script.
 */
function prerenderedHeading(path: string): string {
  // Only the markup is read: the inline rules' modern CSS (`sibling-index()`) trips jsdom's parser.
  const html = readFileSync(`dist/${htmlFileOf(path)}`, 'utf8').replace(
    /<style>[\s\S]*?<\/style>/g,
    '',
  );
  const h1 = new JSDOM(html, {
    virtualConsole: new VirtualConsole(),
  }).window.document.querySelector('h1');
  if (!h1) throw new Error(`tests/e2e/routes.ts: the prerendered ${path} has no h1`);
  for (const hidden of h1.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  const heading = h1.textContent.replace(/\s+/g, ' ').trim();
  if (heading === '' || heading === NOT_FOUND_HEADING) {
    throw new Error(`tests/e2e/routes.ts: the prerendered ${path} shows « ${heading} », no page`);
  }
  return heading;
}

/**
 * Every route of the route table (one item standing for each collection's:
 * they share one page) and the error screen, with the h1 that proves each
 * has rendered, read from the build: a new line in the route table is
 * visited here with nothing more to write. The accessibility budget (axe,
 * every width, both themes) runs on every entry.
 */
export const routes: readonly RouteCheck[] = [
  ...routeTable.map(({ path, collection }): RouteCheck => {
    const [address] = instances({ path, collection });
    if (address === undefined) throw new Error(`tests/e2e/routes.ts: ${path} has no page`);
    return { route: address + (queries[path] ?? ''), heading: prerenderedHeading(address) };
  }),
  { route: '/page-inconnue', heading: NOT_FOUND_HEADING },
];
