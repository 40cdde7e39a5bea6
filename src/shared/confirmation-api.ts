/**
 * The confirmation contract (double opt-in, docs/decisions/010-double-opt-in.md),
 * shared by the confirmation e-mail (the link), the site's page (what it
 * reads and posts) and the API route (what it accepts and answers).
 */

import { apiPaths, paths } from './paths.ts';

/** The site's page the e-mail's link leads to; its one button confirms. */
export const CONFIRMATION_PAGE_PATH = paths.confirmation;
/** The page's query parameter carrying the token. */
export const CONFIRMATION_PAGE_PARAM = 'jeton';

/** The API: `POST {"token"}` confirms (the page), `GET ?token=` only redirects to the page. */
export const CONFIRMATION_API_PATH = apiPaths.confirmation;
/** The API's query parameter carrying the token (the e-mail's link). */
export const CONFIRMATION_API_PARAM = 'token';

/** The page's address for a token (`base`: the public origin, or '' on the same origin). */
export function confirmationPageUrl(base: string, token: string): string {
  const query = new URLSearchParams({ [CONFIRMATION_PAGE_PARAM]: token });
  return `${base}${CONFIRMATION_PAGE_PATH}?${query.toString()}`;
}

/**
 * The e-mail's link: the API's GET, which only redirects to the page (mail
 * scanners follow links; a GET never confirms). Through the API, the link
 * stays valid whatever becomes of the site's paths.
 */
export function confirmationLinkUrl(base: string, token: string): string {
  const query = new URLSearchParams({ [CONFIRMATION_API_PARAM]: token });
  return `${base}${CONFIRMATION_API_PATH}?${query.toString()}`;
}

/** The page's JSON body. */
export interface ConfirmationRequest {
  readonly token?: string;
}

/** 200: the address is confirmed (or already was). */
export interface ConfirmationDone {
  readonly status: 'confirmed';
  readonly message: string;
}

/** 400 (no token), 404 (no pending address holds it, or it expired), 503: a French message. */
export interface ConfirmationRefused {
  readonly error: string;
}

/** The status codes of the answers the page tells apart. */
export const CONFIRMATION_STATUS = {
  done: 200,
  missing: 400,
  invalid: 404,
  unavailable: 503,
} as const;
