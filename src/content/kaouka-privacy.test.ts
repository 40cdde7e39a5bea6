import { describe, expect, it } from 'vitest';
import {
  MODERATION_RECORD,
  PRIVACY_ARTICLE_KEYS,
  PRIVACY_DATUM_KEYS,
  type PrivacyArticleKey,
} from './kaouka-privacy-articles.ts';
import { kaoukaPrivacyEn } from './kaouka-privacy-en.ts';
import { kaoukaPrivacyFr } from './kaouka-privacy-fr.ts';
import { formatAddress, legalIdentity, publisherName } from './legal-identity.ts';
import { MODERATION_APPEAL_MONTHS } from './terms-articles.ts';
import { termsEn } from './terms-en.ts';
import { termsFr } from './terms-fr.ts';
import { termsOfUseSchema } from './schemas/terms.ts';
import type { TermsOfUse } from './types.ts';

/** What each datum’s article states, in this order (GDPR art. 13.1 c, e, f and 13.2 a). */
const FACETS = {
  fr: [
    'Finalité\u00a0:',
    'Base légale\u00a0:',
    'Conservation\u00a0:',
    'Destinataires\u00a0:',
    'Transferts hors de l’Union européenne\u00a0:',
  ],
  en: ['Purpose:', 'Legal basis:', 'Retention:', 'Recipients:', 'Transfers outside the EU:'],
};

/**
 * The words by which the terms’ list of data (« Données personnelles
 * collectées ») names each datum the policy details, in the list’s order.
 */
const TERMS_NAMES: Readonly<Record<(typeof PRIVACY_DATUM_KEYS)[number], [string, string]>> = {
  profile: ['pseudonyme', 'pseudonym'],
  email: ['adresse e-mail', 'e-mail address'],
  location: ['géolocalisation', 'location'],
  posts: ['contenus publiés', 'published content'],
  'likes-comments': ['commentaires', 'comments'],
  messages: ['messages privés', 'private messages'],
  moderation: ['signalements', 'reports'],
  'ip-address': ['adresse ip', 'ip address'],
};

function structure(policy: TermsOfUse) {
  return policy.articles.map((article) => ({
    key: article.key,
    blocks: article.blocks.map((block) =>
      typeof block === 'string' || !('list' in block)
        ? 'paragraph'
        : `list of ${block.list.length}`,
    ),
  }));
}

function articleOf(policy: TermsOfUse, key: PrivacyArticleKey) {
  const found = policy.articles.find((article) => article.key === key);
  if (!found) throw new Error(`no article ${key} in the ${policy.lang} policy`);
  return found;
}

/** One article’s text, lower-cased, no-break spaces made plain. */
function textOf(policy: TermsOfUse, key: PrivacyArticleKey): string {
  return JSON.stringify(articleOf(policy, key).blocks).toLowerCase().replaceAll('\u00a0', ' ');
}

function termsDataList(terms: TermsOfUse): readonly string[] {
  const list = terms.articles
    .find((article) => article.key === 'personal-data')
    ?.blocks.find((block) => typeof block !== 'string' && 'list' in block);
  if (!list || typeof list === 'string' || !('list' in list))
    throw new Error('the terms list no data');
  return list.list;
}

const policies = [
  { policy: kaoukaPrivacyFr, terms: termsFr, facets: FACETS.fr, lang: 0 },
  { policy: kaoukaPrivacyEn, terms: termsEn, facets: FACETS.en, lang: 1 },
] as const;

