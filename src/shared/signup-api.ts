/** The sign-up endpoint as both the page and the server see it (PRODUCT.md, interface contract). */
export const SIGNUP_API_PATH = '/api/signups';

/**
 * The honeypot: a field hidden from people (and assistive technology) that
 * form-filling bots fill. A request with it filled is answered like any
 * other and stores nothing (docs/decisions/002-signup-storage.md).
 */
export const HONEYPOT_FIELD = 'website';

export interface SignupRequest {
  readonly email: string;
  readonly [HONEYPOT_FIELD]?: string;
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
export const SIGNUP_FORM_PAGE = '/Kaouka_app_android';

/** 4xx and 503: a French message the page may show. */
export interface SignupFailure {
  readonly error: string;
}
