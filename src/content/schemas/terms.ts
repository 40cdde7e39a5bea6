// The Kaouka app's terms of use (terms-fr.ts, terms-en.ts): one shape for
// both languages, each held to its own typography. types.ts infers
// `TermsOfUse`, `TermsArticle` and `TermsBlock` with a type-only import.

import { z } from 'zod';
import { englishText, frenchText } from '../text-schemas.ts';

/** A French phrase inside an English text (a French legal form), marked so it is read as French. */
const frenchPhrase = z.object({ lang: z.literal('fr'), text: frenchText }).readonly();

function termsIn<const Lang extends 'fr' | 'en'>(lang: Lang, text: typeof frenchText) {
  /** A sentence, or (in English) runs of which some are French phrases. */
  const phrase =
    lang === 'en'
      ? z.union([
          text,
          z
            .array(z.union([text, frenchPhrase]))
            .min(2)
            .readonly(),
        ])
      : text;
  /** A paragraph, or a bulleted list where the text enumerates. */
  const block = z.union([phrase, z.object({ list: z.array(text).min(2).readonly() }).readonly()]);
  const article = z
    .object({
      /** Language-neutral key: both versions list the same keys in the same order. */
      key: z.string().regex(/^[a-z]+(-[a-z]+)*$/),
      title: text,
      blocks: z.array(block).min(1).readonly(),
    })
    .readonly();
  return z
    .object({
      lang: z.literal(lang),
      title: text.max(60),
      /** Meta description of the page. */
      description: text.max(155),
      /** Date of the last change. */
      updated: z.iso.date(),
      /**
       * The date this version applies from: for the terms, at least the
       * announced notice after `updated` (TERMS_CHANGE_NOTICE_DAYS).
       */
      effective: z.iso.date(),
      intro: phrase,
      articles: z.array(article).min(1).readonly(),
      /** The page's few labels, in the terms' language. */
      labels: z
        .object({
          contents: text,
          updated: text,
          effective: text,
          article: text,
          /** The link to the other language's version, written in that language. */
          otherLanguage: text,
        })
        .readonly(),
    })
    .readonly();
}

export const termsOfUseSchema = z.discriminatedUnion('lang', [
  termsIn('fr', frenchText),
  termsIn('en', englishText),
]);
