import type pg from 'pg';
import { INQUIRY_DEDUPE_MS, type InquiryStore, type InquiryToSend } from '../inquiry-store.ts';
import { INQUIRY_COLUMNS, inquiryOfRow, type InquiryRow } from '../inquiry-rows.ts';
import { orUnavailable, serverRows, withClient } from './with-client.ts';

/**
 * The row and its owner's e-mail, unless the same message from the same
 * address arrived within the hour. Run after taking a transaction-scoped
 * advisory lock on the dedupe key, in a statement of its own: a statement's
 * snapshot is taken when it starts, so the check must start after the lock
 * is held for two requests at once (or two servers) not to both insert.
 */
const ADD_INQUIRY = `
WITH repeated AS (
  SELECT 1 FROM inquiries
  WHERE dedupe_key = $14 AND created_at >= $12::timestamptz - make_interval(secs => $15)
  LIMIT 1
), inserted AS (
  INSERT INTO inquiries (id, name, email, email_key, company, phone, offer, budget, message,
    verified, page, created_at, last_contact_at, dedupe_key)
  SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14
  WHERE NOT EXISTS (SELECT 1 FROM repeated)
  RETURNING id
), queued AS (
  INSERT INTO inquiry_outbox (inquiry_id, next_attempt_at) SELECT id, $12 FROM inserted
)
SELECT count(*)::int AS created FROM inserted`;

/** Like the confirmations' claim (postgres/signup-writes.ts): due rows, locked, leased, then read. */
const CLAIM_INQUIRIES = `
WITH picked AS (
  SELECT inquiry_id FROM inquiry_outbox
  WHERE next_attempt_at <= $1
  ORDER BY next_attempt_at LIMIT $2
  FOR UPDATE SKIP LOCKED
), claimed AS (
  UPDATE inquiry_outbox o SET attempts = o.attempts + 1, next_attempt_at = $3
  FROM picked WHERE o.inquiry_id = picked.inquiry_id
  RETURNING o.inquiry_id, o.attempts
)
SELECT ${INQUIRY_COLUMNS.split(', ')
  .map((column) => `i.${column}`)
  .join(', ')}, c.attempts AS attempt
FROM claimed c JOIN inquiries i ON i.id = c.inquiry_id`;

/** The quote requests' side of the PostgreSQL store (inquiry-store.ts). */
export function postgresInquiries(pool: pg.Pool): InquiryStore {
  return {
    async addInquiry(inquiry) {
      const now = new Date();
      const values = [
        inquiry.id,
        inquiry.name,
        inquiry.email,
        inquiry.emailKey,
        inquiry.company,
        inquiry.phone,
        inquiry.offer,
        inquiry.budget,
        inquiry.message,
        inquiry.verified,
        inquiry.page,
        now,
        now,
        inquiry.dedupeKey,
        INQUIRY_DEDUPE_MS / 1000,
      ];
      return orUnavailable(() =>
        withClient(pool, async (client) => {
          await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
            inquiry.dedupeKey,
          ]);
          const { rows } = await client.query<{ created: number }>(ADD_INQUIRY, values);
          return { created: (rows[0]?.created ?? 0) > 0 };
        }),
      );
    },
    async countRejection(reason, now = new Date()) {
      await serverRows(
        pool,
        `INSERT INTO inquiry_rejections (day, reason, count) VALUES ($1, $2, 1)
         ON CONFLICT (day, reason) DO UPDATE SET count = inquiry_rejections.count + 1`,
        [now.toISOString().slice(0, 10), reason],
      );
    },
    async claimInquiryMails(limit, leaseMs, now = new Date()) {
      const rows = await serverRows<InquiryRow & { attempt: number }>(pool, CLAIM_INQUIRIES, [
        now,
        limit,
        new Date(now.getTime() + leaseMs),
      ]);
      return rows.map((row): InquiryToSend => ({
        inquiry: inquiryOfRow(row),
        attempt: row.attempt,
      }));
    },
    async inquiryMailSent(inquiryId) {
      await serverRows(pool, 'DELETE FROM inquiry_outbox WHERE inquiry_id = $1', [inquiryId]);
    },
    async inquiryMailFailed(inquiryId, retryAt, error) {
      await serverRows(
        pool,
        'UPDATE inquiry_outbox SET next_attempt_at = $2, last_error = $3 WHERE inquiry_id = $1',
        [inquiryId, retryAt, error.slice(0, 500)],
      );
    },
  };
}
