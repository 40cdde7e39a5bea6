import { isIPv4, isIPv6 } from 'node:net';

/**
 * The client a limit counts (PRODUCT.md decision 33): an IPv4 address, or an
 * IPv6 /64 — what one home connection, phone or rented server gets, so that
 * one client cannot take a limit 2^64 times over by changing its address.
 * An IPv4-mapped IPv6 address (`::ffff:192.0.2.1`) is its IPv4 address.
 * Every limit that protects other visitors is keyed on this, never on
 * `request.ip` itself.
 */
export function networkOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped) return mapped;
  if (isIPv4(ip)) return ip;
  const address = ip.replace(/%.*$/, ''); // a zone (fe80::1%eth0) is not part of it
  if (!isIPv6(address)) return ip;
  return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, each as 1–4 lower-case hex digits without leading zeros. */
function expandIPv6(address: string): string[] {
  // An embedded IPv4 tail (::ffff:… was handled above; 64:ff9b::1.2.3.4) is two groups.
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  let text = address;
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${address.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const middle = rest === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((group) => parseInt(group, 16).toString(16));
}
