/**
 * A mail domain in its one ASCII form. `EXÄMPLE.FR`, `xn--exmple-cua.fr`
 * and the full-width `ｅｘａｍｐｌｅ.fr` are one domain under IDNA (UTS #46):
 * mapped (case, width, compatibility forms), normalised, then written with
 * Punycode. The WHATWG URL host parser is that algorithm, built into every
 * browser and into Node, so the page and the server agree without a library.
 */

/** Characters a domain may be typed with: letters, marks, digits, hyphens and the dots UTS #46 maps to `.`. */
const TYPED_DOMAIN = /^[\p{L}\p{M}\p{N}\p{Pd}.\u3002\uFF0E\uFF61]+$/u;
/** A label once in ASCII: letters, digits, hyphens inside only. */
const ASCII_LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
/** A top-level domain is alphabetic, or an IDNA A-label. */
const TOP_LEVEL_LABEL = /^(?:[a-z]{2,}|xn--[a-z0-9-]+)$/;
const MAX_LABEL_OCTETS = 63;

/**
 * The domain's ASCII form (lower case, Punycode), or undefined when it is
 * not a host name a mailbox can have (an IP address, a single label, a
 * character no domain may hold).
 */
export function asciiDomain(domain: string): string | undefined {
  // Checked before parsing: the URL parser would otherwise read `%41` as `A`
  // or cut the host at `/`, `:` or `@`.
  if (!TYPED_DOMAIN.test(domain)) return undefined;
  let host: string;
  try {
    host = new URL(`http://${domain}`).hostname;
  } catch {
    return undefined;
  }
  const labels = host.split('.');
  const valid =
    labels.length >= 2 &&
    labels.every((label) => ASCII_LABEL.test(label) && label.length <= MAX_LABEL_OCTETS) &&
    TOP_LEVEL_LABEL.test(labels.at(-1) ?? '');
  return valid ? host : undefined;
}
