import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import type { Socket } from 'node:net';
import { fastifyTrustProxy, type TrustProxy } from './trust-proxy.ts';

type ProxyAddr = typeof import('@fastify/proxy-addr');
type TrustFunction = (address: string, hop: number) => boolean;

// Fastify's own copy of proxy-addr, wherever the install put it: the front
// path then finds the very address `request.ip` gives the routes.
const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
const proxyAddr = fromFastify('@fastify/proxy-addr') as ProxyAddr;

/** Fastify's trust function for TRUST_PROXY (its request.js `getTrustProxyFn`), or none. */
export function trustFunction(trust: TrustProxy): TrustFunction | undefined {
  const value = fastifyTrustProxy(trust);
  if (value === false) return undefined;
  return typeof value === 'function' ? value : proxyAddr.compile(value);
}

/**
 * What the audience counts and the request log read of a request, from
 * Node's own request, with the rules of Fastify's request (fastify/lib/
 * request.js): the client's address and host through the trusted proxies
 * only. Computed when read: a page not counted never resolves the address.
 */
export class PageRequest {
  constructor(
    readonly raw: IncomingMessage,
    private readonly trust: TrustFunction | undefined,
  ) {}

  get headers(): IncomingHttpHeaders {
    return this.raw.headers;
  }

  get method(): string {
    return this.raw.method ?? 'GET';
  }

  get url(): string {
    return this.raw.url ?? '/';
  }

  get socket(): Socket {
    return this.raw.socket;
  }

  get ip(): string {
    if (!this.trust) return this.raw.socket.remoteAddress ?? '';
    const addresses = proxyAddr.all(this.raw, this.trust);
    return addresses[addresses.length - 1] ?? '';
  }

  get host(): string {
    const forwarded = this.raw.headers['x-forwarded-host'];
    const peer = this.raw.socket.remoteAddress;
    if (
      typeof forwarded === 'string' &&
      forwarded &&
      this.trust &&
      peer !== undefined &&
      this.trust(peer, 0)
    ) {
      return forwarded.slice(forwarded.lastIndexOf(',') + 1).trim();
    }
    return this.raw.headers.host ?? '';
  }

  get hostname(): string {
    const { host } = this;
    if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
    return host.split(':', 1)[0] ?? '';
  }
}
