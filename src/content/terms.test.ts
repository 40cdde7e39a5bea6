import { describe, expect, it } from 'vitest';
import { formatLongDate } from '../shared/french-format.ts';
import { kaoukaScreens } from './kaouka-screens.ts';
import { legalIdentity } from './legal-identity.ts';
import {
  articleNumber,
  DISTANCE_STEP_METRES,
  MODERATION_APPEAL_MONTHS,
  TERMS_ARTICLE_KEYS,
  TERMS_CHANGE_NOTICE_DAYS,
  TERMS_MINIMUM_AGE,
  type TermsArticleKey,
} from './terms-articles.ts';
import { termsEn } from './terms-en.ts';
import { termsFr } from './terms-fr.ts';
import { termsOfUseSchema } from './schemas/terms.ts';
import type { TermsOfUse } from './types.ts';

/** Each article's shape: how many paragraphs and lists, in which order, and each list's length. */
function structure(terms: TermsOfUse) {
  return terms.articles.map((article) => ({
    key: article.key,
    blocks: article.blocks.map((block) =>
      typeof block === 'string' || !('list' in block)
        ? 'paragraph'
        : `list of ${block.list.length}`,
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

/** One article's text, lower-cased, its no-break spaces made plain (the rules below quote words, not typography). */
function articleText(terms: TermsOfUse, key: TermsArticleKey): string {
  const found = terms.articles.find((article) => article.key === key);
  if (!found) throw new Error(`no article ${key}`);
  return JSON.stringify(found.blocks).toLowerCase().replaceAll('\u00a0', ' ');
}

/** Each rule of issue 21, as words an article must hold in each language. */
const RULES: readonly {
  readonly rule: string;
  readonly key: TermsArticleKey;
  readonly fr: readonly string[];
  readonly en: readonly string[];
}[] = [
  {
    rule: 'a plain minimum age, no parental waiver, and what happens to an account under it',
    key: 'age',
    fr: [
      `au moins ${TERMS_MINIMUM_AGE} ans`,
      'aucune autorisation parentale',
      'est suspendu aussitôt',
      // Kept through the appeal window, so that a successful appeal restores it (review T1).
      'pendant le délai de contestation',
      'ensuite supprimé',
    ],
    en: [
      `aged ${TERMS_MINIMUM_AGE} or over`,
      'no parental permission',
      'is suspended at once',
      'while it can be challenged',
      'then deleted',
    ],
  },
  {
    rule: 'the content licence lists the rights granted, their purpose, territory and duration (CPI L131-3)',
    key: 'content-licence',
    fr: [
      'reproduire',
      'représenter',
      'adapter',
      'dans le seul but',
      'le monde entier',
      'pour la durée de publication',
    ],
    en: [
      'reproduce',
      'communicate it to the public',
      'adapt',
      'sole purpose',
      'worldwide',
      'for as long as',
    ],
  },
  {
    rule: 'one point of contact for authorities and users (DSA art. 11, 12)',
    key: 'contact-point',
    fr: ['point de contact unique', 'autorités', 'utilisateurs'],
    en: ['single point of contact', 'authorities', 'users'],
  },
  {
    rule: 'a notice carries the notifier’s statement of good faith (DSA art. 16)',
    key: 'reporting',
    fr: ['de bonne foi'],
    en: ['in good faith'],
  },
  {
    rule: 'the moderation tools, the measures’ scope and duration, the reasons and the internal complaint (DSA art. 14, 17, 20)',
    key: 'moderation',
    fr: [
      'outil automatisé',
      'par une personne',
      'sa portée et sa durée',
      'avec ses motifs',
      `pouvez contester la décision gratuitement pendant ${MODERATION_APPEAL_MONTHS} mois`,
      'règlement extrajudiciaire',
    ],
    en: [
      'automated tool',
      'by a person',
      'its scope and duration',
      'with its reasons',
      `can challenge the decision free of charge within ${MODERATION_APPEAL_MONTHS} months`,
      'out-of-court dispute settlement',
    ],
  },
  {
    rule: 'a change is notified ahead, and the user may close the account',
    key: 'changes',
    fr: [`au moins ${TERMS_CHANGE_NOTICE_DAYS} jours avant`, 'supprimer votre compte'],
    en: [`at least ${TERMS_CHANGE_NOTICE_DAYS} days before`, 'delete your account'],
  },
  {
    rule: 'no mandatory amicable step, the consumer mediator named, the consumer’s home law and courts',
    key: 'governing-law',
    fr: [
      'aucune démarche amiable n’est un préalable obligatoire',
      legalIdentity.mediator.name.toLowerCase(),
      'dispositions impératives de la loi de votre pays de résidence',
      'les tribunaux de votre pays',
    ],
    en: [
      'no amicable step is required before going to court',
      legalIdentity.mediator.name.toLowerCase(),
      'mandatory provisions of the law of your country of residence',
      'courts of your own country',
    ],
  },
  {
    rule: 'SPEC’s inhalable products, not only tobacco and vaping',
    key: 'prohibited-content',
    fr: ['produits inhalables, quels qu’ils soient'],
    en: ['inhalable products of any kind'],
  },
  {
    rule: 'distances are rounded, never to the metre',
    key: 'messages',
    fr: [`arrondie par paliers de ${DISTANCE_STEP_METRES} mètres`, 'jamais donnée au mètre près'],
    en: [`rounded in steps of ${DISTANCE_STEP_METRES} metres`, 'never given to the metre'],
  },
];

/** « ≈ 600 m », « ≈ 1,2 km » → metres. */
function metres(distance: string): number {
  const match = /([\d,]+)\s*(k?m)$/.exec(distance.replaceAll('\u00a0', ' '));
  if (!match?.[1]) throw new Error(`not a distance: ${distance}`);
  const value = Number(match[1].replace(',', '.'));
  return Math.round(match[2] === 'km' ? value * 1000 : value);
}

describe('terms of use', () => {
  it('apply from a date at least the announced notice after their last change, the same in both languages', () => {
    expect(termsEn.effective).toBe(termsFr.effective);
    const notice = Date.parse(termsFr.updated) + TERMS_CHANGE_NOTICE_DAYS * 86_400_000;
    expect(Date.parse(termsFr.effective)).toBeGreaterThanOrEqual(notice);
  });

  it('are valid French and valid English copy', () => {
    termsOfUseSchema.parse(termsFr);
    termsOfUseSchema.parse(termsEn);
    expect(termsFr.lang).toBe('fr');
    expect(termsEn.lang).toBe('en');
  });

  it('cover every topic, in the same numbered articles in both languages', () => {
    expect(termsFr.articles.map((article) => article.key)).toEqual([...TERMS_ARTICLE_KEYS]);
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
    const pseudonymity = JSON.stringify(termsFr.articles.find((a) => a.key === 'pseudonymity'));
    expect(pseudonymity).toContain(`article\u00a0${articleNumber('prohibited-content')}`);
  });

  it('state the rules of the spec in both languages', () => {
    const fr = allText(termsFr);
    for (const fact of [
      'explicites',
      'porc',
      'alcool',
      'produits inhalables',
      'cigarettes',
      'modération',
      'droit français',
      'adresse ip',
      'conservée un an',
      'distance approximative',
      'pseudonyme',
      `au moins ${TERMS_MINIMUM_AGE}\u00a0ans`,
      'ne sont lus par l’éditeur que lorsqu’un de leurs participants les signale',
      'comme toute personne, même sans compte, signaler',
      'avec ses motifs',
      'pouvez contester la décision',
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
      'inhalable products',
      'cigarettes',
      'moderation',
      'french law',
      'ip address',
      'kept for one year',
      'approximate distance',
      'pseudonym',
      `aged ${TERMS_MINIMUM_AGE} or over`,
      'reads private messages only when one of their participants reports them',
      'like anyone, even without an account, report',
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
    expect(MODERATION_APPEAL_MONTHS).toBeGreaterThanOrEqual(6);
  });

  it.each(RULES)('hold in both languages: $rule', ({ key, fr, en }) => {
    const french = articleText(termsFr, key);
    for (const words of fr) expect(french, words).toContain(words);
    const english = articleText(termsEn, key);
    for (const words of en) expect(english, words).toContain(words);
  });

  it('speak to the reader in one voice, « vous » and “you”, never of « l’utilisateur » or “the user” (content review N50)', () => {
    expect(allText(termsFr)).not.toMatch(
      /\bl[’']utilisateur\b|\bchaque utilisateur\b|\btout utilisateur\b/iu,
    );
    expect(allText(termsEn)).not.toMatch(/\b(the|a|each|any) user\b/iu);
    expect(allText(termsFr)).toMatch(/\bvous\b/u);
    expect(allText(termsEn)).toMatch(/\byou\b/u);
  });

  it('name the publisher’s address, SIRET and contact, and its liability as a host (content review N21)', () => {
    const { publisher } = legalIdentity;
    for (const terms of [termsFr, termsEn]) {
      const intro = JSON.stringify(terms.intro);
      for (const fact of [
        publisher.address.street,
        publisher.address.city,
        publisher.siret,
        publisher.email,
      ])
        expect(intro).toContain(JSON.stringify(fact).slice(1, -1));
    }
    const liability = (terms: TermsOfUse) =>
      JSON.stringify(terms.articles.find((article) => article.key === 'liability')?.blocks);
    expect(liability(termsFr)).toContain('règlement sur les services numériques');
    expect(liability(termsFr)).toContain(
      'aucune de leurs clauses ne limite votre droit à réparation',
    );
    expect(liability(termsEn)).toContain('Digital Services Act');
    expect(liability(termsEn)).toContain('none of their clauses limits your right to compensation');
  });

  it('call the app pseudonymous, never anonymous', () => {
    for (const terms of [termsFr, termsEn]) {
      expect(JSON.stringify(terms).toLowerCase()).not.toMatch(/anonym/);
    }
  });

  it('make nothing hang on an amicable attempt or on continued use', () => {
    expect(allText(termsFr)).not.toMatch(
      /après une tentative|vaut acceptation|continuer à utiliser/,
    );
    expect(allText(termsEn)).not.toMatch(/after an attempt|means accepting|continuing to use/);
  });

  it('let no parent waive the minimum age', () => {
    expect(allText(termsFr)).not.toMatch(/autorité parentale|qu’avec l’autorisation/);
    expect(allText(termsEn)).not.toMatch(/parental authority|only with the authorisation/);
  });

  it('say which version applies to an account created before this one, until the eve of its force', () => {
    // Content review N6: a new account accepts this version at once; an older one keeps the previous until then.
    const changes = (terms: TermsOfUse) =>
      (terms.articles.find((item) => item.key === 'changes')?.blocks ?? [])
        .filter((block): block is string => typeof block === 'string')
        .join(' ');
    const eve = new Date(`${termsFr.effective}T12:00:00Z`);
    eve.setUTCDate(eve.getUTCDate() - 1);
    expect(changes(termsFr)).toContain(formatLongDate(termsFr.updated));
    expect(changes(termsFr)).toContain(
      `jusqu’au ${formatLongDate(eve.toISOString().slice(0, 10))}`,
    );
    expect(changes(termsEn)).toContain(
      `until ${formatLongDate(eve.toISOString().slice(0, 10), 'en-GB')}`,
    );
    expect(termsEn.effective).toBe(termsFr.effective);
  });

  it('round distances as the app’s pictures on /Kaouka show them', () => {
    const shown = [
      ...kaoukaScreens.feed.posts.map((post) => post.distance),
      kaoukaScreens.post.distance,
      kaoukaScreens.message.distance,
    ];
    expect(DISTANCE_STEP_METRES).toBeGreaterThanOrEqual(100);
    for (const distance of shown) expect(metres(distance) % DISTANCE_STEP_METRES, distance).toBe(0);
  });
});
