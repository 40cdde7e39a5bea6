// The realisations (projects.ts), told as case studies; types.ts infers
// `Project` and `CaseStudy` from them with a type-only import.

import { z } from 'zod';
import { frenchText } from '../text-schemas.ts';

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
  })
  .readonly();

/** The drawn logos the site has (components/project-logo.tsx). */
export const projectLogoSchema = z.enum(['kaouka', 'githubinvoice']);

export const projectSchema = z
  .object({
    /** Its page is named after it: `/Kaouka`, `/GithubInvoice`. */
    slug: z.string().regex(/^[A-Za-z][A-Za-z0-9_]*$/),
    title: frenchText,
    logo: projectLogoSchema,
    /** Accessible description of the logo. */
    logoAlt: frenchText,
    description: frenchText,
    /** The project told as a case study: on the landing page, /Realisation and its own page. */
    caseStudy: caseStudySchema,
  })
  .readonly();
