/// <reference types="vite/client" />
// Every commercial commitment is written once, in commitments.ts, and every
// page that states one reads it there. These tests pin that rule, never the
// owner's values: another deposit, period or pace keeps them green.

import ts from 'typescript';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as commitments from './commitments.ts';
import type { Span } from './commitments.ts';
import { legalIdentity } from './legal-identity.ts';
import { site } from './site.ts';

type Name = Exclude<keyof typeof commitments, 'upperFirst'>;

/**
 * What states each commitment, in any words: a text matching one of these
 * promises, or contradicts, what commitments.ts says.
 */
const statements: Record<Name, RegExp> = {
  quote: /devis (détaillé|gratuit)[^.]{0,40}\bsous\b|sous \S+ (jours?|semaines?), un devis/i,
  references: /\b(comme|mes|ses|nos|dans les|en) références?\b/i,
  corrections: /corrig\w*[^.]{0,60}sans frais|sans frais[^.]{0,60}corrig|semaine de garantie/i,
  rightsTransfer:
    /(code|logiciel|documents?|livrables?|micrologiciel|schémas)[^.]{0,80}(appartien\w*|votre propriété|deviennent les vôtres|devient le vôtre)|\bc[èé]d\w*[^.]{0,40}droits|cession des droits|droits (patrimoniaux|d’exploitation)/i,
  demos:
    /(démonstration|version de test|montr\w*)[^.;]{0,60}(chaque semaine|toutes les \S+ semaines)/i,
  deposit: /acompte (de|du|est|à)\b|\d+\s?% (du devis|à la (commande|signature))/i,
  paymentTerm: /à compter de (la date de )?la facture|payables? à|escompte/i,
  latePayment:
    /pénalités? de retard|taux (d’intérêt )?légal|indemnité forfaitaire|frais de recouvrement|Banque centrale/i,
  stopping: /arrêter à tout moment/i,
  trainingCancellation: /sans frais jusqu’à|dédit/i,
};

const names = Object.keys(statements) as Name[];
/**
 * A text as the finders read it: the owner's names left out, so that a trade
 * name such as « Moreau Logiciel » in « les marques Moreau Logiciel…
 * appartiennent à » is not read as a transfer of the software's rights.
 */
const ownNames = [site.studioName, legalIdentity.publisher.tradeName, site.contactName].filter(
  (name) => name.length > 0,
);
const normalise = (text: string) =>
  ownNames.reduce(
    (result, name) => result.replaceAll(name, '…'),
    text.replace(/[\u00a0\u202f]/g, ' '),
  );
const matching = (text: string) => names.filter((name) => statements[name].test(normalise(text)));

/**
 * Every source file of the site, the server, the content and the scripts,
 * tests left out, by its path from the project's root.
 */
const sources = import.meta.glob<string>(
  ['/src/**/*.{ts,tsx}', '/scripts/**/*.ts', '!**/*.test.{ts,tsx}', '!**/*.d.ts'],
  { query: '?raw', import: 'default', eager: true },
);

/** The text a file writes itself: its string literals, the literal parts of its templates, its JSX text. */
function literalTexts(file: string, text: string): string[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    )
      texts.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

/** Every string reachable from a value, with where it stands. */
function* strings(
  value: unknown,
  where: string,
  seen = new WeakSet(),
): Generator<[string, string]> {
  if (typeof value === 'string') yield [where, value];
  if (typeof value !== 'object' || value === null || seen.has(value)) return;
  seen.add(value);
  for (const [key, item] of Object.entries(value)) yield* strings(item, `${where}.${key}`, seen);
}

/** Every content module, loaded when called (after a mock), checks and the go-live rules left out. */
const contentLoaders = import.meta.glob<Record<string, unknown>>([
  './*.ts',
  '!./*.test.ts',
  '!./checks.ts',
  '!./go-live.ts',
]);

async function contentModules(): Promise<Record<string, unknown>> {
  const modules: Record<string, unknown> = {};
  for (const [file, load] of Object.entries(contentLoaders))
    modules[file.replace('./', '')] = await load();
  return modules;
}

const marker = (name: Name) => `⟦${name}⟧`;

/** A commitment as if the owner had changed it: every one of its words gains its marker. */
function changed<T>(value: T, name: Name): T {
  if (typeof value === 'string') return `${value} ${marker(name)}` as T;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, changed(item, name)]),
  ) as T;
}

afterEach(() => {
  vi.doUnmock('./commitments.ts');
  vi.resetModules();
});

/** Every length of time a value holds. */
function* lengthsOfTime(value: unknown, seen = new WeakSet()): Generator<Span> {
  if (typeof value !== 'object' || value === null || seen.has(value)) return;
  seen.add(value);
  if ('inWords' in value && 'amount' in value && 'unit' in value) yield value as Span;
  for (const item of Object.values(value)) yield* lengthsOfTime(item, seen);
}

