import {
  INQUIRY_API_PATH,
  type InquiryField,
  type InquiryRefused,
} from '../../shared/inquiry-api.ts';
import { apiUrl } from './api-url.ts';

export const inquiryEndpoint = apiUrl(INQUIRY_API_PATH);

export type InquiryOutcome =
  | { readonly ok: true }
  /** `fields`: each field's problem, in the server's words; `message`: a refusal as a whole. */
  | {
      readonly ok: false;
      readonly fields?: Partial<Record<InquiryField, string>>;
      readonly message?: string;
    };

const TIMEOUT_MS = 20_000;
/** The longest « send again in a few seconds » the form waits out by itself, and how often. */
const MAX_WAIT_S = 30;
const MAX_TRIES = 3;

/**
 * Posts the request as JSON (the same endpoint a form without script posts
 * to). A request sent sooner than the minimum fill time is answered 429 with
 * `retryAfter` seconds: the visitor is not asked to do anything, the request
 * goes again once that time has passed.
 */
export async function submitInquiry(body: Record<string, string>): Promise<InquiryOutcome> {
  try {
    for (let attempt = 1; ; attempt += 1) {
      const response = await fetch(inquiryEndpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (response.status === 201) return { ok: true };
      const refused = (await response.json().catch(() => undefined)) as InquiryRefused | undefined;
      const wait = refused?.retryAfter;
      if (response.status === 429 && wait && wait <= MAX_WAIT_S && attempt < MAX_TRIES) {
        await new Promise((resolve) => setTimeout(resolve, wait * 1000));
        continue;
      }
      if (response.status === 400 && refused?.fields) return { ok: false, fields: refused.fields };
      if (response.status === 429 && refused?.error) return { ok: false, message: refused.error };
      return { ok: false };
    }
  } catch {
    return { ok: false };
  }
}
