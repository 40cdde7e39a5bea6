/**
 * Types of the site's content. Pages only render these; the content files
 * under src/content hold the data. Each type is inferred from its zod schema
 * (schemas/), so a new field is checked where it is declared: the build
 * (scripts/check-content.ts) and content.test.ts parse every content module.
 */

// Type-only imports: the schemas (and zod) stay out of the browser bundle.
import type { z } from 'zod';
import type { githubInvoiceSchema } from './schemas/github-invoice.ts';
import type { caseStudySchema, projectLogoSchema, projectSchema } from './schemas/project.ts';
import type { cvEntrySchema, teamMemberSchema } from './schemas/people.ts';
import type { siteIdentitySchema } from './schemas/site.ts';
import type { testimonialSchema } from './schemas/testimonial.ts';
import type { termsOfUseSchema } from './schemas/terms.ts';
import type { offerFamilySchema, offerSchema, priceSchema } from './schemas/offer.ts';
import type { paymentModelSchema } from './schemas/payment-model.ts';
import type {
  qualiopiSchema,
  trainingBodySchema,
  trainingCatalogueSchema,
  trainingModuleSchema,
  trainingSchema,
} from './schemas/training.ts';

/** The studio's identity: its shape is its schema (schemas/site.ts). */
export type SiteIdentity = z.infer<typeof siteIdentitySchema>;

/** An offer of /Website and its page: its shape is its schema (schemas/offer.ts). */
export type Offer = z.infer<typeof offerSchema>;
/** The price of an offer's first step, under the pricing rule (prices.ts). */
export type Price = z.infer<typeof priceSchema>;
/** A family of offers on /Website, its lead offer first. */
export type OfferFamily = z.infer<typeof offerFamilySchema>;

/** The terms of use of the app, in one language (schemas/terms.ts). */
export type TermsOfUse = z.infer<typeof termsOfUseSchema>;
/** One numbered article of the terms. */
export type TermsArticle = TermsOfUse['articles'][number];
/** A paragraph, or a bulleted list where the text enumerates. */
export type TermsBlock = TermsArticle['blocks'][number];
/** A paragraph or the intro: a sentence, or runs of which some are French phrases in an English text. */
export type TermsPhrase = TermsOfUse['intro'];

export type PaymentModel = z.infer<typeof paymentModelSchema>;

export type TrainingModule = z.infer<typeof trainingModuleSchema>;
export type Training = z.infer<typeof trainingSchema>;
/** Whether the training body holds the Qualiopi certification, which public funding requires. */
export type QualiopiStatus = z.infer<typeof qualiopiSchema>;
/** What a French buyer of training checks before signing (Code du travail, Qualiopi). */
export type TrainingBody = z.infer<typeof trainingBodySchema>;
export type TrainingCatalogue = z.infer<typeof trainingCatalogueSchema>;

/** A realisation and its case study (schemas/project.ts). */
export type Project = z.infer<typeof projectSchema>;
export type CaseStudy = z.infer<typeof caseStudySchema>;
export type ProjectLogo = z.infer<typeof projectLogoSchema>;

/** A client's words about the work (schemas/testimonial.ts). */
export type Testimonial = z.infer<typeof testimonialSchema>;

/** A CV position and a team member (schemas/people.ts). */
export type CvEntry = z.infer<typeof cvEntrySchema>;
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** The GithubInvoice page's text (schemas/github-invoice.ts). */
export type GithubInvoiceContent = z.infer<typeof githubInvoiceSchema>;
