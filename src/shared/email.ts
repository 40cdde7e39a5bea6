/**
 * The one definition of a sign-up address, shared by the page (to help the
 * visitor before sending) and the server (which alone decides). Addresses
 * are dot-atoms as RFC 5321 allows them: no quoted local parts, no domain
 * literals, no comments, which real mailboxes do not use and which are the
 * usual vehicles for header-injection tricks.
 */
import { asciiDomain } from './email-domain.ts';

/** RFC 5321 limits, in octets: 64 for the local part, 254 for the whole path. */
export const MAX_LOCAL_PART_OCTETS = 64;
export const MAX_ADDRESS_OCTETS = 254;

// atext of RFC 5322 plus letters and digits of any script (RFC 6531 addresses).
const LOCAL_ATOM = /^[\p{L}\p{M}\p{N}!#$%&'*+/=?^_`{|}~-]+$/u;
// A combining mark starting an atom has nothing to combine with.
const ATOM_START = /^\p{M}/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
// Characters that display as nothing (U+3164 HANGUL FILLER, U+034F COMBINING
// GRAPHEME JOINER, zero-width spaces and joiners, bidi controls): an address
// holding one looks like another address, or like none.
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/u;

export const emailMessages = {
  missing: 'Merci d’indiquer votre adresse e-mail.',
  invalid: 'Cette adresse e-mail n’est pas valide. Vérifiez-la, par exemple prenom@domaine.fr.',
  invisible:
    'Cette adresse e-mail contient un caractère invisible. Merci de la retaper sans la copier.',
  tooLong: 'Cette adresse e-mail est trop longue.',
} as const;

export type EmailCheck =
  | { readonly ok: true; readonly email: string; readonly key: string }
  | { readonly ok: false; readonly message: string };

/**
 * The length of `text` in UTF-8, counted without encoding it: TextEncoder
 * allocates a buffer each call and was most of a sign-up check's time.
 * A lone surrogate counts 3, as the U+FFFD an encoder writes for it.
 */
function octets(text: string): number {
  let count = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    count += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return count;
}

const localKey = (local: string) => local.normalize('NFC').toLowerCase();

/**
 * The key that makes two spellings of an address one sign-up: case, Unicode
 * composition, and the domain's Unicode, ASCII (Punycode) or full-width
 * spelling do not matter. Defined for any text, so the owner's `delete`
 * finds an address however it is typed; a domain that is not a host name
 * is only case-folded.
 */
export function emailKey(email: string): string {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  if (at < 0) return localKey(trimmed);
  const domain = trimmed.slice(at + 1);
  return `${localKey(trimmed.slice(0, at))}@${asciiDomain(domain) ?? localKey(domain)}`;
}

/**
 * Checks an address as typed. On success gives the address to store (as
 * entered minus surrounding spaces, in Unicode's composed form, NFC) and its
 * key (`emailKey`); otherwise a French message that helps the visitor
 * correct it. NFC because a look-alike spelling (`\u212Aate`, a Kelvin sign)
 * has the key of the real address (`kate`): stored and mailed as typed, the
 * real owner's later sign-up was a silent repeat while the mail had gone to
 * the look-alike. Stored composed, what is kept and mailed is what the key
 * stands for (issue 19, item 2).
 */
export function checkEmail(input: string): EmailCheck {
  const email = input.trim().normalize('NFC');
  if (email === '') return { ok: false, message: emailMessages.missing };
  if (INVISIBLE.test(email)) return { ok: false, message: emailMessages.invisible };
  if (octets(email) > MAX_ADDRESS_OCTETS) return { ok: false, message: emailMessages.tooLong };

  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  if (at < 1 || local.includes('@')) return { ok: false, message: emailMessages.invalid };
  if (octets(local) > MAX_LOCAL_PART_OCTETS) return { ok: false, message: emailMessages.tooLong };

  const domain = asciiDomain(email.slice(at + 1));
  const validLocal =
    local.split('.').every((atom) => LOCAL_ATOM.test(atom) && !ATOM_START.test(atom)) &&
    LETTER_OR_DIGIT.test(local);
  if (!validLocal || domain === undefined) return { ok: false, message: emailMessages.invalid };
  // The path as it travels (ASCII domain) is held to the same limit.
  if (octets(local) + 1 + domain.length > MAX_ADDRESS_OCTETS) {
    return { ok: false, message: emailMessages.tooLong };
  }
  return { ok: true, email, key: `${localKey(local)}@${domain}` };
}

/** `jean.dupont@exemple.fr` → `j***@exemple.fr`: enough to follow a log, not to read a list. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/**
 * The address to send to: the local part as entered and the domain in its
 * ASCII form, so that a full-width or Unicode spelling reaches the mailbox
 * its key names (SMTP servers without SMTPUTF8 take only ASCII domains).
 */
export function deliveryAddress(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  // Composed too, for rows stored before addresses were (checkEmail).
  const local = email.slice(0, at).normalize('NFC');
  return `${local}@${asciiDomain(email.slice(at + 1)) ?? email.slice(at + 1)}`;
}
