import type pg from 'pg';
import { StoreUnavailableError } from '../server-store.ts';

/**
 * Runs `work` on one of the pool's connections, in one transaction:
 * committed when it returns (once the WAL is flushed, synchronous_commit, so
 * durable before any answer), rolled back when it throws, the error going on.
 */
export async function withClient<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

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
