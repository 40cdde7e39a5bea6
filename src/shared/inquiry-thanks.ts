/**
 * A quote request sent without script lands on the thank-you page with its
 * subject in the address's fragment: `/Demande_envoyee#sujet-<value>`. The
 * page, prerendered once for every request, holds one line per subject and
 * shows the one the fragment targets (CSS `:target`), with or without script.
 * A fragment never reaches a server, its logs or another site (Referer); only
 * the subject, a choice from a fixed list, goes there: never the e-mail
 * address, the name or the message.
 */
const SUBJECT_PREFIX = 'sujet-';

/** The id of the thank-you page's line for a subject, and the fragment that shows it. */
export function thanksSubjectId(subject: string): string {
  return `${SUBJECT_PREFIX}${subject}`;
}
