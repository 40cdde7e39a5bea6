import type { FastifyBaseLogger } from 'fastify';
import { CONFIRMATION_PERIOD_MS } from '../../store/types.ts';
import type { ServerStore } from '../../store/open-store.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Erases the addresses left unconfirmed past the confirmation period, at
 * start and every hour (with mail configured or not: pending addresses may
 * remain from a time it was). Returns the function that stops it.
 */
export function startExpiry(
  store: Pick<ServerStore, 'expireUnconfirmed'>,
  log: FastifyBaseLogger,
): () => void {
  const expire = async () => {
    try {
      const erased = await store.expireUnconfirmed(new Date(Date.now() - CONFIRMATION_PERIOD_MS));
      if (erased > 0) log.info({ erased }, 'unconfirmed addresses erased');
    } catch (error) {
      log.warn({ err: error }, 'could not erase unconfirmed addresses');
    }
  };
  void expire();
  const timer = setInterval(() => void expire(), HOUR_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
  };
}
