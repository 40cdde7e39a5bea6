import { createServer } from 'node:http';
import type { FastifyServerFactory } from 'fastify';

export interface HttpTimeouts {
  /** Longest a client may take to send a whole request (headers and body): then 408 and closed. */
  readonly requestMs: number;
  /** Longest a client may take to send the headers alone. */
  readonly headersMs: number;
}

/** How long an idle keep-alive connection stays open. */
export const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/**
 * A sign-up is a few dozen bytes: a client that has not sent its request in
 * 15 s is stalled or holding the connection on purpose. Node's default is
 * 300 s, checked every 30 s, so a half-sent body held its connection for
 * 330 s (issue 13, fault 2).
 */
export const defaultHttpTimeouts: HttpTimeouts = { requestMs: 15_000, headersMs: 10_000 };

/**
 * Fastify's `serverFactory`: Node's HTTP server with the timeouts above,
 * checked every second (Node checks every 30 s unless told otherwise, which
 * alone would let a stalled request live twice the timeout).
 */
export function httpServerFactory(timeouts: HttpTimeouts): FastifyServerFactory {
  return (handler) => {
    const server = createServer(
      {
        requestTimeout: timeouts.requestMs,
        headersTimeout: Math.min(timeouts.headersMs, timeouts.requestMs),
        connectionsCheckingInterval: Math.min(1_000, timeouts.requestMs),
      },
      handler,
    );
    // Fastify's own default, which a server factory does not get: longer
    // than the 60 s a load balancer usually keeps an idle connection, so
    // the balancer, not this server, closes it (Node's 5 s would close
    // connections the balancer is about to reuse: 502s).
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    return server;
  };
}
