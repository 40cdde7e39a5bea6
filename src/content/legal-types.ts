/**
 * Types of the legal pages' content (« Mentions légales », « Politique de
 * confidentialité », « Conditions générales de vente ») and of the identity
 * they state, each inferred from its schema (schemas/legal.ts). Text is
 * written as inline runs so a paragraph can hold a link (an e-mail address,
 * the CNIL’s site) without any markup in the data.
 */

// Type-only imports: the schemas (and zod) stay out of the browser bundle.
import type { z } from 'zod';
import type {
  inlineLinkSchema,
  inlineSchema,
  legalBlockSchema,
  legalDocumentSchema,
  legalIdentitySchema,
  legalSectionSchema,
  periodSchema,
  phoneNumberSchema,
  postalAddressSchema,
  signupRetentionSchema,
  vatStatusSchema,
} from './schemas/legal.ts';

export type InlineLink = z.infer<typeof inlineLinkSchema>;
export type Inline = z.infer<typeof inlineSchema>;
export type LegalBlock = z.infer<typeof legalBlockSchema>;
export type LegalSection = z.infer<typeof legalSectionSchema>;
export type LegalDocument = z.infer<typeof legalDocumentSchema>;
export type PostalAddress = z.infer<typeof postalAddressSchema>;
export type PhoneNumber = z.infer<typeof phoneNumberSchema>;
export type VatStatus = z.infer<typeof vatStatusSchema>;
export type LegalIdentity = z.infer<typeof legalIdentitySchema>;
export type Period = z.infer<typeof periodSchema>;
export type SignupRetention = z.infer<typeof signupRetentionSchema>;
