// The training catalogue's shape, checked by pages-content.test.ts; types.ts
// infers `Training`, `TrainingBody` and `TrainingCatalogue` from it with a
// type-only import, so zod never reaches the browser bundle.

import { z } from 'zod';
import { frenchText, slug } from '../text-schemas.ts';

/** A list of French texts, at least `min` long, read-only as the content declares it. */
const texts = (min: number) => z.array(frenchText).min(min).readonly();

export const trainingModuleSchema = z.object({ title: frenchText, topics: texts(1) }).readonly();

/** A length in days of seven hours. */
const days = z.number().int().positive();

const trainingFields = {
  slug,
  title: frenchText,
  summary: frenchText,
  audience: frenchText,
  prerequisites: texts(1),
  objectives: texts(1),
};

/** A catalogue course: a set length, and a programme run in order. */
const setCourseSchema = z
  .object({
    ...trainingFields,
    durationDays: days,
    programme: z.array(trainingModuleSchema).min(1).readonly(),
  })
  .readonly();

/**
 * A made-to-measure session for one team: its length is a range of days,
 * and its programme is built with the client from a list of subjects.
 */
const madeToMeasureSchema = z
  .object({
    ...trainingFields,
    durationDays: z
      .object({ min: days, max: days })
      .readonly()
      .refine(({ min, max }) => min < max, 'une durée de min à max jours, min < max'),
    subjects: z.array(trainingModuleSchema).min(1).readonly(),
  })
  .readonly();

export const trainingSchema = z.union([setCourseSchema, madeToMeasureSchema]);

/** Whether the training body holds the Qualiopi certification, which public funding requires. */
export const qualiopiSchema = z.union([
  z.object({ certified: z.literal(false) }).readonly(),
  z
    .object({
      certified: z.literal(true),
      certificateNumber: frenchText,
      /** The certification body that issued it. */
      certifier: frenchText,
    })
    .readonly(),
]);

/** What a French buyer of training checks before signing (Code du travail, Qualiopi). */
export const trainingBodySchema = z
  .object({
    /** The activity declaration number (« numéro de déclaration d’activité »), 11 digits. */
    // Eleven digits: region (2), department (2), serial (5), department (2).
    registrationNumber: z.string().regex(/^\d\d\u00a0\d\d\u00a0\d{5}\u00a0\d\d$/),
    /** The region whose prefect registered it. */
    registrationRegion: frenchText,
    qualiopi: qualiopiSchema,
    /**
     * A training day for one group, under the pricing rule (prices.ts): the
     * day itself plus the half-days of work it takes around it, at the day
     * rate; no amount is written here.
     */
    groupDay: z
      .object({
        /** Half-days of preparation and follow-up for each day in the room. */
        preparationHalfDays: z.number().int().nonnegative(),
        /** What that work is, after « de préparation »: « entretien préalable, exercices… ». */
        preparation: frenchText,
      })
      .readonly(),
    /** How long between the request and the first session. */
    leadTime: frenchText,
    /** How what was learnt is assessed, and what the trainee receives. */
    assessment: frenchText,
    /** How trainees with a disability are welcomed. */
    accessibility: frenchText,
  })
  .readonly();

export const trainingCatalogueSchema = z
  .object({
    title: frenchText,
    /** Each training's call to action, to the quote request. */
    requestLabel: frenchText,
    intro: frenchText,
    /** Practical information: formats, group size. */
    practical: texts(1),
    body: trainingBodySchema,
    courses: z.array(trainingSchema).min(1).readonly(),
  })
  .readonly();
