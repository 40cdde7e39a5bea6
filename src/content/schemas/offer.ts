// The offer's shape, checked by content.test.ts; types.ts infers `Offer`
// and `Price` from it with a type-only import, so zod never reaches the
// browser bundle.

import { z } from 'zod';
import { frenchText, slug } from '../text-schemas.ts';

/** Words that state a length of time: a price stating one is a day-rate price. */
const DURATION = /\b(demi-)?journ[ée]e|\bjours?\b|\bheures?\b|\bsemaines?\b|\bmois\b/iu;

/**
 * A price under the one pricing rule (prices.ts computes and writes it):
 * - `time`: the day rate × a stated duration, in half-days since the day
 *   rate is billed by the half-day; the amount is never written here, so a
 *   new day rate changes it;
 * - `fixed`: a stated amount for a stated deliverable, which names what is
 *   delivered and no duration (a duration is priced at the day rate).
 * `from` (« à partir de ») only where the scope is open: the stated
 * duration is then the least the step takes, and `scope` says what that
 * least covers and what adds to it, so a visitor knows why the price is
 * « from » (client review, blocker 9). A fixed price is never « from ».
 */
export const priceSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('time'),
      halfDays: z.number().int().positive(),
      /** What the price buys, written after the amount: « le plan de vos échanges de données ». */
      buys: frenchText,
      from: z.boolean(),
      /**
       * With `from` only: what the stated duration covers (« trois ou quatre
       * logiciels à relier ») and what adds to it (« chaque logiciel de plus
       * ajoute une demi-journée »), written into one sentence by prices.ts.
       */
      scope: z.object({ covers: frenchText, moves: frenchText }).readonly().optional(),
    })
    .readonly()
    .refine(
      (price) => price.from === (price.scope !== undefined),
      'a price « à partir de » says what it covers and what moves it (scope), and only such a price',
    ),
  z
    .object({
      kind: z.literal('fixed'),
      euros: z.number().int().positive(),
      /** The deliverable the amount buys: « le script simple, une tâche et une source ». */
      buys: frenchText.refine(
        (text) => !DURATION.test(text),
        'a fixed price names a deliverable, not a duration (price a duration in half-days)',
      ),
      from: z.literal(false),
    })
    .readonly(),
]);

/** A list of French texts, at least `min` long, read-only as the content declares it. */
const texts = (min: number) => z.array(frenchText).min(min).readonly();

/** The icons an offer may show on its card and page (src/site/components/offer-icon.tsx draws them). */
export const OFFER_ICONS = [
  'briefcase',
  'code',
  'cpu',
  'database',
  'desktop',
  'gauge',
  'mobile',
  'plug',
  'shield',
  'terminal',
] as const;

export const offerSchema = z
  .object({
    /** Stable identifier: the offer’s address is `/Offer/<slug>`. */
    slug,
    title: frenchText,
    /** The icon on its card and page, one of OFFER_ICONS; the briefcase when absent. */
    icon: z.enum(OFFER_ICONS).optional(),
    /** The card's blurb: one sentence opening on an infinitive, as every card's does. */
    description: frenchText.refine((text) => text.length <= 160, 'a short description'),
    /** What the offer solves and how it starts, one string per paragraph. */
    paragraphs: texts(1),
    /** What the client receives, one item each. */
    deliverables: texts(2),
    /** A typical engagement: how long, in which steps. */
    engagement: frenchText,
    /** What the client must provide for the work to go ahead. */
    clientProvides: texts(1),
    /** What the offer does not include. */
    excluded: texts(1),
    /** How the client's code, data and secrets are protected. */
    confidentiality: frenchText,
    /** The price of the offer's first step; the rest is quoted. */
    price: priceSchema,
    /**
     * A typical whole project, in working days (half-days allowed): the
     * range the page states, priced at the day rate (prices.ts), so a visitor
     * knows what the whole costs, not only the first step.
     */
    typicalDays: z
      .object({
        min: z.number().positive().multipleOf(0.5),
        max: z.number().positive().multipleOf(0.5),
      })
      .readonly()
      .refine((days) => days.min <= days.max, 'a range from the fewer days to the more'),
    /**
     * What the range prices when it is not a whole project built on the first
     * step (« Un script plus complexe » beside a fixed-price simple script).
     */
    rangeLabel: frenchText.optional(),
  })
  .readonly();

/** A family of offers on /Website: its lead offer first, then the others. */
export const offerFamilySchema = z
  .object({
    slug,
    title: frenchText,
    /** One sentence under the family's heading. */
    intro: frenchText,
    /** Its offers, the lead first. */
    offers: z.array(offerSchema).min(1).readonly(),
  })
  .readonly();
