import { offerHref, paths } from '../paths.ts';
import { HASH_LINK_PREFIX } from './hash-link-prefix.ts';

/** The original's query parameter naming an offer: `#/Offer?offre=<slug>`. */
const LEGACY_OFFER_PARAM = 'offre';

/** Each route's spelling, by its lower-case form: the original's router ignored case. */
const spellings = new Map<string, string>(
  Object.values(paths).map((path) => [path.toLowerCase(), path]),
);

/**
 * The address (below the base path) that a link of the original hash-routed
 * site stands for, query and section kept: `#/website#contact` is
 * `/Website#contact`, `#/Offer?offre=<slug>` is `/Offer/<slug>`,
 * `#/Desinscription?jeton=…` is `/Desinscription?jeton=…`. Null for a hash
 * that is not such a link (`#contact`, a page's own section).
 */
export function addressOfHashLink(hash: string): string | null {
  if (!hash.startsWith(HASH_LINK_PREFIX)) return null;
  const link = new URL(hash.slice(1), 'http://hash.invalid');
  // One leading slash, so the address can never become `//host` (another site).
  const route = link.pathname.replace(/^\/+/, '/').replace(/(.)\/$/, '$1');
  // A page of a collection (`/realisation/<slug>`) takes its collection's spelling.
  const [, first = route, rest = ''] = /^(\/[^/]*)(.*)$/.exec(route) ?? [];
  let path =
    spellings.get(route.toLowerCase()) ?? `${spellings.get(first.toLowerCase()) ?? first}${rest}`;
  const slug = link.searchParams.get(LEGACY_OFFER_PARAM);
  if (path === paths.offer && slug) {
    link.searchParams.delete(LEGACY_OFFER_PARAM);
    path = offerHref(slug);
  }
  return `${path}${link.search}${link.hash}`;
}
