import { apiPaths, paths } from './paths.ts';
/**
 * The unsubscribe contract, shared by the announcement e-mail (the links),
 * the site's page (what it reads and posts) and the API route (what it
 * accepts and answers), so none of them spells a path or a name on its own.
 */

/** The site's page that the e-mail's link opens; it asks for one click. */
export const UNSUBSCRIBE_PAGE_PATH = paths.unsubscribe;
/** The page's query parameter carrying the token. */
export const UNSUBSCRIBE_PAGE_PARAM = 'jeton';

/** The API: `POST` erases (the page, and mail programs' RFC 8058 one-click), `GET` only redirects. */
export const UNSUBSCRIBE_API_PATH = apiPaths.unsubscribe;
/** The API's query parameter carrying the token (RFC 8058 posts to the URL as given). */
export const UNSUBSCRIBE_API_PARAM = 'token';

/**
 * The page's address for a token, relative to the site's root (`base` is
 * the public origin, or '' for a redirect on the same origin). E-mails sent
 * before pages had their own addresses link to `/#/Desinscription?jeton=…`,
 * which the site's root page sends here (src/site/lib/hash-link.ts, inlined).
 */
export function unsubscribePageUrl(base: string, token: string): string {
  const query = new URLSearchParams({ [UNSUBSCRIBE_PAGE_PARAM]: token });
  return `${base}${UNSUBSCRIBE_PAGE_PATH}?${query.toString()}`;
}

/** The one-click API address for a token (the e-mail's `List-Unsubscribe` header). */
export function unsubscribeApiUrl(base: string, token: string): string {
  const query = new URLSearchParams({ [UNSUBSCRIBE_API_PARAM]: token });
  return `${base}${UNSUBSCRIBE_API_PATH}?${query.toString()}`;
}

/** The page's JSON body. */
export interface UnsubscribeRequest {
  readonly token?: string;
}

/** 200: the address is erased. */
export interface UnsubscribeDone {
  readonly status: 'unsubscribed';
  readonly message: string;
}

/** 400 (no token), 404 (no address holds it), 503 (storage unavailable): a French message. */
export interface UnsubscribeRefused {
  readonly error: string;
}

/** The status codes of the answers the page tells apart. */
export const UNSUBSCRIBE_STATUS = {
  done: 200,
  missing: 400,
  invalid: 404,
  unavailable: 503,
} as const;
