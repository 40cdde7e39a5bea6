import { describe, expect, it } from 'vitest';
import { audienceRetentionMonths, audienceSection } from './audience-notice.ts';
import { blockTexts } from './legal-text.ts';
import type { LegalSection } from './legal-types.ts';
import { privacyPolicy } from './privacy-policy.ts';

const textOf = (section: LegalSection) => section.blocks.flatMap(blockTexts).join(' ');

describe('the privacy policy on audience counts', () => {
  it('has its own section, saying how long counts are kept and how to object', () => {
    expect(privacyPolicy.sections).toContain(audienceSection);
    const text = textOf(audienceSection);
    expect(text).toContain(`${audienceRetentionMonths}\u00a0mois`);
    expect(text).toContain('Global Privacy Control');
    expect(text).toContain('Do Not Track');
    expect(text).toMatch(/sans cookie/);
  });

  it('says what a page sends after a navigation inside the site, and that it sends nothing else', () => {
    const text = textOf(audienceSection);
    expect(text).toMatch(/la page envoie donc au serveur l’adresse de la nouvelle page/);
    expect(text).toMatch(/ni cookie, ni identifiant/);
    expect(text).toMatch(/les pages ne lui envoient rien/);
  });

  it('no longer says anywhere that the audience is not measured', () => {
    const whole = privacyPolicy.sections.map(textOf).join(' ');
    expect(whole).not.toMatch(/ne mesure pas l’audience/);
  });
});
