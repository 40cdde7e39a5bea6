import type {} from '@fastify/rate-limit';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';

/*
 * The per-client limits of @fastify/rate-limit (registered by app.ts), keyed
 * on request.ip (which honours TRUST_PROXY), counted in memory (one server;
 * with several, each counts its own). A route takes one through its
 * `config` (rateLimited) or in its handler (hourlyLimit).
 */

/**
 * A route's `config` for the limit that every public write takes (sign-up,
 * confirmation, unsubscribe: SIGNUP_RATE_LIMIT, requests a minute); none
 * when it is off.
 */
export function rateLimited(perMinute: number): FastifyContextConfig {
  return perMinute > 0 ? { rateLimit: { max: perMinute, timeWindow: 60_000 } } : {};
}

/**
 * Requests per client and hour, counted when the handler calls it (once a
 * request is otherwise acceptable, so a mistake to fix spends nothing).
 * Returns the seconds to wait when the client's budget is spent; never with
 * `perHour` 0 (off).
 */
export function hourlyLimit(
  app: FastifyInstance,
  perHour: number,
): (request: FastifyRequest) => Promise<number | undefined> {
  if (perHour === 0) return () => Promise.resolve(undefined);
  const take = app.createRateLimit({
    max: perHour,
    timeWindow: 60 * 60 * 1000,
    keyGenerator: (request) => request.ip,
  });
  return async (request) => {
    const result = await take(request);
    return !result.isAllowed && result.isExceeded ? Math.max(1, result.ttlInSeconds) : undefined;
  };
}
