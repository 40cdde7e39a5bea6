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
 * A French phone number, written once as dialled (E.164, `+33199001234`):
 * formatPhone (src/shared/french-format.ts) writes it for reading. The
 * defaults come from the range reserved for fiction (01 99 00 xx xx); the
 * owner's real numbers pass as well.
 */
export const frenchPhone = z
  .string()
  .regex(/^\+33[1-9]\d{8}$/, 'a French number in E.164: +33 then nine digits');
