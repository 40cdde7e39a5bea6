import { CONFIRMATION_PAGE_PATH } from '../shared/confirmation-api.ts';
import { INQUIRY_THANKS_PATH } from '../shared/inquiry-api.ts';
import { SIGNUP_DONE_PATH, SIGNUP_TO_CONFIRM_PATH } from '../shared/signup-api.ts';
import { UNSUBSCRIBE_PAGE_PATH } from '../shared/unsubscribe.ts';

/**
 * Every route of the site, written once. The router and every link use these,
 * so a path cannot drift between the two. The spellings are the original
 * site's: links already published (app-store listings) point at them.
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
  // The e-mail links to it too: the unsubscribe contract holds the path.
  unsubscribe: UNSUBSCRIBE_PAGE_PATH,
  // The confirmation e-mail leads to it (through the API's redirect).
  confirmation: CONFIRMATION_PAGE_PATH,
  // Where forms sent without script land (the server's 303 names them).
  inquiryThanks: INQUIRY_THANKS_PATH,
  signupDone: SIGNUP_DONE_PATH,
  signupToConfirm: SIGNUP_TO_CONFIRM_PATH,
} as const;

/** The router parameter naming the offer: `/Offer/<slug>`. */
export const OFFER_SLUG_PARAM = 'slug';

/** An offer's own page, e.g. `/Offer/securite-applicative`. */
export function offerHref(slug: string): string {
  return `${paths.offer}/${encodeURIComponent(slug)}`;
}

/** Ids of the /Website sections that other pages link to. */
export const websiteSections = {
  offers: 'offres',
  contact: 'contact',
} as const;

/** The contact block of /Website, as a router location. */
export const websiteContactHref = `${paths.website}#${websiteSections.contact}`;

/** A project's page is named after the project (`/Kaouka`, `/GithubInvoice`). */
export function projectHref(slug: string): string {
  return `/${slug}`;
}
