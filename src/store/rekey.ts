import type { Transaction } from 'kysely';
import { emailKey } from '../shared/email.ts';
import type { Tables } from './sql.ts';

/**
 * Migration 004 (email_key_idna): the key of an address now holds its domain
 * in IDNA ASCII form (src/shared/email.ts), so keys stored before are
 * computed again, in JavaScript, by the same function as new sign-ups. Rows
 * that now share a key were one mailbox written twice (`x@EXÄMPLE.FR` and
 * `x@xn--exmple-cua.fr`): one row stays, the one with the strongest consent
 * (confirmed, then single opt-in, then pending), the oldest among equals;
 * the others' announcement records move to it, so nobody is announced to twice.
 */
interface KeyedRow {
  readonly id: string;
  readonly email: string;
  readonly email_key: string;
  readonly consent: string;
}

interface RekeyPlan {
  /** Rows erased, each with the row that stays for its mailbox. */
  readonly merges: readonly { readonly id: string; readonly into: string }[];
  /** Rows that stay with a new key. */
  readonly updates: readonly { readonly id: string; readonly key: string }[];
}

const CONSENT_RANK: Readonly<Record<string, number>> = { confirmed: 0, single: 1, pending: 2 };

/** `rows` oldest first; the plan is applied in one transaction. */
function planRekey(rows: readonly KeyedRow[]): RekeyPlan {
  const groups = new Map<string, KeyedRow[]>();
  for (const row of rows) {
    const key = emailKey(row.email);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const merges: { id: string; into: string }[] = [];
  const updates: { id: string; key: string }[] = [];
  for (const [key, group] of groups) {
    // A stable sort keeps the oldest first among equal consents.
    const [kept, ...others] = [...group].sort(
      (a, b) => (CONSENT_RANK[a.consent] ?? 3) - (CONSENT_RANK[b.consent] ?? 3),
    );
    if (!kept) continue;
    for (const other of others) merges.push({ id: other.id, into: kept.id });
    if (kept.email_key !== key) updates.push({ id: kept.id, key });
  }
  return { merges, updates };
}

/** Applies the plan to the rows of migration 004's transaction (both engines). */
export async function rekey(trx: Transaction<Tables>): Promise<void> {
  const rows = await trx
    .selectFrom('emails')
    .select(['id', 'email', 'email_key', 'consent'])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const plan = planRekey(rows);
  for (const { id, into } of plan.merges) {
    // The deliveries move to the row that stays, unless it has one for that date already.
    await trx
      .updateTable('announcement_deliveries')
      .set({ email_id: into })
      .where('email_id', '=', id)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('announcement_deliveries as x')
              .select('x.email_id')
              .where('x.email_id', '=', into)
              .whereRef('x.release_date', '=', 'announcement_deliveries.release_date'),
          ),
        ),
      )
      .execute();
    await trx.deleteFrom('emails').where('id', '=', id).execute();
  }
  for (const { id, key } of plan.updates) {
    await trx.updateTable('emails').set({ email_key: key }).where('id', '=', id).execute();
  }
}
