import type {} from '@fastify/rate-limit';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import { networkOf } from './network.ts';

/*
 * The per-client limits of @fastify/rate-limit (registered by app.ts), keyed
 * on the client's network (networkOf: an IPv4 address or an IPv6 /64, from
 * request.ip, which honours TRUST_PROXY), counted in memory (one server;
 * with several, each counts its own). A route takes one through its
 * `config` (rateLimited) or in its handler (hourlyLimit).
 */

/** The key of every limit: the client's network. */
export const clientOf = (request: FastifyRequest): string => networkOf(request.ip);

/**
 * A route's `config` for the limit that every public write takes (sign-up,
 * confirmation, unsubscribe: SIGNUP_RATE_LIMIT, requests a minute); none
 * when it is off.
 */
export function rateLimited(perMinute: number): FastifyContextConfig {
  return perMinute > 0
    ? { rateLimit: { max: perMinute, timeWindow: 60_000, keyGenerator: clientOf } }
    : {};
}

/**
 * Requests per client in `windowMs`, counted when the handler calls it (once
 * a request is otherwise acceptable, so a mistake to fix spends nothing).
 * Returns the seconds to wait when the client's budget is spent; never with
 * `max` 0 (off).
 */
export function handlerLimit(
  app: FastifyInstance,
  max: number,
  windowMs: number,
): (request: FastifyRequest) => Promise<number | undefined> {
  if (max === 0) return () => Promise.resolve(undefined);
  const take = app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: clientOf });
  return async (request) => {
    const result = await take(request);
    return !result.isAllowed && result.isExceeded ? Math.max(1, result.ttlInSeconds) : undefined;
  };
}

/** Requests per client and hour (handlerLimit). */
export const hourlyLimit = (app: FastifyInstance, perHour: number) =>
  handlerLimit(app, perHour, 60 * 60 * 1000);
