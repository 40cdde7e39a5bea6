/**
 * Every address of the site and of its API, written once. The router, every
 * link, the server's redirects, the e-mails and the tests use these, so a path
 * cannot drift between them. The pages' spellings are the original site's:
 * links already published (app-store listings) point at them.
 *
 * Kept free of anything else: the site's main bundle imports it, so a form's
 * messages or an e-mail's text must not come along (they live in the
 * `*-api.ts` contracts beside this file, which import their paths from here).
 */
export const paths = {
  landing: '/',
  website: '/Website',
  offer: '/Offer',
  realisation: '/Realisation',
  kaouka: '/Kaouka',
  kaoukaApple: '/Kaouka_app_apple',
  kaoukaAndroid: '/Kaouka_app_android',
  termsFr: '/Kaouka_app_cgu',
  termsEn: '/Kaouka_app_cgu_en',
  githubInvoice: '/GithubInvoice',
  cv: '/CV',
  team: '/Team',
  contact: '/Contact',
  formation: '/Formation',
  legalNotice: '/Mentions_legales',
  privacy: '/Confidentialite',
  termsOfSale: '/CGV',
  // The announcement's unsubscribe link leads to it.
  unsubscribe: '/Desinscription',
  // The confirmation e-mail leads to it (through the API's redirect).
  confirmation: '/Confirmation',
  // Where forms sent without script land (the server's 303 names them).
  inquiryThanks: '/Demande_envoyee',
  signupDone: '/Inscription_enregistree',
  signupToConfirm: '/Inscription_a_confirmer',
} as const;

/** The API's routes (PRODUCT.md, interface contract). */
export const apiPaths = {
  health: '/api/health',
  signups: '/api/signups',
  confirmation: '/api/confirmation',
  unsubscribe: '/api/unsubscribe',
  inquiries: '/api/inquiries',
  inquiryChallenge: '/api/inquiries/challenge',
} as const;

/**
 * The built file holding the branded « page introuvable » screen: the build
 * writes it, the Node server answers it on a miss, static hosts serve it.
 */
export const NOT_FOUND_FILE = '404.html';
