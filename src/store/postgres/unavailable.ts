import { StoreUnavailableError } from '../server-store.ts';

/**
 * The server's calls to PostgreSQL: a failure (the database down, a lock held
 * past lock_timeout) becomes StoreUnavailableError, which the routes answer
 * with 503 rather than 500.
 */
export async function orUnavailable<T>(
  work: () => Promise<T>,
  message = 'PostgreSQL write failed',
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new StoreUnavailableError(message, { cause: error });
  }
}
