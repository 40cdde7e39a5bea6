import type { FastifyRequest } from 'fastify';

/**
 * The URL as logged: the path, and the query's parameter names without
 * their values. Query strings carry the unsubscribe and confirmation tokens
 * (`?token=`, `?jeton=`), and anyone who reads the log with a token could
 * use it (issue 13, fault 7); no other value in a query is worth that risk.
 */
const PARAMETER_NAME = /^[A-Za-z_][\w-]{0,30}$/;

export function loggedUrl(url: string): string {
  const question = url.indexOf('?');
  if (question < 0) return url;
  const names = url
    .slice(question + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      // A name-less value (`?abc123`) may be a token too.
      return pair.includes('=') && PARAMETER_NAME.test(name) ? `${name}=***` : '***';
    });
  return `${url.slice(0, question)}?${names.join('&')}`;
}

/** What the serializer reads of a Fastify request. */
export type LoggedRequest = Pick<FastifyRequest, 'method' | 'url' | 'host' | 'ip'> & {
  readonly socket: { readonly remotePort?: number };
};

/** Fastify's request serializer, with the URL as above. Bodies are never logged. */
export function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: loggedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}

/**
 * Request ids as Fastify makes them (`req-1`, `req-2`…, base 36), from one
 * counter for Fastify's requests and the pages answered ahead of it, so that
 * no two requests of a log share one.
 */
export function requestIds(): () => string {
  let next = 0;
  return () => {
    next = (next + 1) & 0x7fffffff;
    return `req-${next.toString(36)}`;
  };
}
