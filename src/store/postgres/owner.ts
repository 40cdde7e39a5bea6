import { deleteAndRecordPostgres } from '../erasures.ts';
import type pg from 'pg';
import {
  outboxState,
  type Consent,
  type OwnerStore,
  type Recipient,
  type Signup,
} from '../owner-store.ts';
import { newToken } from '../tokens.ts';

/** The addresses past the retention period: $1 sign-up, $2 announcement, $3 unconfirmed cutoff. */
const EXPIRED = `WHERE created_at < $1 OR id IN (
  SELECT email_id FROM announcement_deliveries WHERE status = 'sent' AND updated_at < $2)
  OR (consent = 'pending' AND created_at < $3)`;

/**
 * The owner's operations on PostgreSQL, over a pool opened with
 * `openPostgresPool`. Erasing an address erases its delivery records by the
 * foreign key's ON DELETE CASCADE.
 */
export function createPostgresOwnerStore(pool: pg.Pool): OwnerStore {
  const rows = async <Row extends pg.QueryResultRow>(sql: string, values: unknown[] = []) =>
    (await pool.query<Row>(sql, values)).rows;
  const changed = async (sql: string, values: unknown[]) =>
    ((await pool.query(sql, values)).rowCount ?? 0) > 0;

  return {
    async count() {
      const [row] = await rows<{ n: string }>('SELECT count(*) AS n FROM emails');
      return Number(row?.n ?? 0);
    },
    async countPerDay() {
      const result = await rows<{ day: string; count: string }>(
        `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*) AS count
         FROM emails GROUP BY day ORDER BY day`,
      );
      return result.map(({ day, count }) => ({ day, count: Number(count) }));
    },
    async list() {
      const result = await rows<{
        id: string;
        email: string;
        created_at: Date;
        consent: Consent;
        consent_notice: string | null;
        consent_page: string | null;
        confirmed_at: Date | null;
      }>(
        `SELECT id, email, created_at, consent, consent_notice, consent_page, confirmed_at
         FROM emails ORDER BY created_at, id`,
      );
      return result.map((row): Signup => ({
        id: row.id,
        email: row.email,
        signedUpAt: row.created_at,
        consent: row.consent,
        consentNotice: row.consent_notice,
        consentPage: row.consent_page,
        confirmedAt: row.confirmed_at,
      }));
    },
    async countByConsent() {
      const counts = { single: 0, pending: 0, confirmed: 0 };
      const result = await rows<{ consent: Consent; n: string }>(
        'SELECT consent, count(*) AS n FROM emails GROUP BY consent',
      );
      for (const row of result) counts[row.consent] = Number(row.n);
      return counts;
    },
    async confirmationOutbox() {
      const [count] = await rows<{ n: string }>('SELECT count(*) AS n FROM confirmation_outbox');
      const [oldest] = await rows<{ since: Date; attempts: number; last_error: string | null }>(
        `SELECT e.created_at AS since, o.attempts, o.last_error FROM confirmation_outbox o
             JOIN emails e ON e.id = o.email_id ORDER BY e.created_at LIMIT 1`,
      );
      return outboxState(count?.n ?? 0, oldest);
    },
    deleteByKey: (key) =>
      changed(
        deleteAndRecordPostgres(
          'signup',
          'DELETE FROM emails WHERE email_key = $1 RETURNING email_key AS erased',
        ),
        [key],
      ),
    async countExpired({ signedUpBefore, announcedBefore, unconfirmedBefore }) {
      const [row] = await rows<{ n: string }>(`SELECT count(*) AS n FROM emails ${EXPIRED}`, [
        signedUpBefore,
        announcedBefore,
        unconfirmedBefore,
      ]);
      return Number(row?.n ?? 0);
    },
    async purgeExpired({ signedUpBefore, announcedBefore, unconfirmedBefore }) {
      const cutoffs = [signedUpBefore, announcedBefore, unconfirmedBefore];
      const sql = deleteAndRecordPostgres(
        'signup',
        `DELETE FROM emails ${EXPIRED} RETURNING email_key AS erased`,
      );
      return (await pool.query(sql, cutoffs)).rowCount ?? 0;
    },
    pendingRecipients: (releaseDate) =>
      rows<Recipient>(
        `SELECT id, email FROM emails e WHERE consent <> 'pending' AND NOT EXISTS (
           SELECT 1 FROM announcement_deliveries d WHERE d.email_id = e.id AND d.release_date = $1)
         ORDER BY created_at, id`,
        [releaseDate],
      ),
    uncertainRecipients: (releaseDate) =>
      rows<Recipient>(
        `SELECT e.id, e.email FROM emails e JOIN announcement_deliveries d ON d.email_id = e.id
         WHERE d.release_date = $1 AND d.status = 'sending' ORDER BY e.created_at, e.id`,
        [releaseDate],
      ),
    async otherAnnouncements(releaseDate) {
      const result = await rows<{ release_date: string; count: string }>(
        `SELECT to_char(release_date, 'YYYY-MM-DD') AS release_date, count(*) AS count
         FROM announcement_deliveries WHERE release_date <> $1
         GROUP BY release_date ORDER BY release_date`,
        [releaseDate],
      );
      return result.map((row) => ({ releaseDate: row.release_date, count: Number(row.count) }));
    },
    async claim(emailId, releaseDate) {
      // One statement, one transaction: the claim is made only if the address
      // still exists and has no delivery for this date, and the token is
      // given in the same breath.
      const [row] = await rows<{ unsubscribe_token: string }>(
        `WITH claimed AS (
           INSERT INTO announcement_deliveries (email_id, release_date, status)
           SELECT id, $2, 'sending' FROM emails WHERE id = $1
           ON CONFLICT DO NOTHING RETURNING email_id)
         UPDATE emails SET unsubscribe_token = coalesce(unsubscribe_token, $3)
         WHERE id IN (SELECT email_id FROM claimed)
         RETURNING unsubscribe_token`,
        [emailId, releaseDate, newToken()],
      );
      return row?.unsubscribe_token;
    },
    async reclaim(emailId, releaseDate) {
      const [row] = await rows<{ unsubscribe_token: string }>(
        `WITH reclaimed AS (
           UPDATE announcement_deliveries SET updated_at = now()
           WHERE email_id = $1 AND release_date = $2 AND status = 'sending' RETURNING email_id)
         UPDATE emails SET unsubscribe_token = coalesce(unsubscribe_token, $3)
         WHERE id IN (SELECT email_id FROM reclaimed)
         RETURNING unsubscribe_token`,
        [emailId, releaseDate, newToken()],
      );
      return row?.unsubscribe_token;
    },
    async markSent(emailId, releaseDate) {
      await pool.query(
        `UPDATE announcement_deliveries SET status = 'sent', updated_at = now()
         WHERE email_id = $1 AND release_date = $2`,
        [emailId, releaseDate],
      );
    },
    async releaseClaim(emailId, releaseDate) {
      await pool.query(
        `DELETE FROM announcement_deliveries
         WHERE email_id = $1 AND release_date = $2 AND status = 'sending'`,
        [emailId, releaseDate],
      );
    },
    close: () => pool.end(),
  };
}
