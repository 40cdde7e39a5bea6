import { isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/**
 * What Fastify's `trustProxy` takes: false, a hop count, or the proxies'
 * addresses. Never `true`: that trusts every X-Forwarded-For entry, and the
 * leftmost one is whatever the client wrote, so a client could pick its own
 * rate-limit key. With a hop count or addresses, the client is the address
 * the trusted proxy appended (proxy-addr walks the list from the right).
 */
export type TrustProxy = false | number | readonly string[];

/** proxy-addr's names for address ranges, accepted as Fastify accepts them. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

export const trustProxySchema = z
  .string()
  .default('false')
  .transform((value, context): TrustProxy => {
    const text = value.trim();
    if (['', 'false', '0', 'off', 'no'].includes(text)) return false;
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text.split(',').map((entry) => entry.trim());
    if (entries.every(isProxyAddress)) return entries;
    context.addIssue({
      code: 'custom',
      message:
        text === 'true'
          ? 'true would trust the address the client writes: give the number of proxies (1 behind one) or their addresses'
          : 'the number of proxies (1 behind one) or their comma-separated addresses (10.0.0.1, 10.0.0.0/8, loopback)',
    });
    return z.NEVER;
  });

/**
 * The value for Fastify. A hop count becomes proxy-addr's function (trust
 * the socket's peer and the next `hops - 1` entries from the right):
 * Fastify 5 reads a bare number as "trust nothing", which would give every
 * visitor behind the proxy the proxy's address, hence one rate-limit bucket.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false || trust === 0) return false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return [...trust];
}

/**
 * Behind a proxy that was not declared (TRUST_PROXY off), every visitor
 * reaches the server from the proxy's address and shares one rate-limit
 * bucket, silently. A request carrying X-Forwarded-For tells that a proxy is
 * there: the log says so, once, with the fix.
 */
export function warnOfUndeclaredProxy(app: FastifyInstance, trustProxy: TrustProxy): void {
  if (trustProxy !== false) return;
  let warned = false;
  app.addHook('onRequest', (request, _reply, done) => {
    if (!warned && request.headers['x-forwarded-for'] !== undefined) {
      warned = true;
      request.log.warn(
        'X-Forwarded-For received while TRUST_PROXY is off: behind a proxy every visitor shares one rate-limit bucket; set TRUST_PROXY (1 behind one proxy, or its address)',
      );
    }
    done();
  });
}
