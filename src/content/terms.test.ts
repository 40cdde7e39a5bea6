import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  articleNumber,
  TERMS_ARTICLE_KEYS,
  TERMS_CHANGE_NOTICE_DAYS,
  TERMS_MINIMUM_AGE,
} from './terms-articles.ts';
import { termsEn } from './terms-en.ts';
import { termsFr } from './terms-fr.ts';
import { englishText, frenchText, slug } from './text-schemas.ts';
import type { TermsOfUse } from './types.ts';

function termsSchema(text: z.ZodType<string>) {
  const block = z.union([text, z.object({ list: z.array(text).min(2) })]);
  return z.object({
    lang: z.enum(['fr', 'en']),
    title: text,
    description: text.refine((value) => value.length <= 200, 'a meta description'),
    updated: z.iso.date(),
    intro: text,
    articles: z.array(z.object({ key: slug, title: text, blocks: z.array(block).min(1) })),
    labels: z.object({
      back: text,
      contents: text,
      updated: text,
      article: text,
      otherLanguage: text,
    }),
  });
}

/**
 * What the terms must cover (the original app's rules, the minimum age,
 * notice and action under the Digital Services Act, the prevailing
 * language), one article each, in this order.
 */
const TOPICS = [
  'purpose',
  'access',
  'age',
  'anonymity',
  'posts',
  'likes-comments',
  'messages',
  'blocking',
  'personal-data',
  'ip-address',
  'prohibited-content',
  'reporting',
  'moderation',
  'suspension',
  'user-rights',
  'changes',
  'language',
  'governing-law',
];

/** Each article's shape: how many paragraphs and lists, in which order, and each list's length. */
function structure(terms: TermsOfUse) {
  return terms.articles.map((article) => ({
    key: article.key,
    blocks: article.blocks.map((block) =>
      typeof block === 'string' ? 'paragraph' : `list of ${block.list.length}`,
    ),
  }));
}

/** The article numbers an article refers to (« l’article 10 », “article 10”). */
function crossReferences(terms: TermsOfUse) {
  return terms.articles.map(
    (article) =>
      JSON.stringify(article.blocks)
        .match(/article[\s\u00a0]\d+/gi)
        ?.map((ref) => ref.slice(8)) ?? [],
  );
}

function allText(terms: TermsOfUse): string {
  return JSON.stringify(terms.articles).toLowerCase();
}

describe('terms of use', () => {
  it('are valid French and valid English copy', () => {
    termsSchema(frenchText).parse(termsFr);
    termsSchema(englishText).parse(termsEn);
    expect(termsFr.lang).toBe('fr');
    expect(termsEn.lang).toBe('en');
  });

  it('cover every topic, in the same numbered articles in both languages', () => {
    expect(termsFr.articles.map((article) => article.key)).toEqual(TOPICS);
    expect(structure(termsEn)).toEqual(structure(termsFr));
    expect(termsEn.updated).toBe(termsFr.updated);
  });

  it('refer to the same articles in both languages, and to articles that exist', () => {
    const references = crossReferences(termsFr);
    expect(crossReferences(termsEn)).toEqual(references);
    expect(references.flat().length).toBeGreaterThan(0);
    for (const number of references.flat()) {
      expect(Number(number)).toBeGreaterThanOrEqual(1);
      expect(Number(number)).toBeLessThanOrEqual(termsFr.articles.length);
    }
    // « contenu interdit au sens de l’article N » names the prohibited-content article.
    const anonymity = JSON.stringify(termsFr.articles.find((a) => a.key === 'anonymity'));
    expect(anonymity).toContain(`article\u00a0${articleNumber('prohibited-content')}`);
    expect(termsFr.articles.map((a) => a.key)).toEqual([...TERMS_ARTICLE_KEYS]);
  });

  it('state the rules of the spec in both languages', () => {
    const fr = allText(termsFr);
    for (const fact of [
      'explicites',
      'porc',
      'alcool',
      'produits du tabac et du vapotage',
      'cigarettes',
      'modération',
      'droit français',
      'adresse ip',
      'conservée un an',
      'distance approximative',
      'pseudonyme',
      `au moins ${TERMS_MINIMUM_AGE}\u00a0ans`,
      'autorité parentale',
      'ne sont lus par l’éditeur que lorsqu’un de leurs participants les signale',
      'toute personne, qu’elle utilise kaouka ou non, peut signaler',
      'avec ses motifs',
      'peut contester la décision',
      `au moins ${TERMS_CHANGE_NOTICE_DAYS}\u00a0jours avant`,
      'la version française fait foi',
    ]) {
      expect(fr, fact).toContain(fact);
    }
    const en = allText(termsEn);
    for (const fact of [
      'explicit',
      'pork',
      'alcohol',
      'tobacco and vaping products',
      'cigarettes',
      'moderation',
      'french law',
      'ip address',
      'kept for one year',
      'approximate distance',
      'pseudonym',
      `aged ${TERMS_MINIMUM_AGE} or over`,
      'parental authority',
      'reads private messages only when one of their participants reports them',
      'anyone, whether they use kaouka or not, can report',
      'with its reasons',
      'can challenge the decision',
      `at least ${TERMS_CHANGE_NOTICE_DAYS} days before`,
      'the french version prevails',
    ]) {
      expect(en, fact).toContain(fact);
    }
    // The minimum age and notice period are the law’s floor, whatever an owner edits.
    expect(TERMS_MINIMUM_AGE).toBeGreaterThanOrEqual(15);
    expect(TERMS_CHANGE_NOTICE_DAYS).toBeGreaterThanOrEqual(30);
  });
});
