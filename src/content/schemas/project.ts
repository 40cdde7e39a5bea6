// The realisations (projects.ts), told as case studies; types.ts infers
// `Project` and `CaseStudy` from them with a type-only import.

import { z } from 'zod';
import { frenchText } from '../text-schemas.ts';
import { publicPictureSchema } from './testimonial.ts';

export const caseStudySchema = z
  .object({
    /** What was wrong before, for whom. */
    problem: frenchText,
    /** What was built. */
    built: frenchText,
    /** The technologies, one short name each. */
    stack: z.array(z.string().trim().min(1)).min(1).readonly(),
    /** Where it stands now: facts only, no invented figure. */
    result: frenchText,
    /**
     * What a client's project took, for a buyer to compare: its duration in
     * words and its working days, priced at the day rate (prices.ts).
     */
    effort: z
      .object({ duration: frenchText, days: z.number().positive().multipleOf(0.5) })
      .readonly()
      .optional(),
  })
  .readonly();

/** The drawn logos and screens the site has (components/project-logo.tsx, pictures/). */
export const projectLogoSchema = z.enum(['kaouka', 'githubinvoice']);

export const projectSchema = z
  .object({
    /**
     * Its address: `/Realisation/<slug>`, or the site's page of that name
     * when there is one (SPEC.md's `/Kaouka`, `/GithubInvoice`).
     */
    slug: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]*$/),
    title: frenchText,
    /** The project's drawn logo, if the site has one. */
    logo: projectLogoSchema.optional(),
    /** Accessible description of the logo. */
    logoAlt: frenchText.optional(),
    /**
     * What the case study shows large: the site's drawn screens of a
     * product, or a picture of public/ (a screen, a photo) with its text.
     */
    picture: z.union([
      z.object({ drawn: projectLogoSchema }).readonly(),
      publicPictureSchema.extend({ alt: frenchText }).readonly(),
    ]),
    /** For whom it was built; absent for the studio's own products. */
    client: z.object({ name: frenchText, sector: frenchText }).readonly().optional(),
    /** The measured result, the figure large: « 6 h » « gagnées chaque semaine ». */
    measure: z.object({ figure: frenchText, label: frenchText }).readonly().optional(),
    description: frenchText,
    /** The project told as a case study: on the landing page, /Realisation and its own page. */
    caseStudy: caseStudySchema,
    /** The example site's own, invented: the go-live check refuses it. */
    example: z.literal(true).optional(),
  })
  .readonly();
