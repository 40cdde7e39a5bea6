import { checkEmail } from '../../shared/email.ts';
import { apiUrl } from './api-url.ts';
import {
  HONEYPOT_FIELD,
  SIGNUP_API_PATH,
  SIGNUP_PAGE_FIELD,
  type SignupCreated,
  type SignupFailure,
  type SignupRequest,
} from '../../shared/signup-api.ts';

/**
 * Where the page posts sign-ups: the API origin of the build (VITE_API_ORIGIN,
 * api-url.ts), or the whole URL set in VITE_SIGNUP_ENDPOINT, which builds
 * made before VITE_API_ORIGIN existed use (README, "Deploying").
 */
export const signupEndpoint: string =
  import.meta.env.VITE_SIGNUP_ENDPOINT || apiUrl(SIGNUP_API_PATH);

/** A sign-up stuck longer than this is reported as failed, so the visitor can retry. */
const TIMEOUT_MS = 15_000;

export type SignupOutcome =
  /** `confirmByEmail`: the server sent (or would have) a confirmation e-mail to click. */
  | { readonly ok: true; readonly confirmByEmail: boolean }
  /** `detail`: the address's own problem, when telling it helps the visitor fix it. */
  | { readonly ok: false; readonly detail?: string };

/** `page`: the path of the page the form is on (the audience counts sign-ups by page). */
export async function submitSignup(
  email: string,
  honeypot: string,
  page: string,
  timeoutMs = TIMEOUT_MS,
): Promise<SignupOutcome> {
  const check = checkEmail(email);
  if (!check.ok) return { ok: false, detail: check.message };
  const body: SignupRequest = {
    email: check.email,
    [HONEYPOT_FIELD]: honeypot || undefined,
    [SIGNUP_PAGE_FIELD]: page,
  };
  try {
    const response = await fetch(signupEndpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status === 201) {
      const created = (await response.json().catch(() => ({}))) as Partial<SignupCreated>;
      return { ok: true, confirmByEmail: created.confirmByEmail === true };
    }
    if (response.status === 400) {
      const failure: unknown = await response.json().catch(() => undefined);
      return { ok: false, detail: isSignupFailure(failure) ? failure.error : undefined };
    }
    return { ok: false };
  } catch {
    return { ok: false };
  }
}

function isSignupFailure(body: unknown): body is SignupFailure {
  return (
    typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string'
  );
}
