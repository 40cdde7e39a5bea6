import { describe, expect, it } from 'vitest';
import { inquiryMessages } from '../shared/inquiry-api.ts';
import {
  inquiryBudgets,
  inquiryForm,
  inquiryOwnerEmail,
  inquiryRetention,
  inquiryThanks,
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
      inquiryThanks,
      signupDone,
      inquiryOwnerEmail,
      inquiryBudgets.map((budget) => budget.label),
      inquiryMessages,
    ]).filter((text) => !text.includes('npm run'));
    for (const text of texts)
      expect(frenchText.safeParse(text).error?.issues, text).toBeUndefined();
  });

  it('offers budget ranges with unique slug keys', () => {
    const keys = inquiryBudgets.map((budget) => budget.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(slug.safeParse(key).success, key).toBe(true);
  });

  it('states the retention period the privacy policy states, where the form is', () => {
    expect(inquiryForm.notice).toContain(inquiryRetention.inWords);
    const policy = JSON.stringify(privacyPolicy);
    expect(policy).toContain('Demandes de devis');
    expect(policy).toContain(inquiryRetention.inWords);
  });
});
