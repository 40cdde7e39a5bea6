import { recordErasuresSqlite } from '../erasures.ts';
import {
  CONFIRMATION_PERIOD_MS,
  CONFIRMATION_RESEND_AFTER_MS,
  type ConfirmationToSend,
} from '../confirmation-store.ts';
import { isWellFormedToken, newToken } from '../tokens.ts';
import type { AddResult, NewSignup } from '../signup-store.ts';
import type { SqliteDatabase } from './database.ts';
import { newRecordId } from '../record-id.ts';

const iso = (date: Date) => date.toISOString();
const before = (now: Date, ms: number) => iso(new Date(now.getTime() - ms));

type InsertParameters = [
  id: string,
  email: string,
  key: string,
  createdAt: string,
  consent: 'pending' | 'single',
  notice: string | null,
  page: string | null,
  token: string | null,
  requestedAt: string | null,
];

/**
 * The writes of the HTTP server on SQLite, run by the writer thread
 * (sqlite/writer.ts), each in one IMMEDIATE transaction. better-sqlite3
 * commits synchronously: when a function returns, the WAL is fsynced.
 */
export function prepareSignupWrites(db: SqliteDatabase) {
  // Positional parameters and one timestamp per batch: binding an object by
  // name and formatting the time for each row cost about 2 µs a sign-up.
  const insert = db.prepare<InsertParameters>(
    `INSERT INTO emails (id, email, email_key, created_at, consent, consent_notice, consent_page,
       confirmation_token, confirmation_requested_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (email_key) DO NOTHING`,
  );
  const queue = db.prepare<[string, string]>(
    'INSERT INTO confirmation_outbox (email_id, next_attempt_at) VALUES (?, ?) ON CONFLICT DO NOTHING',
  );
  const requeue = db.prepare<[string, string, string], { id: string }>(
    `UPDATE emails SET confirmation_requested_at = ?
     WHERE email_key = ? AND consent = 'pending' AND confirmation_requested_at < ? RETURNING id`,
  );
  // Every batch writes, so that repeats wait for a commit like new addresses:
  // a batch that wrote nothing else writes this (only then: one more page
  // in the log, synced with every commit, cost each batch of new addresses
  // time for nothing).
  const tick = db.prepare('UPDATE commit_ticks SET n = n + 1 WHERE id = 1');

  /** A row per new key with a fresh id; for a pending key asked again after 24 h, a new e-mail. */
  const addBatch = db.transaction((signups: readonly NewSignup[]): AddResult[] => {
    const now = new Date();
    const at = iso(now);
    let wrote = false;
    const results: AddResult[] = [];
    for (const signup of signups) {
      const id = signup.id ?? newRecordId();
      const double = signup.consent?.mode === 'double';
      const { changes } = insert.run(
        id,
        signup.email,
        signup.key,
        at,
        double ? 'pending' : 'single',
        signup.consent?.notice ?? null,
        signup.consent?.page ?? null,
        double ? newToken() : null,
        double ? at : null,
      );
      if (changes === 1) {
        wrote = true;
        if (double) queue.run(id, at);
        results.push({ created: true, id });
        continue;
      }
      const pending = double
        ? requeue.get(at, signup.key, before(now, CONFIRMATION_RESEND_AFTER_MS))
        : undefined;
      if (pending) {
        wrote = true;
        queue.run(pending.id, at);
      }
      results.push({ created: false });
    }
    if (!wrote) tick.run();
    return results;
  });

  const confirmRow = db.prepare<[string, string, string]>(
    `UPDATE emails SET consent = 'confirmed', confirmed_at = ?
     WHERE confirmation_token = ? AND consent = 'pending' AND created_at >= ?`,
  );
  const consentOf = db.prepare<[string], { consent: string }>(
    'SELECT consent FROM emails WHERE confirmation_token = ?',
  );
  const forget = db.prepare<[string]>(
    `DELETE FROM confirmation_outbox
     WHERE email_id = (SELECT id FROM emails WHERE confirmation_token = ?)`,
  );
  const confirm = db.transaction((token: string, now: Date): 'confirmed' | 'unknown' => {
    if (confirmRow.run(iso(now), token, before(now, CONFIRMATION_PERIOD_MS)).changes === 1) {
      forget.run(token);
      return 'confirmed';
    }
    return consentOf.get(token)?.consent === 'confirmed' ? 'confirmed' : 'unknown';
  });

  const due = db.prepare<[string, number], ConfirmationToSend>(
    `SELECT o.email_id AS emailId, e.email, e.confirmation_token AS token, o.attempts + 1 AS attempt
     FROM confirmation_outbox o JOIN emails e ON e.id = o.email_id
     WHERE o.next_attempt_at <= ? AND e.consent = 'pending'
     ORDER BY o.next_attempt_at LIMIT ?`,
  );
  const lease = db.prepare<[string, string]>(
    'UPDATE confirmation_outbox SET attempts = attempts + 1, next_attempt_at = ? WHERE email_id = ?',
  );
  const claim = db.transaction((limit: number, leaseMs: number, now: Date) => {
    const claimed = due.all(iso(now), limit);
    const until = iso(new Date(now.getTime() + leaseMs));
    for (const row of claimed) lease.run(until, row.emailId);
    return claimed;
  });

  const sent = db.prepare<[string]>('DELETE FROM confirmation_outbox WHERE email_id = ?');
  const retry = db.prepare<[string, string, string]>(
    'UPDATE confirmation_outbox SET next_attempt_at = ?, last_error = ? WHERE email_id = ?',
  );
  const expire = db.prepare<[string], { email_key: string }>(
    "DELETE FROM emails WHERE consent = 'pending' AND created_at < ? RETURNING email_key",
  );
  const expireAndRecord = db.transaction((cutoff: Date) => {
    const keys = expire.all(iso(cutoff)).map((row) => row.email_key);
    recordErasuresSqlite(db, 'signup', keys);
    return keys.length;
  });

  return {
    add: (signups: readonly NewSignup[]) => addBatch.immediate(signups),
    confirm: (token: string, now: Date) =>
      isWellFormedToken(token) ? confirm.immediate(token, now) : 'unknown',
    claim: (limit: number, leaseMs: number, now: Date) => claim.immediate(limit, leaseMs, now),
    sent: (emailId: string) => {
      sent.run(emailId);
    },
    failed: (emailId: string, retryAt: Date | undefined, error: string) => {
      if (retryAt) retry.run(iso(retryAt), error.slice(0, 500), emailId);
      else sent.run(emailId);
    },
    expire: (cutoff: Date) => expireAndRecord(cutoff),
  };
}
