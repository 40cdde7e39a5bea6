import { describe, expect, it } from 'vitest';
import { announcement } from './announcement.ts';
import { legalIdentity, signupRetention } from './legal-identity.ts';
import { legalNotice } from './legal-notice.ts';
import type { Inline, LegalDocument } from './legal-types.ts';
import { privacyPolicy } from './privacy-policy.ts';
import { unsubscribeTexts } from './unsubscribe.ts';

const runs = (content: readonly Inline[]) =>
  content.map((run) => (typeof run === 'string' ? run : run.label));

function allText(document: LegalDocument): string[] {
  return [
    document.title,
    document.description,
    document.updated,
    ...document.sections.flatMap((section) => [
      section.heading,
      ...section.blocks.flatMap((block) =>
        block.kind === 'paragraph' ? runs(block.content) : block.items.flatMap(runs),
      ),
    ]),
  ];
}

/** French typography: ’ not ', a non-breaking space before : ; ! ? » and after «. */
function expectFrenchTypography(texts: readonly string[]) {
  for (const text of texts) {
    expect(text, text).not.toMatch(/'/);
    expect(text, text).not.toMatch(/ [:;!?»]|« /);
  }
}

describe('the legal content', () => {
  it('is written with French typography', () => {
    expectFrenchTypography([
      ...allText(legalNotice),
      ...allText(privacyPolicy),
      ...Object.values(unsubscribeTexts),
      announcement.subject,
      ...announcement.paragraphs,
      announcement.footer,
    ]);
  });

  it('names the publisher, the publication director and the host (LCEN art. 6 III)', () => {
    const text = allText(legalNotice).join('\n');
    expect(text).toContain(legalIdentity.publisher.name);
    expect(text).toContain(legalIdentity.publisher.email);
    expect(text).toContain(legalIdentity.publicationDirector);
    expect(text).toContain(legalIdentity.host.name);
  });

  it('gives what GDPR article 13 requires, with the retention period purge uses', () => {
    const headings = privacyPolicy.sections.map((section) => section.heading);
    expect(headings).toEqual([
      'Responsable du traitement',
      'Données recueillies',
      'Finalité et base légale',
      'Durée de conservation',
      'Destinataires',
      'Vos droits',
      'Réclamation',
    ]);
    const text = allText(privacyPolicy).join('\n');
    expect(text).toContain('consentement');
    expect(text).toContain(`au plus ${signupRetention.inWords} après votre inscription`);
    expect(text).toContain(legalIdentity.host.name);
    expect(text).toContain(legalIdentity.emailProvider.name);
    for (const right of [
      'accès',
      'rectification',
      'effacement',
      'opposer',
      'retirer votre consentement',
    ]) {
      expect(text).toContain(right);
    }
    expect(text).toContain(legalIdentity.publisher.email);
    expect(text).toContain('CNIL');
  });
});
