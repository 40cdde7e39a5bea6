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
const CONSENT_RANK = { confirmed: 0, single: 1, pending: 2 } as const;

/** Re-keys the rows in migration 004's transaction (both engines). */
export async function rekey(trx: Transaction<Tables>): Promise<void> {
  const rows = await trx
    .selectFrom('emails')
    .select(['id', 'email', 'email_key', 'consent'])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const mailboxes = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = emailKey(row.email);
    mailboxes.set(key, [...(mailboxes.get(key) ?? []), row]);
  }
  // The rows that stay are given their new key once the others are gone.
  const updates: { id: string; key: string }[] = [];
  for (const [key, group] of mailboxes) {
    // A stable sort keeps the oldest first among equal consents.
    const [kept, ...others] = group.sort(
      (a, b) => CONSENT_RANK[a.consent] - CONSENT_RANK[b.consent],
    );
    if (!kept) continue;
    for (const { id } of others) {
      // The deliveries move to the row that stays, unless it has one for that date already.
      await trx
        .updateTable('announcement_deliveries')
        .set({ email_id: kept.id })
        .where('email_id', '=', id)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('announcement_deliveries as x')
                .select('x.email_id')
                .where('x.email_id', '=', kept.id)
                .whereRef('x.release_date', '=', 'announcement_deliveries.release_date'),
            ),
          ),
        )
        .execute();
      await trx.deleteFrom('emails').where('id', '=', id).execute();
    }
    if (kept.email_key !== key) updates.push({ id: kept.id, key });
  }
  for (const { id, key } of updates) {
    await trx.updateTable('emails').set({ email_key: key }).where('id', '=', id).execute();
  }
}
