// Proof as content (testimonials.ts); types.ts infers `Testimonial` from it
// with a type-only import, so zod never reaches the browser bundle.

import { z } from 'zod';
import { frenchText, slug } from '../text-schemas.ts';

/** A picture of public/ with its intrinsic size, so the page reserves its place. */
export const publicPictureSchema = z.object({
  /** A file of public/: « portrait.jpg », « logos/atelier.svg ». */
  src: z.string().regex(/^[\w./-]+\.(svg|jpe?g|png|webp|avif)$/u),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

export const testimonialSchema = z
  .object({
    /** The client's words, short: one to three sentences, without the quotation marks. */
    quote: frenchText.refine((text) => text.length <= 220, 'a short quote: 220 characters at most'),
    name: frenchText,
    role: frenchText,
    company: frenchText,
    /** The company's logo, a file of public/; optional. */
    logo: publicPictureSchema.readonly().optional(),
    /** The offers (slugs of offers.ts) whose pages show this testimonial. */
    offers: z.array(slug).readonly(),
    /** The case it speaks of (a project's slug, projects.ts), so a reader can check it. */
    project: z.string().trim().min(1).optional(),
    /** The example site's own, invented: the go-live check refuses it. */
    example: z.literal(true).optional(),
  })
  .readonly();
