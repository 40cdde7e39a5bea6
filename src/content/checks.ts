// Each collection of the content with the schema its type is inferred from:
// the build (scripts/check-content.ts) and content.test.ts parse them all, so
// a field added to a type is checked from the moment it is declared. Not
// imported by the site: zod stays out of the browser bundle.

import { z } from 'zod';
import { cv } from './cv.ts';
import { githubInvoice } from './github-invoice.ts';
import { kaoukaPrivacyEn } from './kaouka-privacy-en.ts';
import { kaoukaPrivacyFr } from './kaouka-privacy-fr.ts';
import { legalIdentity, signupRetention } from './legal-identity.ts';
import { legalNotice } from './legal-notice.ts';
import { offerFamilies, offers } from './offers.ts';
import { paymentModels } from './payment-models.ts';
import { formatHalfDays } from './prices.ts';
import { privacyPolicy } from './privacy-policy.ts';
import { projects } from './projects.ts';
import { githubInvoiceSchema } from './schemas/github-invoice.ts';
import {
  legalDocumentSchema,
  legalIdentitySchema,
  signupRetentionSchema,
} from './schemas/legal.ts';
import { offerFamilySchema } from './schemas/offer.ts';
import { paymentModelSchema } from './schemas/payment-model.ts';
import { cvEntrySchema, teamMemberSchema } from './schemas/people.ts';
import { projectSchema } from './schemas/project.ts';
import { siteIdentitySchema } from './schemas/site.ts';
import { testimonialSchema } from './schemas/testimonial.ts';
import { termsOfUseSchema } from './schemas/terms.ts';
import { trainingCatalogueSchema } from './schemas/training.ts';
import { site } from './site.ts';
import { team } from './team.ts';
import { testimonials } from './testimonials.ts';
import { termsEn } from './terms-en.ts';
import { termsFr } from './terms-fr.ts';
import { termsOfSale } from './terms-of-sale.ts';
import { trainingCatalogue } from './trainings.ts';
import type { Offer } from './types.ts';

export interface ContentCheck {
  /** The content module and export checked, for the error message. */
  readonly name: string;
  readonly schema: z.ZodType;
  readonly value: unknown;
}

export const contentChecks: readonly ContentCheck[] = [
  { name: 'site.ts: site', schema: siteIdentitySchema, value: site },
  { name: 'offers.ts: offerFamilies', schema: z.array(offerFamilySchema), value: offerFamilies },
  { name: 'projects.ts: projects', schema: z.array(projectSchema), value: projects },
  { name: 'cv.ts: cv', schema: z.array(cvEntrySchema), value: cv },
  {
    name: 'testimonials.ts: testimonials',
    schema: z.array(testimonialSchema),
    value: testimonials,
  },
  { name: 'team.ts: team', schema: z.array(teamMemberSchema), value: team },
  { name: 'github-invoice.ts', schema: githubInvoiceSchema, value: githubInvoice },
  { name: 'payment-models.ts', schema: z.array(paymentModelSchema), value: paymentModels },
  { name: 'trainings.ts', schema: trainingCatalogueSchema, value: trainingCatalogue },
  { name: 'terms-fr.ts', schema: termsOfUseSchema, value: termsFr },
  { name: 'terms-en.ts', schema: termsOfUseSchema, value: termsEn },
  // Kaouka's privacy policy has the terms' shape (numbered articles, one language).
  { name: 'kaouka-privacy-fr.ts', schema: termsOfUseSchema, value: kaoukaPrivacyFr },
  { name: 'kaouka-privacy-en.ts', schema: termsOfUseSchema, value: kaoukaPrivacyEn },
  { name: 'legal-identity.ts: legalIdentity', schema: legalIdentitySchema, value: legalIdentity },
  {
    name: 'legal-identity.ts: signupRetention',
    schema: signupRetentionSchema,
    value: signupRetention,
  },
  { name: 'legal-notice.ts', schema: legalDocumentSchema, value: legalNotice },
  { name: 'privacy-policy.ts', schema: legalDocumentSchema, value: privacyPolicy },
  { name: 'terms-of-sale.ts', schema: legalDocumentSchema, value: termsOfSale },
];

/** What is wrong with the content, one line per problem: empty when every check passes. */
export function contentProblems(checks: readonly ContentCheck[] = contentChecks): string[] {
  return checks.flatMap(({ name, schema, value }) => {
    const result = schema.safeParse(value);
    if (result.success) return [];
    return result.error.issues.map(
      (issue) => `${name} › ${issue.path.join('.') || '(whole)'}: ${issue.message}`,
    );
  });
}

/** An offer's texts below its card blurb, in the order its page shows them. */
function bodyTexts(offer: Offer): string[] {
  return [
    ...offer.paragraphs,
    offer.engagement,
    offer.confidentiality,
    ...offer.deliverables,
    ...offer.clientProvides,
    ...offer.excluded,
  ];
}

/**
 * What a copywriter would flag in the offers' wording, one line each: taste,
 * not rules. The build prints them and goes on (scripts/check-content.ts);
 * typography and facts (the schemas, the pricing rule) stop it.
 */
export function wordingWarnings(list: readonly Offer[] = offers): string[] {
  const warnings: string[] = [];
  const openings = new Map<string, string>();
  for (const offer of list) {
    for (const sentence of bodyTexts(offer).flatMap((text) => text.split(/(?<=[.!?;:])\s+/u))) {
      const opening = sentence.toLowerCase().split(/\s+/u).slice(0, 3).join(' ');
      const owner = openings.get(opening);
      if (owner !== undefined && owner !== offer.slug) {
        warnings.push(`${offer.slug}: a sentence opens like one of ${owner} (« ${opening} »)`);
      }
      openings.set(opening, offer.slug);
    }
    const colons = [offer.description, ...bodyTexts(offer)].join(' ').split(':').length - 1;
    if (colons > 2)
      warnings.push(`${offer.slug}: ${String(colons)} colons (two at most read well)`);
    if (!/^\p{Lu}\p{L}*(er|ir|re)\s[^:]*\.$/u.test(offer.description)) {
      warnings.push(`${offer.slug}: the card blurb is not one sentence opening on an infinitive`);
    }
    // The page prints the duration beside the price; saying it in the text
    // too reads better, but is the owner's choice.
    if (offer.price.kind === 'time') {
      const duration = formatHalfDays(offer.price.halfDays);
      const text = [...offer.paragraphs, offer.engagement].join(' ').toLowerCase();
      if (!text.includes(duration)) {
        warnings.push(
          `${offer.slug}: the text never says the duration its price is counted on (« ${duration} »)`,
        );
      }
    }
  }
  const firsts = list.map((offer) => offer.paragraphs[0]?.split(/(?<=[.!?])\s+/u)[0] ?? '');
  // The old template: three pains in a list, a colon, then what « je » builds.
  const template = firsts.filter((first) => /,.*,.*\u00a0:/u.test(first));
  if (template.length > 1) {
    warnings.push(
      `${String(template.length)} offers open on one template (a list, a colon, « je »)`,
    );
  }
  return warnings;
}
