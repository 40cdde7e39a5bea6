import type Database from 'better-sqlite3';
import { recordErasuresSqlite } from '../erasures.ts';
import {
  outboxState,
  type Consent,
  type OwnerStore,
  type Recipient,
  type RetentionCutoffs,
  type Signup,
} from '../owner-store.ts';
import { newToken } from '../tokens.ts';

/** The addresses past the retention period: the sign-up, announcement and unconfirmed cutoffs, in order. */
const EXPIRED = `WHERE created_at < ? OR id IN (
  SELECT email_id FROM announcement_deliveries WHERE status = 'sent' AND updated_at < ?)
  OR (consent = 'pending' AND created_at < ?)`;

interface SignupRow {
  id: string;
  email: string;
  created_at: string;
  consent: Consent;
  consent_notice: string | null;
  consent_page: string | null;
  confirmed_at: string | null;
}

const cutoffValues = (cutoffs: RetentionCutoffs): [string, string, string] => [
  cutoffs.signedUpBefore.toISOString(),
  cutoffs.announcedBefore.toISOString(),
  cutoffs.unconfirmedBefore.toISOString(),
];

/**
 * The owner's operations on SQLite, over a connection opened with
 * `openSqliteDatabase` (WAL, foreign keys on: erasing an address erases its
 * delivery records too). better-sqlite3 is synchronous; the methods are
 * async only to share the interface with PostgreSQL.
 */
