import { z } from 'zod';

/** French copy: typographic apostrophes, a non-breaking space before : ; ! ? and no doubled spaces. */
export const frenchText = z
  .string()
  .trim()
  .min(1)
  .refine((text) => !text.includes("'"), 'use the typographic apostrophe ’')
  .refine(
    (text) => !/ [:;!?»]|« /.test(text),
    'use a non-breaking space before : ; ! ? » and after «',
  )
  .refine((text) => !/\s{2,}/.test(text), 'no doubled spaces');

/** English copy: typographic apostrophes, no space before : ; ! ? and no doubled spaces. */
export const englishText = z
  .string()
  .trim()
  .min(1)
  .refine((text) => !text.includes("'"), 'use the typographic apostrophe ’')
  .refine((text) => !/\s[:;!?]/.test(text), 'no space before : ; ! ? in English')
  .refine((text) => !/\s{2,}/.test(text), 'no doubled spaces');

export const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

/**
 * A French phone number as displayed (five pairs joined by no-break spaces)
 * and as dialled (E.164). The defaults come from the range reserved for
 * fiction (01 99 00 xx xx); the owner's real numbers pass as well.
 */
export const frenchPhoneDisplay = z
  .string()
  .regex(/^0[1-9](\u00a0\d\d){4}$/, 'ten digits in pairs joined by no-break spaces');
export const frenchPhoneE164 = z.string().regex(/^\+33[1-9]\d{8}$/);

/** `01 99 00 21 01` → `+33199002101`: the two forms of one number. */
export function displayToE164(display: string): string {
  return `+33${display.replace(/\D/g, '').slice(1)}`;
}
