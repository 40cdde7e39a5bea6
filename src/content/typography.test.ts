/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { englishText, frenchText } from './text-schemas.ts';

/**
 * Every content module, found by the file system rather than listed by hand:
 * a text added anywhere in the content is held to these rules from the start.
 */
const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], {
  eager: true,
});

interface Text {
  readonly where: string;
  readonly lang: 'fr' | 'en';
  readonly text: string;
}

/** The strings of a value, each with its language: an object saying `lang: 'en'` is English. */
function textsOf(value: unknown, where: string, lang: 'fr' | 'en'): Text[] {
  if (typeof value === 'string') return [{ where, lang, text: value }];
  if (Array.isArray(value))
    return value.flatMap((item, index) => textsOf(item, `${where}.${index}`, lang));
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  const own = record.lang === 'en' || record.lang === 'fr' ? record.lang : lang;
  return Object.entries(record).flatMap(([key, item]) => textsOf(item, `${where}.${key}`, own));
}

const texts = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports).flatMap(([name, value]) => textsOf(value, `${file}: ${name}`, 'fr')),
);
const french = texts.filter(({ lang }) => lang === 'fr');

describe('the content’s typography, in every content module', () => {
  it('finds the content’s texts (a glob that matched nothing would check nothing)', () => {
    expect(Object.keys(modules)).toContain('./offers.ts');
    expect(french.length).toBeGreaterThan(500);
    expect(texts.some(({ lang }) => lang === 'en')).toBe(true);
  });

  it('writes French as French typography asks, and English as English does', () => {
    const wrong = texts.flatMap(({ where, lang, text }) => {
      if (text.trim() === '') return [];
      const result = (lang === 'fr' ? frenchText : englishText).safeParse(text);
      return result.success
        ? []
        : [`${where}: ${result.error.issues[0]?.message ?? ''} in « ${text} »`];
    });
    expect(wrong).toEqual([]);
  });
});

describe('the voice of the site', () => {
  // The model withdrawal form (C. consom. R221-1, annex) is the client's voice, not the
  // owner's: its lines offer « Je/nous (*) », the (*) marking the choices to strike out.
  // A client's words (a testimonial's `quote`) are theirs: « nos pages » is the client speaking.
  const owned = french
    .filter(({ where }) => !where.endsWith('.quote'))
    .map(({ text }) => text)
    .filter((text) => !text.includes('(*)'))
    .join('\n');

  it('is the owner’s « je »: the studio never speaks as « nous »', () => {
    // « nous » alone stays allowed: it is the client and the owner together (« nous choisissons ensemble »).
    // \b is ASCII-only: « Écrivez-nous » needs letter-aware boundaries.
    const plural =
      /(?<![\p{L}-])(notre|nos|écrivez-nous|appelez-nous|contactez-nous|nous vous)(?!\p{L})/iu;
    expect(plural.exec(owned)?.[0]).toBeUndefined();
  });

  it('writes « e-mail », never « courriel » nor « adresse électronique »', () => {
    expect(/courriel|adresse électronique/iu.exec(owned)?.[0]).toBeUndefined();
  });

  it('never opens an offer’s text with the old template « Cette offre… »', () => {
    expect(owned).not.toMatch(/Cette offre (convient|s’adresse)/u);
  });
});