export function createSqliteOwnerStore(db: Database.Database): OwnerStore {
  const now = () => new Date().toISOString();
  const recipients = (sql: string, releaseDate: string) =>
    db.prepare<[string], Recipient>(sql).all(releaseDate);

  const claimRow = db.prepare<[string, string, string]>(
    `INSERT INTO announcement_deliveries (email_id, release_date, status, updated_at)
     SELECT id, ?, 'sending', ? FROM emails WHERE id = ?
     ON CONFLICT DO NOTHING`,
  );
  const giveToken = db.prepare<[string, string]>(
    'UPDATE emails SET unsubscribe_token = ? WHERE id = ? AND unsubscribe_token IS NULL',
  );
  const tokenOf = db.prepare<[string], { unsubscribe_token: string }>(
    'SELECT unsubscribe_token FROM emails WHERE id = ?',
  );
  const claim = db.transaction((emailId: string, releaseDate: string): string | undefined => {
    // The emails row is the claim's source: a row erased meanwhile claims nothing.
    if (claimRow.run(releaseDate, now(), emailId).changes === 0) return undefined;
    giveToken.run(newToken(), emailId);
    return tokenOf.get(emailId)?.unsubscribe_token;
  });

  const touchClaim = db.prepare<[string, string, string]>(
    `UPDATE announcement_deliveries SET updated_at = ?
     WHERE email_id = ? AND release_date = ? AND status = 'sending'`,
  );
  const reclaim = db.transaction((emailId: string, releaseDate: string): string | undefined => {
    if (touchClaim.run(now(), emailId, releaseDate).changes === 0) return undefined;
    giveToken.run(newToken(), emailId);
    return tokenOf.get(emailId)?.unsubscribe_token;
  });

  return {
    count: () =>
      Promise.resolve(
        db.prepare<[], { n: number }>('SELECT count(*) AS n FROM emails').get()?.n ?? 0,
      ),
    countPerDay: () =>
      Promise.resolve(
        db
          .prepare<[], { day: string; count: number }>(
            `SELECT substr(created_at, 1, 10) AS day, count(*) AS count
             FROM emails GROUP BY day ORDER BY day`,
          )
          .all(),
      ),
    list: () =>
      Promise.resolve(
        db
          .prepare<[], SignupRow>(
            `SELECT id, email, created_at, consent, consent_notice, consent_page, confirmed_at
             FROM emails ORDER BY created_at, id`,
          )
          .all()
          .map((row): Signup => ({
            id: row.id,
            email: row.email,
            signedUpAt: new Date(row.created_at),
            consent: row.consent,
            consentNotice: row.consent_notice,
            consentPage: row.consent_page,
            confirmedAt: row.confirmed_at === null ? null : new Date(row.confirmed_at),
          })),
      ),
    countByConsent: () => {
      const counts = { single: 0, pending: 0, confirmed: 0 };
      const rows = db
        .prepare<[], { consent: Consent; n: number }>(
          'SELECT consent, count(*) AS n FROM emails GROUP BY consent',
        )
        .all();
      for (const row of rows) counts[row.consent] = row.n;
      return Promise.resolve(counts);
    },
    confirmationOutbox: () => {
      const waiting =
        db.prepare<[], { n: number }>('SELECT count(*) AS n FROM confirmation_outbox').get()?.n ??
        0;
      const oldest = db
        .prepare<[], { since: string; attempts: number; last_error: string | null }>(
          `SELECT e.created_at AS since, o.attempts, o.last_error FROM confirmation_outbox o
             JOIN emails e ON e.id = o.email_id ORDER BY e.created_at LIMIT 1`,
        )
        .get();
      return Promise.resolve(outboxState(waiting, oldest));
    },
    deleteByKey: (key) =>
      Promise.resolve(
        db.transaction(() => {
          const erased = db.prepare('DELETE FROM emails WHERE email_key = ?').run(key).changes > 0;
          if (erased) recordErasuresSqlite(db, 'signup', [key]);
          return erased;
        })(),
      ),
    countExpired: (cutoffs) =>
      Promise.resolve(
        db
          .prepare<[string, string, string], { n: number }>(
            `SELECT count(*) AS n FROM emails ${EXPIRED}`,
          )
          .get(...cutoffValues(cutoffs))?.n ?? 0,
      ),
    purgeExpired: (cutoffs) =>
      Promise.resolve(
        db.transaction(() => {
          const keys = db
            .prepare<[string, string, string], { email_key: string }>(
              `DELETE FROM emails ${EXPIRED} RETURNING email_key`,
            )
            .all(...cutoffValues(cutoffs))
            .map((row) => row.email_key);
          recordErasuresSqlite(db, 'signup', keys);
          return keys.length;
        })(),
      ),
    pendingRecipients: (releaseDate) =>
      Promise.resolve(
        recipients(
          `SELECT id, email FROM emails e WHERE consent <> 'pending' AND NOT EXISTS (
             SELECT 1 FROM announcement_deliveries d WHERE d.email_id = e.id AND d.release_date = ?)
           ORDER BY created_at, id`,
          releaseDate,
        ),
      ),
    uncertainRecipients: (releaseDate) =>
      Promise.resolve(
        recipients(
          `SELECT e.id, e.email FROM emails e JOIN announcement_deliveries d ON d.email_id = e.id
           WHERE d.release_date = ? AND d.status = 'sending' ORDER BY e.created_at, e.id`,
          releaseDate,
        ),
      ),
    otherAnnouncements: (releaseDate) =>
      Promise.resolve(
        db
          .prepare<[string], { releaseDate: string; count: number }>(
            `SELECT release_date AS releaseDate, count(*) AS count FROM announcement_deliveries
             WHERE release_date <> ? GROUP BY release_date ORDER BY release_date`,
          )
          .all(releaseDate),
      ),
    claim: (emailId, releaseDate) => Promise.resolve(claim.immediate(emailId, releaseDate)),
    reclaim: (emailId, releaseDate) => Promise.resolve(reclaim.immediate(emailId, releaseDate)),
    markSent: (emailId, releaseDate) => {
      db.prepare(
        `UPDATE announcement_deliveries SET status = 'sent', updated_at = ?
         WHERE email_id = ? AND release_date = ?`,
      ).run(now(), emailId, releaseDate);
      return Promise.resolve();
    },
    releaseClaim: (emailId, releaseDate) => {
      db.prepare(
        `DELETE FROM announcement_deliveries
         WHERE email_id = ? AND release_date = ? AND status = 'sending'`,
      ).run(emailId, releaseDate);
      return Promise.resolve();
    },
    close: () => {
      db.close();
      return Promise.resolve();
    },
  };
}
