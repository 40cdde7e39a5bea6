// The articles of Kaouka's terms of use, in order: both languages list these
// keys in this order (terms.test.ts), and cross-references take their number
// from here, so inserting an article renumbers every « article N » at once.

export const TERMS_ARTICLE_KEYS = [
  'purpose',
  'access',
  'age',
  'pseudonymity',
  'posts',
  'content-licence',
  'likes-comments',
  'messages',
  'blocking',
  'personal-data',
  'ip-address',
  'prohibited-content',
  'contact-point',
  'reporting',
  'moderation',
  'suspension',
  'liability',
  'user-rights',
  'changes',
  'language',
  'governing-law',
] as const;

/**
 * The terms’ title in each language: the privacy policy’s pages link the
 * terms by it.
 */
export const TERMS_TITLES = {
  fr: 'Conditions générales d’utilisation de Kaouka',
  en: 'Kaouka terms of use',
} as const;

export type TermsArticleKey = (typeof TERMS_ARTICLE_KEYS)[number];

/** The number an article is shown with: its place in TERMS_ARTICLE_KEYS, from 1. */
export function articleNumber(key: TermsArticleKey): number {
  return TERMS_ARTICLE_KEYS.indexOf(key) + 1;
}

/**
 * This version of the terms, both languages: published on `updated`, in force
 * for accounts created before it from `effective` (TERMS_CHANGE_NOTICE_DAYS
 * later); the previous version applies to those accounts until the day before.
 */
export const TERMS_VERSION = { updated: '2026-11-27', effective: '2026-12-27' } as const;

/** The day before an ISO date, as an ISO date. */
export function dayBefore(isoDate: string): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** How long the terms announce a change before it applies. */
export const TERMS_CHANGE_NOTICE_DAYS = 30;

/**
 * The youngest age at which Kaouka may be used (French law’s digital
 * majority). No parent can waive it: the app could not check such a consent,
 * and it puts strangers close to each other in touch.
 */
export const TERMS_MINIMUM_AGE = 15;

/**
 * The step distances between users are rounded to, in metres: a distance to
 * the metre would let anyone locate a user by moving around them.
 */
export const DISTANCE_STEP_METRES = 100;

/**
 * How long a user or a notifier may challenge a moderation decision: the six
 * months of DSA art. 20, offered of the publisher's own accord (art. 19
 * exempts micro and small enterprises from arts. 20 to 28).
 */
export const MODERATION_APPEAL_MONTHS = 6;