/** Number words for the lengths of time the texts write (« trois mois », « une semaine »). */
function inWords(amount: number, feminine: boolean): string {
  const units = [
    '',
    feminine ? 'une' : 'un',
    'deux',
    'trois',
    'quatre',
    'cinq',
    'six',
    'sept',
    'huit',
    'neuf',
    'dix',
    'onze',
    'douze',
    'treize',
    'quatorze',
    'quinze',
    'seize',
  ];
  const tens = ['', 'dix', 'vingt', 'trente', 'quarante', 'cinquante', 'soixante'];
  if (amount <= 16) return units[amount] ?? '';
  const ten = tens[Math.floor(amount / 10)] ?? '';
  const unit = amount % 10;
  if (unit === 0) return ten;
  if (amount < 20) return `dix-${units[unit] ?? ''}`;
  return unit === 1 ? `${ten} et ${units[1] ?? ''}` : `${ten}-${units[unit] ?? ''}`;
}

describe('the commitments', () => {
  it('write each length of time in words that say its number', () => {
    const spans = [...lengthsOfTime(commitments)];
    expect(spans.length).toBeGreaterThan(0);
    for (const span of spans) {
      const plural = span.unit === 'mois' || span.amount === 1 ? span.unit : `${span.unit}s`;
      expect(span.inWords).toBe(`${inWords(span.amount, span.unit === 'semaine')} ${plural}`);
    }
  });

  it('are each recognised in the words the review found contradicting one another', () => {
    // The sentences of ../shared/reviews/content.md (S1, D1, S6): each finder must see them.
    const found: Record<string, Name> = {
      'Je ne les montre à personne, pas même comme référence, sans votre accord écrit.':
        'references',
      'Sauf refus écrit du client, l’éditeur peut citer le projet dans ses références.':
        'references',
      'puis une semaine pendant laquelle je corrige sans frais tout écart': 'corrections',
      'les évolutions demandées après la semaine de garantie': 'corrections',
      'Pendant trois mois après l’acceptation, l’éditeur corrige sans frais toute anomalie':
        'corrections',
      'À vous. Le code source vous est remis à la livraison, avec les droits d’exploitation prévus au contrat.':
        'rightsTransfer',
      'Le code et les documents produits vous appartiennent dès leur paiement.': 'rightsTransfer',
      'l’éditeur cède au client les droits patrimoniaux sur le code': 'rightsTransfer',
      'en vous montrant chaque semaine ce qui avance': 'demos',
      'avec une démonstration toutes les deux semaines': 'demos',
      'un acompte de 30\u00a0% est dû à la commande': 'deposit',
      'Calculées au triple du taux d’intérêt légal, sans rappel préalable.': 'latePayment',
      '30 jours à compter de la date de la facture, par virement.': 'paymentTerm',
      'Sous une semaine, un devis détaillé\u00a0: le périmètre…': 'quote',
      'vous souhaitez pouvoir arrêter à tout moment en gardant ce qui est livré.': 'stopping',
      'sans frais jusqu’à quinze jours avant la première session': 'trainingCancellation',
    };
    for (const [sentence, name] of Object.entries(found)) {
      expect(matching(sentence), sentence).toContain(name);
    }
  });

  // It parses every source file of the project with TypeScript's parser: seconds on a loaded machine.
  it('are stated by no other file in words of its own', { timeout: 30_000 }, () => {
    expect(Object.keys(sources)).toContain('/src/site/pages/contact.tsx');
    const offending = Object.entries(sources)
      .filter(([file]) => file !== '/src/content/commitments.ts')
      .flatMap(([file, text]) =>
        literalTexts(file, text).flatMap((literal) =>
          matching(literal).map((name) => `${file}: ${name}: « ${literal.slice(0, 100)} »`),
        ),
      );
    expect(offending).toEqual([]);
  });

  it('change every page that states one when it changes, the terms of sale included', async () => {
    vi.resetModules();
    vi.doMock('./commitments.ts', async (importOriginal) => {
      const original = await importOriginal<typeof import('./commitments.ts')>();
      const entries = names.map((name): [Name, unknown] => [name, changed(original[name], name)]);
      return { ...original, ...(Object.fromEntries(entries) as Partial<typeof original>) };
    });
    const stating = new Map<Name, Set<string>>(names.map((name) => [name, new Set()]));
    for (const [file, exports] of Object.entries(await contentModules())) {
      if (file === 'commitments.ts') continue;
      for (const [where, text] of strings(exports, file)) {
        for (const name of matching(text)) {
          // Whatever states a commitment states it in the commitment's changed words.
          expect(text, `${where} states ${name}`).toContain(marker(name));
          stating.get(name)?.add(file);
        }
        for (const name of names) if (text.includes(marker(name))) stating.get(name)?.add(file);
      }
    }
    for (const name of names) {
      const files = [...(stating.get(name) ?? [])];
      // The contract states every commitment but the pace of demonstrations.
      if (name !== 'demos') expect(files, name).toContain('terms-of-sale.ts');
      // And a page a visitor reads before the contract states it too, but
      // for what only a training's buyer signs.
      if (name === 'trainingCancellation') continue;
      expect(
        files.filter((file) => file !== 'terms-of-sale.ts').length,
        `${name}: ${files.join(', ')}`,
      ).toBeGreaterThan(0);
    }
  });
});
