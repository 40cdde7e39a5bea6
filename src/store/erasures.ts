import { createHash } from 'node:crypto';
import type { Expression, ExpressionBuilder, Insertable, SqlBool } from 'kysely';
import { chunks, inTransaction, type Db, type Sql, type Tables } from './sql.ts';

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

type Which<T extends 'emails' | 'inquiries'> = (
  eb: ExpressionBuilder<Tables, T>,
) => Expression<SqlBool>;

/**
 * Erases the sign-ups (their deliveries go by the foreign key's ON DELETE
 * CASCADE) or the quote requests (their queued e-mail likewise) that `which`
 * selects, and records each erasure, in one transaction; returns how many
 * went. An address is recorded by its key (a new sign-up of it after the
 * erasure is kept), a request by its id. Every erasure goes here: the
 * owner's delete and purge, unsubscribe, the expiry of the unconfirmed.
 */
export const eraseSignups = (database: Sql, which: Which<'emails'>) =>
  inTransaction(database, async (trx) =>
    recorded(
      trx,
      'signup',
      await trx.deleteFrom('emails').where(which).returning('email_key as value').execute(),
    ),
  );

export const eraseInquiries = (database: Sql, which: Which<'inquiries'>) =>
  inTransaction(database, async (trx) =>
    recorded(
      trx,
      'inquiry',
      await trx.deleteFrom('inquiries').where(which).returning('id as value').execute(),
    ),
  );

async function recorded(trx: Db, kind: ErasureKind, gone: { value: string }[]): Promise<number> {
  const erasedAt = new Date().toISOString();
  const rows = gone.map(({ value }) => ({ kind, hash: erasureHash(value), erased_at: erasedAt }));
  for (const query of mergeErasures(trx, rows)) await query.execute();
  return gone.length;
}
