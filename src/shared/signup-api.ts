import { apiPaths, paths } from './paths.ts';
/** The sign-up endpoint as both the page and the server see it (PRODUCT.md, interface contract). */
export const SIGNUP_API_PATH = apiPaths.signups;

/**
 * The honeypot: a field hidden from people (and assistive technology) that
 * form-filling bots fill. A request with it filled is answered like any
 * other and stores nothing (docs/decisions/002-signup-storage.md).
 */
export const HONEYPOT_FIELD = 'website';

export interface SignupRequest {
  readonly email: string;
  readonly [HONEYPOT_FIELD]?: string;
  /** The page the form was sent from (its path): the audience's conversions by page. */
  readonly [SIGNUP_PAGE_FIELD]?: string;
}

/** 201: the same shape for a new and an already registered address. */
export interface SignupCreated {
  readonly id: string;
  /**
   * The server sends confirmation e-mails (double opt-in): the page asks the
   * visitor to confirm from their inbox. The same for every 201 of a server.
   */
  readonly confirmByEmail: boolean;
}

/** The page holding the sign-up form (paths.kaoukaAndroid), recorded with each consent. */
export const SIGNUP_FORM_PAGE = paths.kaoukaAndroid;

/** 4xx and 503: a French message the page may show. */
export interface SignupFailure {
  readonly error: string;
}

/**
 * The outcome pages a sign-up sent without script lands on (303), showing
 * « Enregistré »: one for single opt-in, one asking to confirm from the inbox.
 */
export const SIGNUP_DONE_PATH = paths.signupDone;
export const SIGNUP_TO_CONFIRM_PATH = paths.signupToConfirm;

export function signupDonePath(confirmByEmail: boolean): string {
  return confirmByEmail ? SIGNUP_TO_CONFIRM_PATH : SIGNUP_DONE_PATH;
}

/**
 * Hidden fields of the form without script: the site's base path (the
 * outcome page is below it; the server picks which), and the form's own
 * page (where a refusal leads back, and the page the sign-up is counted
 * from, which the page's script sends in JSON too).
 */
export const SIGNUP_BASE_FIELD = 'base';
export const SIGNUP_PAGE_FIELD = 'page';
/** The site's public origin, written by the form: where the answer of a form without script goes. */
export const SITE_ORIGIN_FIELD = 'site';
