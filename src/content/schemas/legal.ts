// The legal pages (legal notice, privacy policy, terms of sale) and the
// publisher's identity they state; legal-types.ts infers their types with a
// type-only import, so zod never reaches the browser bundle.

import { z } from 'zod';
import { frenchPhone, frenchText } from '../text-schemas.ts';

const httpsUrl = z.url({ protocol: /^https$/ });

/** A link inside a paragraph: an e-mail address, the CNIL's site. */
export const inlineLinkSchema = z
  .object({ href: z.string().regex(/^(https:\/\/|mailto:|tel:|\/)/), label: frenchText })
  .readonly();

/** A run of text or a link, in reading order: a paragraph holds links without markup in the data. */
export const inlineSchema = z.union([frenchText, inlineLinkSchema]);
const runs = z.array(inlineSchema).min(1).readonly();

const paragraphSchema = z.object({ kind: z.literal('paragraph'), content: runs }).readonly();
const listSchema = z
  .object({ kind: z.literal('list'), items: z.array(runs).min(1).readonly() })
  .readonly();

/**
 * A paragraph, a bulleted list, or a box (« encadré ») of them under its own
 * title: the law asks for some texts in a box of their own, such as the legal
 * guarantees (C. consom. D211-3) and the model withdrawal form (R221-1).
 */
export const legalBlockSchema = z.discriminatedUnion('kind', [
  paragraphSchema,
  listSchema,
  z
    .object({
      kind: z.literal('box'),
      title: frenchText,
      blocks: z
        .array(z.discriminatedUnion('kind', [paragraphSchema, listSchema]))
        .min(1)
        .readonly(),
    })
    .readonly(),
]);

export const legalSectionSchema = z
  .object({ heading: frenchText, blocks: z.array(legalBlockSchema).min(1).readonly() })
  .readonly();

export const legalDocumentSchema = z
  .object({
    title: frenchText.max(60),
    /** The page's meta description. */
    description: frenchText.max(155),
    /** The date of the last update: shown under the title, and the sitemap's `lastmod`. */
    updated: z.iso.date(),
    sections: z.array(legalSectionSchema).min(1).readonly(),
  })
  .readonly();

export const postalAddressSchema = z
  .object({
    street: frenchText,
    postalCode: z.string().regex(/^\d{5}$/),
    city: frenchText,
    country: frenchText,
  })
  .readonly();

/** A phone number as dialled (`+33199003000`), written once: pages format it (formatPhone). */
export const phoneNumberSchema = frenchPhone;

/**
 * The publisher's VAT status, which sets how every price is labelled:
 * `franchise` (franchise en base, art. 293 B du CGI: no VAT is charged) or
 * `registered` (prices are shown excluding VAT, « HT »).
 */
export const vatStatusSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('franchise') }).readonly(),
  z
    .object({
      kind: z.literal('registered'),
      /** Intra-EU VAT number, e.g. « FR00 000000000 ». */
      number: z.string().regex(/^FR[0-9A-Z]{2}\s?\d{9}$/),
      /** The rate charged on services, in percent. */
      ratePercent: z.number().positive().max(100),
    })
    .readonly(),
]);

const namedSite = z.object({ name: frenchText, website: httpsUrl }).readonly();

/** Who answers for the site, as the LCEN (art. 6 III) asks a publisher to say. */
export const legalIdentitySchema = z
  .object({
    publisher: z
      .object({
        name: frenchText,
        /** Legal form, e.g. « entrepreneure individuelle »; « EI » follows the name (art. R526-26 C. com.). */
        legalForm: frenchText,
        /** The brand the site, the offers and the apps are published under. */
        tradeName: frenchText,
        /** SIRET number, as displayed: fourteen digits, grouped 3 3 3 5. */
        siret: z.string().regex(/^\d{3}\s\d{3}\s\d{3}\s\d{5}$/),
        vat: vatStatusSchema,
        address: postalAddressSchema,
        email: z.email(),
        phone: phoneNumberSchema,
      })
      .readonly(),
    publicationDirector: frenchText,
    host: z
      .object({
        name: frenchText,
        address: postalAddressSchema,
        phone: phoneNumberSchema,
        website: httpsUrl,
      })
      .readonly(),
    /** E-mail provider that sends the announcement on the owner’s behalf. */
    emailProvider: namedSite,
    /** Professional liability insurance, as the terms of sale state it. */
    insurance: z
      .object({
        insurer: frenchText,
        policy: z.string().trim().min(1),
        /** Where it covers, in French words: « en France et dans l’Union européenne ». */
        coverage: frenchText,
      })
      .readonly(),
    /** The consumer mediator a private client may turn to (art. L612-1 du Code de la consommation), with its address (R616-1). */
    mediator: z
      .object({ name: frenchText, website: httpsUrl, address: postalAddressSchema })
      .readonly(),
    /**
     * The booking tool behind « Prendre rendez-vous »: the owner's processor
     * (GDPR art. 28); `transfer` says where the data goes and under which
     * safeguard (art. 13.1.f), in French words.
     */
    bookingProvider: z
      .object({ name: frenchText, website: httpsUrl, transfer: frenchText })
      .readonly(),
  })
  .readonly();

/** A length of time, as `purge` counts it and as the texts write it. */
export const periodSchema = z
  .object({
    amount: z.number().int().positive(),
    unit: z.enum(['days', 'months']),
    /** The period in French words, e.g. « dix-huit mois ». */
    inWords: frenchText,
  })
  .readonly();

/** How long a sign-up is kept: the texts state it with `sentence`, `purge` applies the periods. */
export const signupRetentionSchema = z
  .object({
    /** An address is erased this long after the release announcement was sent to it. */
    afterAnnouncement: periodSchema,
    /** The longest any address is kept, announced or not. */
    maximum: periodSchema,
    /** An address awaiting confirmation (double opt-in) is erased after this many days. */
    unconfirmed: periodSchema.and(z.object({ unit: z.literal('days') }).readonly()),
    /** The rule in one French sentence, the same in the policy and the sign-up notice. */
    sentence: frenchText,
    /** The rule as the confirmation e-mail states it, for an address once confirmed. */
    onceConfirmed: frenchText,
    /** The rule as the announcement states it: its own sending starts the period. */
    afterThisMessage: frenchText,
  })
  .readonly();
