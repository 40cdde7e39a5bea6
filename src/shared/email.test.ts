import { describe, expect, it } from 'vitest';
import { checkEmail, emailKey, emailMessages, maskEmail } from './email.ts';

const longDomain = `x@${`${'a'.repeat(60)}.`.repeat(4)}fr`;

describe('checkEmail', () => {
  it.each([
    'jean.dupont@exemple.fr',
    'jean.dupont+kaouka@sous.domaine.exemple.fr',
    'o’brien@exemple.fr'.replace('’', "'"),
    'élodie@exemple.fr',
    'contact@xn--exemple-9ua.fr',
    `${'a'.repeat(64)}@exemple.fr`,
  ])('accepts %s', (address) => {
    expect(checkEmail(address)).toEqual({ ok: true, email: address, key: emailKey(address) });
  });

  it('trims surrounding spaces and keeps the case as entered, with a lower-case key', () => {
    expect(checkEmail('  Jean.Dupont@Exemple.FR \t')).toEqual({
      ok: true,
      email: 'Jean.Dupont@Exemple.FR',
      key: 'jean.dupont@exemple.fr',
    });
  });

  it.each([
    'plainaddress',
    '@exemple.fr',
    'jean@',
    'jean@exemple',
    'jean@@exemple.fr',
    'jean..dupont@exemple.fr',
    '.jean@exemple.fr',
    'jean.@exemple.fr',
    'jean@exemple..fr',
    'jean@-exemple.fr',
    'jean@exemple.f',
    'jean@exemple.123',
    'jean dupont@exemple.fr',
    'jean@exemple.fr\r\nBcc: cible@exemple.fr',
    'jean@exemple.fr\nBcc:cible@exemple.fr',
    'jean@exemple.fr,autre@exemple.fr',
    '"jean"@exemple.fr',
    'jean@[127.0.0.1]',
    '<jean@exemple.fr>',
    'jean(commentaire)@exemple.fr',
    'jean@exem_ple.fr',
  ])('refuses %j with a French message', (address) => {
    expect(checkEmail(address)).toEqual({ ok: false, message: emailMessages.invalid });
  });

  it('refuses an empty address', () => {
    expect(checkEmail('   ')).toEqual({ ok: false, message: emailMessages.missing });
  });

  it('holds to the RFC 5321 lengths: 64 octets for the local part, 254 in all', () => {
    expect(checkEmail(`${'a'.repeat(65)}@exemple.fr`)).toEqual({
      ok: false,
      message: emailMessages.tooLong,
    });
    expect(longDomain.length).toBe(248);
    expect(checkEmail(longDomain).ok).toBe(true);
    expect(checkEmail(`${'a'.repeat(7)}${longDomain}`)).toEqual({
      ok: false,
      message: emailMessages.tooLong,
    });
    // Octets, not characters: 32 accented letters are 64 octets, 33 are 66.
    expect(checkEmail(`${'é'.repeat(32)}@exemple.fr`).ok).toBe(true);
    expect(checkEmail(`${'é'.repeat(33)}@exemple.fr`).ok).toBe(false);
  });
});

describe('emailKey and maskEmail', () => {
  it('folds case and Unicode composition into one key', () => {
    expect(emailKey('ÉLODIE@Exemple.FR')).toBe(emailKey('e\u0301lodie@exemple.fr'));
  });

  it('masks the local part', () => {
    expect(maskEmail('jean.dupont@exemple.fr')).toBe('j***@exemple.fr');
  });
});
