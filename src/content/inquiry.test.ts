import { describe, expect, it } from 'vitest';
import { inquiryLimits, inquiryMessages } from '../shared/inquiry-api.ts';
import {
  inquiryBudgets,
  inquiryForm,
  inquiryNotice,
  inquiryOwnerEmail,
  inquiryRetention,
  inquiryThanks,
  inquiryTooMany,
  signupDone,
} from './inquiry.ts';
import { privacyPolicy } from './privacy-policy.ts';
import { frenchText, slug } from './text-schemas.ts';

/** Every string of a value, however nested. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(stringsOf);
  return [];
}

describe('the quote-request texts', () => {
  it('are written in French typography, the field errors too', () => {
    const texts = stringsOf([
      inquiryForm,
      inquiryNotice,
      inquiryTooMany,
      inquiryThanks,
      signupDone,
      inquiryOwnerEmail,
      inquiryBudgets.map((budget) => budget.label),
      inquiryMessages,
    ]).filter((text) => !text.includes('npm run'));
    for (const text of texts)
      expect(frenchText.safeParse(text).error?.issues, text).toBeUndefined();
  });

  it('states the message’s real length limit', () => {
    const limit = new Intl.NumberFormat('fr-FR').format(inquiryLimits.message.max);
    expect(inquiryMessages.messageLong).toContain(limit.replace(/\s/g, '\u00a0'));
  });

  it('offers budget ranges with unique slug keys', () => {
    const keys = inquiryBudgets.map((budget) => budget.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(slug.safeParse(key).success, key).toBe(true);
  });

  it('states the retention period the privacy policy states, where the form is', () => {
    expect(inquiryNotice).toContain(inquiryRetention.inWords);
    const policy = JSON.stringify(privacyPolicy);
    expect(policy).toContain('Demandes de devis');
    expect(policy).toContain(inquiryRetention.inWords);
  });
});
