// The payment models' shape, checked by pages-content.test.ts; types.ts
// infers `PaymentModel` from it with a type-only import.

import { z } from 'zod';
import { frenchText, slug } from '../text-schemas.ts';

/** A list of French texts, at least `min` long, read-only as the content declares it. */
const texts = (min: number) => z.array(frenchText).min(min).readonly();

export const paymentModelSchema = z
  .object({
    slug,
    title: frenchText,
    summary: frenchText,
    /** The model's figures, from the day rate: « 400 € HT la journée… ». */
    price: frenchText.refine((text) => /\d/.test(text), 'a figure'),
    /** How billing works, paragraph by paragraph. */
    howItWorks: texts(1),
    /** Situations where this model suits a client. */
    suitsWhen: texts(2),
    watchOut: frenchText,
  })
  .readonly();
