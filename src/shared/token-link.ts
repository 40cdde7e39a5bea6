/**
 * The contract of an e-mail's token link (confirmation, decision 010;
 * unsubscribe), shared by the e-mail (the link), the site's page (what it
 * reads and posts) and the API route (what it accepts and answers), so that
 * none of them spells a path or a name on its own:
 * - the e-mail links to the API's `GET ?token=`, which changes nothing (mail
 *   scanners follow links) and answers a page whose one button posts the
 *   token (docs/decisions/023-token-links-without-script.md); through the
 *   API, the link stays valid whatever becomes of the site's paths;
 * - the site's page reads the token from its `jeton` and posts `{"token"}`;
 * - the answers: 200 done, 400 no token, 404 no address holds it (or it
 *   expired), 503 storage unavailable, each with a French message.
 */
export interface TokenLink {
  /** The site's page the link leads to; its one button acts. */
  readonly pagePath: string;
  /** The page's query parameter carrying the token. */
  readonly pageParam: 'jeton';
  /** The API: `POST` acts, `GET ?token=` only shows the page that asks. */
  readonly path: string;
  /** The API's query parameter carrying the token (the e-mail's link). */
  readonly apiParam: 'token';
  /** The status codes of the answers the page tells apart. */
  readonly status: typeof TOKEN_STATUS;
  /** The API's address for a token: the e-mail's link. */
  apiUrl(base: string, token: string): string;
}

const TOKEN_STATUS = { done: 200, missing: 400, invalid: 404, unavailable: 503 } as const;

export function tokenLink(pagePath: string, path: string): TokenLink {
  return {
    pagePath,
    pageParam: 'jeton',
    path,
    apiParam: 'token',
    status: TOKEN_STATUS,
    apiUrl: (base, token) => `${base}${path}?${new URLSearchParams({ token }).toString()}`,
  };
}

/** The page's JSON body. */
export interface TokenRequest {
  readonly token?: string;
}

/** 200: done (confirmed, or unsubscribed), with the French message. */
export interface TokenDone<Status extends string> {
  readonly status: Status;
  readonly message: string;
}

/** 400, 404, 503: a French message. */
export interface TokenRefused {
  readonly error: string;
}
