import { createHash } from 'node:crypto';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Db, Tables } from './sql.ts';

/**
 * The erasure ledger (migration 009, docs/decisions/021): every erased
 * sign-up (by its address's key) and quote request (by its id), as a SHA-256
 * hash and a time. A restore replays it, so that an address erased after the
 * backup stays erased; one signed up again after its erasure is kept.
 */
export type ErasureKind = 'signup' | 'inquiry';

export function erasureHash(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** Records erasures inside the caller's transaction (both engines). */
export async function recordErasures(
  db: Db,
  kind: ErasureKind,
  values: readonly string[],
  now = new Date(),
): Promise<void> {
  const erasedAt = now.toISOString();
  for (let start = 0; start < values.length; start += 500) {
    await db
      .insertInto('erasures')
      .values(
        values
          .slice(start, start + 500)
          .map((value) => ({ kind, hash: erasureHash(value), erased_at: erasedAt })),
      )
      .onConflict((conflict) =>
        conflict.columns(['kind', 'hash']).doUpdateSet((eb) => ({
          erased_at: eb.ref('excluded.erased_at'),
        })),
      )
      .execute();
  }
}

/**
 * Erases the sign-ups (their deliveries go by the foreign key's ON DELETE
 * CASCADE) or the quote requests (their queued e-mail likewise) that `which`
 * selects, and records each erasure, inside the caller's transaction;
 * returns how many went. Every erasure goes here: the owner's delete and
 * purge, unsubscribe, the expiry of the unconfirmed.
 */
export function erase(
  trx: Db,
  kind: 'signup',
  which: (eb: ExpressionBuilder<Tables, 'emails'>) => Expression<SqlBool>,
): Promise<number>;
export function erase(
  trx: Db,
  kind: 'inquiry',
  which: (eb: ExpressionBuilder<Tables, 'inquiries'>) => Expression<SqlBool>,
): Promise<number>;
export async function erase(
  trx: Db,
  kind: ErasureKind,
  which: (eb: ExpressionBuilder<Tables, 'emails' | 'inquiries'>) => Expression<SqlBool>,
): Promise<number> {
  // An address is recorded by its key (a new sign-up of it after the erasure is kept), a request by its id.
  const gone =
    kind === 'signup'
      ? await trx.deleteFrom('emails').where(which).returning('email_key as value').execute()
      : await trx.deleteFrom('inquiries').where(which).returning('id as value').execute();
  await recordErasures(
    trx,
    kind,
    gone.map((row) => row.value),
  );
  return gone.length;
}
