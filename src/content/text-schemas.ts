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

/** A phone number from the range reserved for fiction, as displayed and as dialled. */
export const fictionalPhoneDisplay = z
  .string()
  .regex(/^01\u00a099\u00a000(\u00a0\d\d){2}$/, 'fictional range 01 99 00');
export const fictionalPhoneE164 = z.string().regex(/^\+3319900\d{4}$/);

/** `01 99 00 21 01` → `+33199002101`: the two forms of one number. */
export function displayToE164(display: string): string {
  return `+33${display.replace(/\D/g, '').slice(1)}`;
}
