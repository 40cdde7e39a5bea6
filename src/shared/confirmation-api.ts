/**
 * The confirmation link's contract, shared by the e-mail, the server's
 * routes and the site's page (double opt-in, docs/decisions/007-double-opt-in.md).
 */

/** `GET` redirects to the page (a GET never confirms); `POST {"token"}` confirms. */
export const CONFIRMATION_API_PATH = '/api/confirmation';

/** The site's page whose one button confirms. */
export const CONFIRMATION_PAGE_PATH = '/Confirmation';

/** Query parameter carrying the token on the page: `/Confirmation?jeton=<token>`. */
export const CONFIRMATION_PARAM = 'jeton';

/** The page for a token, as the server redirects to it (hash routing reaches it on every host). */
export function confirmationPageHref(token: string): string {
  return `/#${CONFIRMATION_PAGE_PATH}?${CONFIRMATION_PARAM}=${encodeURIComponent(token)}`;
}

/** `POST /api/confirmation` answers. */
export interface ConfirmationAnswer {
  readonly status?: 'confirmed';
  readonly message?: string;
  readonly error?: string;
}
