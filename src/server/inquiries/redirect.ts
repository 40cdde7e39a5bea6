import { subjectLabel } from '../../content/inquiry-subjects.ts';
import { INQUIRY_THANKS, INQUIRY_THANKS_PATH } from '../../shared/inquiry-api.ts';
import { thanksSubjectId } from '../../shared/inquiry-thanks.ts';

// A path of the site: no scheme, no host, no `//` (which a browser reads as a host).
const SITE_PATH = /^\/(?!\/)[\w\-/.%]{0,200}$/;

/** A path of the site as a form sent it, or undefined when it is not one. */
export function sitePath(value: unknown): string | undefined {
  return typeof value === 'string' && SITE_PATH.test(value) ? value : undefined;
}

/**
 * The site's origin for a redirect: the one the form came from when it is
 * a static copy allowed to post here (ALLOWED_ORIGINS), or none (the
 * same origin). Never an origin the list does not hold: no open redirect.
 */
export function siteOrigin(
  candidates: readonly unknown[],
  allowedOrigins: readonly string[],
): string {
  for (const candidate of candidates) {
    if (typeof candidate === 'string' && allowedOrigins.includes(candidate)) return candidate;
  }
  return '';
}

/**
 * Where a form post goes once stored (or turned away: the same answer), with
 * the subject it chose, when it is one the form lists, as the fragment the
 * thank-you page reads back (shared/inquiry-thanks.ts).
 */
export function thanksLocation(body: Record<string, unknown>, origin: string): string {
  const { offer } = body;
  const subject =
    typeof offer === 'string' && subjectLabel(offer) !== undefined
      ? `#${thanksSubjectId(offer)}`
      : '';
  return `${origin}${sitePath(body[INQUIRY_THANKS]) ?? INQUIRY_THANKS_PATH}${subject}`;
}

/**
 * The subject a link chose (`/Contact?offre=mission`), read from the page the
 * form was posted from (its Referer, sent whole to the same origin): a form
 * sent without script, whose list the page could not preselect, keeps the
 * subject the visitor clicked. Only a subject the form lists.
 */
export function subjectFromReferer(
  referer: string | undefined,
  subjects: readonly string[],
): string | undefined {
  if (!referer) return undefined;
  try {
    const asked = new URL(referer).searchParams.get('offre') ?? '';
    return subjects.includes(asked) ? asked : undefined;
  } catch {
    return undefined;
  }
}