describe('Kaouka’s privacy policy', () => {
  it('is valid French and valid English copy, with titles and descriptions whole in results', () => {
    termsOfUseSchema.parse(kaoukaPrivacyFr);
    termsOfUseSchema.parse(kaoukaPrivacyEn);
    expect(kaoukaPrivacyFr.lang).toBe('fr');
    expect(kaoukaPrivacyEn.lang).toBe('en');
  });

  it('has the same numbered articles in both languages, shaped alike', () => {
    expect(kaoukaPrivacyFr.articles.map((article) => article.key)).toEqual([
      ...PRIVACY_ARTICLE_KEYS,
    ]);
    expect(structure(kaoukaPrivacyEn)).toEqual(structure(kaoukaPrivacyFr));
    expect(kaoukaPrivacyEn.updated).toBe(kaoukaPrivacyFr.updated);
  });

  it.each(policies)(
    'details each datum the terms list, in their order ($policy.lang)',
    ({ terms, lang }) => {
      const listed = termsDataList(terms);
      expect(listed).toHaveLength(PRIVACY_DATUM_KEYS.length);
      PRIVACY_DATUM_KEYS.forEach((key, index) => {
        expect(listed[index]?.toLowerCase(), key).toContain(TERMS_NAMES[key][lang]);
      });
    },
  );

  it.each(policies)(
    'gives each datum its purpose, legal basis, retention, recipients and transfers ($policy.lang)',
    ({ policy, facets }) => {
      for (const key of PRIVACY_DATUM_KEYS) {
        const lists = articleOf(policy, key).blocks.flatMap((block) =>
          typeof block !== 'string' && 'list' in block ? [block.list] : [],
        );
        expect(lists, key).toHaveLength(1);
        const items = lists[0] ?? [];
        expect(items, key).toHaveLength(facets.length);
        facets.forEach((facet, index) => {
          expect(items[index], `${key}: ${facet}`).toMatch(new RegExp(`^${facet}\\s?\\S`));
        });
        // A legal basis names its GDPR ground.
        expect(items[1], key).toMatch(/6[.(]1[.)]?\(?[bcf]/);
      }
    },
  );

  it.each(policies)(
    'names the controller and processors from legal-identity.ts ($policy.lang)',
    ({ policy }) => {
      const { publisher, host, emailProvider } = legalIdentity;
      const controller = JSON.stringify(articleOf(policy, 'controller').blocks);
      for (const fact of [
        publisherName,
        publisher.tradeName,
        formatAddress(publisher.address),
        publisher.email,
      ]) {
        expect(controller, fact).toContain(fact);
      }
      const recipients = JSON.stringify(articleOf(policy, 'recipients').blocks);
      expect(recipients).toContain(host.name);
      expect(recipients).toContain(emailProvider.name);
      expect(JSON.stringify(articleOf(policy, 'exercise').blocks)).toContain(publisher.email);
    },
  );

  it('states every right, how to exercise it, and the complaint to the CNIL', () => {
    const rightsFr = textOf(kaoukaPrivacyFr, 'rights');
    for (const right of [
      'droit d’accès',
      'droit de rectification',
      'droit à l’effacement',
      'droit à la limitation',
      'droit à la portabilité',
      'droit d’opposition',
      'après votre décès',
    ]) {
      expect(rightsFr, right).toContain(right);
    }
    const rightsEn = textOf(kaoukaPrivacyEn, 'rights');
    for (const right of [
      'right of access',
      'right to rectification',
      'right to erasure',
      'right to restriction',
      'right to data portability',
      'right to object',
      'after your death',
    ]) {
      expect(rightsEn, right).toContain(right);
    }
    expect(textOf(kaoukaPrivacyFr, 'exercise')).toContain('sous un mois');
    expect(textOf(kaoukaPrivacyEn, 'exercise')).toContain('within one month');
    expect(textOf(kaoukaPrivacyFr, 'complaint')).toContain('cnil');
    expect(textOf(kaoukaPrivacyEn, 'complaint')).toContain('cnil');
    expect(textOf(kaoukaPrivacyFr, 'transfers')).toContain(
      'aucune n’est transférée hors de l’union',
    );
    expect(textOf(kaoukaPrivacyEn, 'transfers')).toContain('none is transferred outside it');
  });

  it('keeps moderation records past the time to challenge a decision', () => {
    expect(MODERATION_RECORD.months).toBeGreaterThanOrEqual(MODERATION_APPEAL_MONTHS);
  });

  it('is named by the terms, which say it details each datum', () => {
    expect(JSON.stringify(termsFr.articles).toLowerCase()).toContain(
      'politique de confidentialité de kaouka',
    );
    expect(JSON.stringify(termsEn.articles).toLowerCase()).toContain('kaouka privacy policy');
  });

  it('calls the app pseudonymous, never anonymous', () => {
    for (const { policy } of policies) {
      expect(JSON.stringify(policy).toLowerCase()).not.toMatch(/anonym/);
    }
  });
});
