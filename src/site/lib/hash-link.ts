import { paths } from '../paths.ts';

/**
 * The addresses a link of the original hash-routed site can name: SPEC.md's
 * routes, and the legal pages and the unsubscribe page it had. Pages added
 * since never had a hash link: the root page does not carry their spellings.
 */
export const hashRoutedPaths: readonly string[] = [
  paths.website,
  paths.offer,
  paths.realisation,
  paths.kaouka,
  paths.kaoukaApple,
  paths.kaoukaAndroid,
  paths.termsFr,
  paths.termsEn,
  paths.githubInvoice,
  paths.cv,
  paths.team,
  paths.contact,
  paths.formation,
  paths.legalNotice,
  paths.privacy,
  paths.unsubscribe,
];

/**
 * The address (below the base path) that a link of the original hash-routed
 * site stands for, query and section kept: `#/website#contact` is
 * `/Website#contact`, `#/Offer?offre=<slug>` is `/Offer/<slug>`,
 * `#/Desinscription?jeton=…` is `/Desinscription?jeton=…`. Null for a hash
 * that is not such a link (`#contact`, a page's own section). `routes`: the
 * spellings to restore (hashRoutedPaths), given by the caller:
 * self-contained, the root page inlines its source (redirectHashLink,
 * src/site/layout.astro), where no module is in scope.
 */
export function addressOfHashLink(hash: string, routes: readonly string[]): string | null {
  // Every link of the original begins so: `#/Website`.
  if (!hash.startsWith('#/')) return null;
  const link = new URL(hash.slice(1), 'http://hash.invalid');
  // One leading slash, so the address can never become `//host` (another site).
  const route = link.pathname.replace(/^\/+/, '/').replace(/(.)\/$/, '$1');
  // A route's own spelling: the original's router ignored case.
  const spelled = (path: string) =>
    routes.find((known) => known.toLowerCase() === path.toLowerCase()) ?? path;
  // A page of a collection (`/realisation/<slug>`) takes its collection's spelling.
  const [, first = route, rest = ''] = /^(\/[^/]*)(.*)$/.exec(route) ?? [];
  let path = `${spelled(first)}${rest}`;
  // The original's query parameter naming an offer: `#/Offer?offre=<slug>`.
  const slug = link.searchParams.get('offre');
  if (path === '/Offer' && slug) {
    link.searchParams.delete('offre');
    path = `/Offer/${encodeURIComponent(slug)}`;
  }
  return `${path}${link.search}${link.hash}`;
}

/**
 * The root page's inline script (src/site/layout.astro), with `find` the
 * source of addressOfHashLink: a link of the original hash-routed site
 * (`/#/Kaouka_app_cgu`, in the app stores, or an e-mail's
 * `/#/Desinscription?jeton=…`) is replaced by its page's own address. First
 * in the landing's <body>, it runs before any of the page is parsed or painted.
 */
export function redirectHashLink(
  find: typeof addressOfHashLink,
  routes: readonly string[],
  base: string,
): void {
  const address = find(location.hash, routes);
  if (address !== null) location.replace(`${base}${address.slice(1)}`);
}
