import { describe, expect, it } from 'vitest';
import { checkEmail, deliveryAddress, emailKey, emailMessages, maskEmail } from './email.ts';

const longDomain = `x@${`${'a'.repeat(60)}.`.repeat(4)}fr`;

describe('checkEmail', () => {
  it.each([
    'jean.dupont@exemple.fr',
    'jean.dupont+kaouka@sous.domaine.exemple.fr',
    'o’brien@exemple.fr'.replace('’', "'"),
    'élodie@exemple.fr',
    'contact@xn--exemple-9ua.fr',
    `${'a'.repeat(64)}@exemple.fr`,
    'a@ｅｘａｍｐｌｅ.fr',
  ])('accepts %s', (address) => {
    expect(checkEmail(address)).toEqual({ ok: true, email: address, key: emailKey(address) });
  });

  it('stores a look-alike spelling composed (NFC), so what is kept and mailed is what its key names', () => {
    // U+212A KELVIN SIGN composes to K; a decomposed é to é.
    const kelvin = checkEmail('\u212Aate@example.fr');
    expect(kelvin).toEqual({ ok: true, email: 'Kate@example.fr', key: 'kate@example.fr' });
    const decomposed = checkEmail('e\u0301lodie@example.fr');
    expect(decomposed).toMatchObject({ ok: true, email: '\u00e9lodie@example.fr' });
    expect(deliveryAddress('\u212Aate@example.fr')).toBe('Kate@example.fr');
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
    'jean@exemple.fr.',
    'jean@exem%70le.fr',
    'jean@127.0.0.1',
    'jean@0x7f.1',
    'jean@exemple.fr:25',
    // Local parts without a letter or a digit, or starting with a mark that has nothing to combine with.
    '\u0301\u0302@exemple.fr',
    'jean.\u0301a@exemple.fr',
    '---@exemple.fr',
    '!#$@exemple.fr',
  ])('refuses %j with a French message', (address) => {
    expect(checkEmail(address)).toEqual({ ok: false, message: emailMessages.invalid });
  });

  it.each([
    ['a Hangul filler, shown as nothing', '\u3164@exemple.fr'],
    ['a combining grapheme joiner', 'a\u034fb@exemple.fr'],
    ['a zero-width space', 'jean\u200b@exemple.fr'],
    ['a soft hyphen in the domain', 'jean@exem\u00adple.fr'],
    ['a right-to-left override', 'jean\u202e@exemple.fr'],
  ])('refuses an address holding %s, saying so', (_case, address) => {
    expect(checkEmail(address)).toEqual({ ok: false, message: emailMessages.invisible });
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
    // Three octets (CJK) and four (outside the Basic Multilingual Plane).
    expect(checkEmail(`${'中'.repeat(21)}@exemple.fr`).ok).toBe(true);
    expect(checkEmail(`${'中'.repeat(22)}@exemple.fr`).ok).toBe(false);
    expect(checkEmail(`${'𝒜'.repeat(16)}@exemple.fr`).ok).toBe(true);
    expect(checkEmail(`${'𝒜'.repeat(17)}@exemple.fr`).ok).toBe(false);
  });
});

describe('emailKey and maskEmail', () => {
  it('folds case and Unicode composition into one key', () => {
    expect(emailKey('ÉLODIE@Exemple.FR')).toBe(emailKey('e\u0301lodie@exemple.fr'));
  });

  it('gives one key to the Unicode, ASCII (Punycode) and full-width spellings of a domain', () => {
    const unicode = checkEmail('x@EXÄMPLE.FR');
    const punycode = checkEmail('x@xn--exmple-cua.fr');
    expect(unicode.ok && punycode.ok && unicode.key).toBe('x@xn--exmple-cua.fr');
    expect(punycode.ok && punycode.key).toBe('x@xn--exmple-cua.fr');
    const fullWidth = checkEmail('a@ｅｘａｍｐｌｅ。ｆｒ');
    expect(fullWidth.ok && fullWidth.key).toBe('a@example.fr');
    expect(emailKey('a@ｅｘａｍｐｌｅ.fr')).toBe(emailKey('A@Example.fr'));
  });

  it('keys any text the owner types, even one that is not a valid address', () => {
    expect(emailKey(' Jean@Exemple.FR ')).toBe('jean@exemple.fr');
    expect(emailKey('jean@exem_ple.FR')).toBe('jean@exem_ple.fr');
    expect(emailKey('Sans-Arobase')).toBe('sans-arobase');
  });

  it('sends to the domain’s ASCII form, keeping the local part as entered', () => {
    expect(deliveryAddress('Jean@ｅｘａｍｐｌｅ.fr')).toBe('Jean@example.fr');
    expect(deliveryAddress('élodie@exämple.fr')).toBe('élodie@xn--exmple-cua.fr');
  });

  it('masks the local part', () => {
    expect(maskEmail('jean.dupont@exemple.fr')).toBe('j***@exemple.fr');
  });
});
