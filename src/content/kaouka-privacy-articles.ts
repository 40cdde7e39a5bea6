// The articles of Kaouka's privacy policy, in order, and the periods both
// languages state: kaouka-privacy-fr.ts and kaouka-privacy-en.ts list these
// keys in this order (kaouka-privacy.test.ts).

/**
 * One article per datum of the terms' « Données personnelles collectées »
 * list, in that list's order (the test pairs them), each stating its purpose,
 * legal basis, retention, recipients and transfers.
 */
export const PRIVACY_DATUM_KEYS = [
  'profile',
  'email',
  'location',
  'posts',
  'likes-comments',
  'messages',
  'moderation',
  'ip-address',
] as const;

export const PRIVACY_ARTICLE_KEYS = [
  'controller',
  ...PRIVACY_DATUM_KEYS,
  'recipients',
  'transfers',
  'security',
  'rights',
  'exercise',
  'complaint',
  'changes',
  'language',
] as const;

/**
 * The policy’s title in each language: the terms’ pages link the policy by
 * it.
 */
export const PRIVACY_TITLES = {
  fr: 'Politique de confidentialité de Kaouka',
  en: 'Kaouka privacy policy',
} as const;

export type PrivacyArticleKey = (typeof PRIVACY_ARTICLE_KEYS)[number];

/** The number an article is shown with: its place in PRIVACY_ARTICLE_KEYS, from 1. */
export function privacyArticleNumber(key: PrivacyArticleKey): number {
  return PRIVACY_ARTICLE_KEYS.indexOf(key) + 1;
}

/**
 * How long a hosting service keeps the identifiers given at sign-up (e-mail
 * address, pseudonym) after the account is closed, and each connection's IP
 * address: one year (décret n° 2021-1362).
 */
export const IDENTIFICATION_RETENTION = { months: 12, fr: 'un an', en: 'one year' } as const;

/**
 * How long a report, a moderation decision and the content it concerns are
 * kept after the decision: the six months in which it can be challenged
 * (MODERATION_APPEAL_MONTHS), then time to answer an authority or a court about it.
 */
export const MODERATION_RECORD = { months: 12, fr: 'un an', en: 'one year' } as const;
