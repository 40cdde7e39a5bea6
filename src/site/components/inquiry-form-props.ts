import { paths } from '../paths.ts';

/** What a page tells the quote-request form (inquiry-form.tsx). */
export interface InquiryFormProps {
  /** The offer's slug to preselect (an offer's page). */
  readonly offer?: string;
  /** The heading's id, which the section is labelled by (unique on the page). */
  readonly headingId: string;
  /** h2 by default; h3 inside a section that has its own h2. */
  readonly headingLevel?: 2 | 3;
}

/**
 * The quote request's place on /Contact (`/Contact#devis`), there before the
 * form's code loads, so each training's call to action lands on the form.
 */
export const QUOTE_REQUEST_SECTION = 'devis';

/** The quote form's heading on an offer's page: its « Demander un devis » leads there. */
export const OFFER_QUOTE_SECTION = 'demande-devis';

/** `/Contact?offre=<value>`: the subject a link preselects in the form (an offer or a course). */
export const SUBJECT_PARAM = 'offre';

/** A link to /Contact's quote form with `subject` chosen (an offer, a course, a mission). */
export function quoteRequestHref(subject: string): string {
  return `${paths.contact}?${SUBJECT_PARAM}=${encodeURIComponent(subject)}#${QUOTE_REQUEST_SECTION}`;
}
