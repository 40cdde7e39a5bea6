import { createHash } from 'node:crypto';
import type { Expression, ExpressionBuilder, Insertable, SqlBool } from 'kysely';
import { chunks, type Db, type Tables } from './sql.ts';

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

/**
 * Ledger rows upserted (an erasure recorded again takes its new time), as
 * statements built, not run: a restore compiles them into psql's script.
 */
export function mergeErasures(db: Db, rows: readonly Insertable<Tables['erasures']>[]) {
  return chunks(rows).map((part) =>
    db
      .insertInto('erasures')
      .values(part)
      .onConflict((conflict) =>
        conflict
          .columns(['kind', 'hash'])
          .doUpdateSet((eb) => ({ erased_at: eb.ref('excluded.erased_at') })),
      ),
  );
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
  const erasedAt = new Date().toISOString();
  const rows = gone.map(({ value }) => ({ kind, hash: erasureHash(value), erased_at: erasedAt }));
  for (const query of mergeErasures(trx, rows)) await query.execute();
  return gone.length;
}
