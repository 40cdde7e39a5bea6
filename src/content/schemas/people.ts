// The CV (cv.ts) and the team (team.ts); types.ts infers `CvEntry` and
// `TeamMember` from them with a type-only import.

import { z } from 'zod';
import { frenchPhone, frenchText } from '../text-schemas.ts';

/** `YYYY-MM`, a month of a CV period. */
const yearMonth = z
  .templateLiteral([z.number(), '-', z.number()])
  .refine((month) => /^(19|20)\d\d-(0[1-9]|1[0-2])$/.test(month), 'a month written YYYY-MM');

/** A name a buyer can check; `example: true` while it is the example's placeholder. */
const namedProof = z.object({ name: frenchText, example: z.literal(true).optional() }).readonly();

export const cvEntrySchema = z
  .object({
    role: frenchText,
    organisation: frenchText,
    place: frenchText,
    start: yearMonth,
    /** `null` while the position is held. */
    end: yearMonth.nullable(),
    summary: frenchText,
    /** What was done, one achievement per item. */
    achievements: z.array(frenchText).min(1).readonly(),
    technologies: z.array(z.string().trim().min(1)).min(1).readonly(),
    /**
     * The employer's name, for a buyer who checks it (`organisation` says what
     * it is); a placeholder is marked `example: true`, which the go-live check refuses.
     */
    employer: namedProof.optional(),
    /** Clients named with their permission, each a proof a buyer can check. */
    clients: z.array(namedProof).readonly().optional(),
    /** A fictional entry the example ships: the go-live check refuses it. */
    example: z.literal(true).optional(),
  })
  .readonly()
  .refine((entry) => entry.end === null || entry.end >= entry.start, 'ends after it starts');

export const teamMemberSchema = z
  .object({
    name: frenchText,
    role: frenchText,
    bio: frenchText,
    /** E.164, written once: the page formats it (formatPhone). */
    phone: frenchPhone,
  })
  .readonly();
