// The studio's own product a visitor can ask to try (/GithubInvoice): the
// quote form's subject its « Demander un accès d’essai » preselects.

/** An InquirySubject (inquiry-subjects.ts lists it among the form's subjects). */
export const productSubject = {
  value: 'githubinvoice',
  label: 'GithubInvoice\u00a0: accès d’essai (bêta)',
} as const;
