import rateLimit from '@fastify/rate-limit';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';

/**
 * The per-client limit (SIGNUP_RATE_LIMIT, requests a minute) that every
 * public write takes: sign-up, confirmation, unsubscribe. Keyed on
 * request.ip, which honours TRUST_PROXY. Each route counts on its own.
 */
export async function registerRateLimit(app: FastifyInstance, perMinute: number): Promise<void> {
  if (perMinute > 0) await app.register(rateLimit, { global: false });
}

/** A route's `config` for the limit above; none when it is off. */
export function rateLimited(perMinute: number): FastifyContextConfig {
  return perMinute > 0 ? { rateLimit: { max: perMinute, timeWindow: 60_000 } } : {};
}
