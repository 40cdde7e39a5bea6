import type pg from 'pg';
import { emailKey } from '../shared/email.ts';
import type Database from 'better-sqlite3';

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

export interface RekeyPlan {
  /** Rows erased, each with the row that stays for its mailbox. */
  readonly merges: readonly { readonly id: string; readonly into: string }[];
  /** Rows that stay with a new key. */
  readonly updates: readonly { readonly id: string; readonly key: string }[];
}

const CONSENT_RANK: Readonly<Record<string, number>> = { confirmed: 0, single: 1, pending: 2 };

/** `rows` oldest first; the plan is applied in one transaction. */
export function planRekey(rows: readonly KeyedRow[]): RekeyPlan {
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

const SELECT_ROWS = 'SELECT id, email, email_key, consent FROM emails ORDER BY created_at, id';

export function rekeySqlite(db: Database.Database): void {
  const plan = planRekey(db.prepare<[], KeyedRow>(SELECT_ROWS).all());
  const move = db.prepare<[string, string]>(
    'UPDATE OR IGNORE announcement_deliveries SET email_id = ? WHERE email_id = ?',
  );
  const erase = db.prepare<[string]>('DELETE FROM emails WHERE id = ?');
  const rekey = db.prepare<[string, string]>('UPDATE emails SET email_key = ? WHERE id = ?');
  for (const { id, into } of plan.merges) {
    move.run(into, id);
    erase.run(id);
  }
  for (const { id, key } of plan.updates) rekey.run(key, id);
}

export async function rekeyPostgres(client: pg.PoolClient): Promise<void> {
  const plan = planRekey((await client.query<KeyedRow>(SELECT_ROWS)).rows);
  for (const { id, into } of plan.merges) {
    await client.query(
      `UPDATE announcement_deliveries d SET email_id = $1 WHERE email_id = $2 AND NOT EXISTS (
         SELECT 1 FROM announcement_deliveries x WHERE x.email_id = $1 AND x.release_date = d.release_date)`,
      [into, id],
    );
    await client.query('DELETE FROM emails WHERE id = $1', [id]);
  }
  for (const { id, key } of plan.updates) {
    await client.query('UPDATE emails SET email_key = $1 WHERE id = $2', [key, id]);
  }
}
