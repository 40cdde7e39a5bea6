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

  it('says what each page sends, that it sends nothing else, and that a reload is not counted again', () => {
    const text = textOf(audienceSection);
    expect(text).toMatch(/Chaque page affichée envoie au serveur du site son adresse/);
    expect(text).toMatch(/le seul nom de domaine/);
    expect(text).toMatch(/rechargée .* n’est pas comptée une seconde fois/);
    expect(text).toMatch(/ni cookie, ni identifiant/);
    expect(text).toMatch(/les pages n’envoient alors rien au serveur/);
  });

  it('no longer says anywhere that the audience is not measured', () => {
    const whole = privacyPolicy.sections.map(textOf).join(' ');
    expect(whole).not.toMatch(/ne mesure pas l’audience/);
  });
});
