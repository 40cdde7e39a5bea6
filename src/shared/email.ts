/**
 * The one definition of a sign-up address, shared by the page (to help the
 * visitor before sending) and the server (which alone decides). Addresses
 * are dot-atoms as RFC 5321 allows them: no quoted local parts, no domain
 * literals, no comments, which real mailboxes do not use and which are the
 * usual vehicles for header-injection tricks.
 */

/** RFC 5321 limits, in octets: 64 for the local part, 254 for the whole path. */
export const MAX_LOCAL_PART_OCTETS = 64;
export const MAX_ADDRESS_OCTETS = 254;
const MAX_LABEL_OCTETS = 63;

// atext of RFC 5322 plus letters and digits of any script (RFC 6531 addresses).
const LOCAL_ATOM = /^[\p{L}\p{M}\p{N}!#$%&'*+/=?^_`{|}~-]+$/u;
// A domain label: letters or digits, hyphens inside only.
const DOMAIN_LABEL = /^[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}])?$/u;
// A top-level domain is alphabetic, or an IDNA A-label (xn--…).
const TOP_LEVEL_LABEL = /^(?:\p{L}[\p{L}\p{M}]+|xn--[a-z0-9-]+)$/iu;

export const emailMessages = {
  missing: 'Merci d’indiquer votre adresse e-mail.',
  invalid: 'Cette adresse e-mail n’est pas valide. Vérifiez-la, par exemple prenom@exemple.fr.',
  tooLong: 'Cette adresse e-mail est trop longue.',
} as const;

export type EmailCheck =
  | { readonly ok: true; readonly email: string; readonly key: string }
  | { readonly ok: false; readonly message: string };

const encoder = new TextEncoder();
const octets = (text: string) => encoder.encode(text).length;

/**
 * The key that makes two spellings of an address one sign-up: case and
 * Unicode composition do not matter.
 */
export function emailKey(email: string): string {
  return email.normalize('NFC').toLowerCase();
}

/**
 * Checks an address as typed. On success gives the address to store (as
 * entered minus surrounding spaces) and its case-insensitive key; otherwise a
 * French message that helps the visitor correct it.
 */
export function checkEmail(input: string): EmailCheck {
  const email = input.trim();
  if (email === '') return { ok: false, message: emailMessages.missing };
  if (octets(email) > MAX_ADDRESS_OCTETS) return { ok: false, message: emailMessages.tooLong };

  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (at < 1 || local.includes('@')) return { ok: false, message: emailMessages.invalid };
  if (octets(local) > MAX_LOCAL_PART_OCTETS) return { ok: false, message: emailMessages.tooLong };

  const atoms = local.split('.');
  const labels = domain.split('.');
  const valid =
    atoms.every((atom) => LOCAL_ATOM.test(atom)) &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label) && octets(label) <= MAX_LABEL_OCTETS) &&
    TOP_LEVEL_LABEL.test(labels.at(-1) ?? '');
  if (!valid) return { ok: false, message: emailMessages.invalid };
  return { ok: true, email, key: emailKey(email) };
}

/** `jean.dupont@exemple.fr` → `j***@exemple.fr`: enough to follow a log, not to read a list. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}
