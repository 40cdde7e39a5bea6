// The GithubInvoice page (github-invoice.ts); types.ts infers
// `GithubInvoiceContent` from it with a type-only import.

import { z } from 'zod';
import { frenchText } from '../text-schemas.ts';

const texts = z.array(frenchText).min(1).readonly();
const titled = z.object({ title: frenchText, text: frenchText }).readonly();

export const githubInvoiceSchema = z
  .object({
    /** The page's title in the browser and in search results. */
    metaTitle: frenchText.max(60),
    tagline: frenchText,
    /** The heading of the case study: the problem, what was built, the stack, the result. */
    caseHeading: frenchText,
    description: texts,
    /**
     * What the tool is for a visitor who asks « can I buy it? »: its status
     * (product, beta, example), its price or trial, what a trial user's data
     * becomes, and the action that asks for it (the quote form, this subject chosen).
     */
    offer: z
      .object({
        heading: frenchText,
        status: frenchText,
        price: frenchText,
        terms: texts,
        actionLabel: frenchText,
      })
      .readonly(),
    /** SPEC.md's four key features. */
    features: z.array(titled).length(4).readonly(),
    /** The documentation section: what the tool needs and how it is set up. */
    documentation: texts,
    requirements: texts,
    steps: z.array(titled).min(3).readonly(),
    faq: z
      .array(z.object({ question: frenchText, answer: frenchText }).readonly())
      .min(3)
      .readonly(),
  })
  .readonly();
