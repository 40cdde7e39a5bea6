// The articles of Kaouka's terms of use, in order: both languages list these
// keys in this order (terms.test.ts), and cross-references take their number
// from here, so inserting an article renumbers every « article N » at once.

export const TERMS_ARTICLE_KEYS = [
  'purpose',
  'access',
  'age',
  'anonymity',
  'posts',
  'likes-comments',
  'messages',
  'blocking',
  'personal-data',
  'ip-address',
  'prohibited-content',
  'reporting',
  'moderation',
  'suspension',
  'user-rights',
  'changes',
  'language',
  'governing-law',
] as const;

export type TermsArticleKey = (typeof TERMS_ARTICLE_KEYS)[number];

/** The number an article is shown with: its place in TERMS_ARTICLE_KEYS, from 1. */
export function articleNumber(key: TermsArticleKey): number {
  return TERMS_ARTICLE_KEYS.indexOf(key) + 1;
}

/** How long the terms announce a change before it applies. */
export const TERMS_CHANGE_NOTICE_DAYS = 30;

/** The youngest age at which Kaouka may be used without a parent’s authorisation (French law’s digital majority). */
export const TERMS_MINIMUM_AGE = 15;
