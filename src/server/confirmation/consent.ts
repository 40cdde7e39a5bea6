import { createHash } from 'node:crypto';
import { signupPage } from '../../content/signup.ts';
import { SIGNUP_FORM_PAGE } from '../../shared/signup-api.ts';
import type { ConsentRequest } from '../../store/types.ts';

/**
 * The version of the notice shown beside the form, recorded with each
 * consent: a hash of its text, so that any change of wording is a new
 * version without anyone having to remember to number it.
 */
export const noticeVersion = `sha256:${createHash('sha256').update(signupPage.notice).digest('hex').slice(0, 16)}`;

/** What each sign-up of this server records about consent. */
export function consentRequest(confirmByEmail: boolean): ConsentRequest {
  return {
    mode: confirmByEmail ? 'double' : 'single',
    notice: noticeVersion,
    page: SIGNUP_FORM_PAGE,
  };
}
