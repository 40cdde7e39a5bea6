import type pg from 'pg';
import { deleteAndRecordPostgres } from '../erasures.ts';
import { answeredInTwoWorkingDays, type InquiryOwnerStore } from '../inquiry-owner-store.ts';
import { INQUIRY_COLUMNS, inquiryOfRow, type InquiryRow } from '../inquiry-rows.ts';
import { INQUIRY_STATUSES, type RejectionReason } from '../inquiry-store.ts';
import { outboxState } from '../owner-store.ts';

/** The owner's operations on the quote requests, on PostgreSQL (see InquiryOwnerStore). */
export function createPostgresInquiryOwner(pool: pg.Pool): InquiryOwnerStore {
  const rows = async <Row extends pg.QueryResultRow>(sql: string, values: unknown[] = []) =>
    (await pool.query<Row>(sql, values)).rows;
  const count = async (sql: string, values: unknown[] = []) =>
    Number((await rows<{ n: string }>(sql, values))[0]?.n ?? 0);
  const numbers = <Row extends { count: string }>(found: Row[]) =>
    found.map((row) => ({ ...row, count: Number(row.count) }));
  // The ledger and the deletion in one statement (erasures.ts).
  const erase = async (sql: string, values: unknown[]) =>
    (await pool.query(deleteAndRecordPostgres('inquiry', sql), values)).rowCount ?? 0;
  return {
    async list({ status, since } = {}) {
      const values = [...(status ? [status] : []), ...(since ? [since] : [])];
      const where = [
        ...(status ? ['status = $1'] : []),
        ...(since ? [`created_at >= $${values.length}`] : []),
      ];
      const found = await rows<InquiryRow>(
        `SELECT ${INQUIRY_COLUMNS} FROM inquiries
         ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
         ORDER BY created_at DESC, id`,
        values,
      );
      return found.map(inquiryOfRow);
    },
    async idsStartingWith(prefix) {
      // A prefix of an id's own characters only: LIKE's wildcards never reach the query.
      if (!/^[\w-]+$/.test(prefix)) return [];
      const found = await rows<{ id: string }>(
        'SELECT id FROM inquiries WHERE substr(id, 1, $1) = $2 ORDER BY id LIMIT 2',
        [prefix.length, prefix],
      );
      return found.map((row) => row.id);
    },
    async setStatus(id, status, now = new Date()) {
      const result = await pool.query(
        `UPDATE inquiries SET status = $1, last_contact_at = $2,
           answered_at = COALESCE(answered_at, $3) WHERE id = $4`,
        [status, now, status === 'new' ? null : now, id],
      );
      return (result.rowCount ?? 0) > 0;
    },
    async get(id) {
      const [row] = await rows<InquiryRow>(
        `SELECT ${INQUIRY_COLUMNS} FROM inquiries WHERE id = $1`,
        [id],
      );
      return row && inquiryOfRow(row);
    },
    delete: async (id) =>
      (await erase('DELETE FROM inquiries WHERE id = $1 RETURNING id AS erased', [id])) > 0,
    countExpired: (cutoff) =>
      count('SELECT count(*) AS n FROM inquiries WHERE last_contact_at < $1', [cutoff]),
    purgeExpired: (cutoff) =>
      erase('DELETE FROM inquiries WHERE last_contact_at < $1 RETURNING id AS erased', [cutoff]),
    async stats() {
      return {
        total: await count('SELECT count(*) AS n FROM inquiries'),
        unverified: await count('SELECT count(*) AS n FROM inquiries WHERE NOT verified'),
        waitingMail: await count('SELECT count(*) AS n FROM inquiry_outbox'),
        byStatus: Object.fromEntries(
          await Promise.all(
            INQUIRY_STATUSES.map(
              async (status) =>
                [
                  status,
                  await count('SELECT count(*) AS n FROM inquiries WHERE status = $1', [status]),
                ] as const,
            ),
          ),
        ) as Record<(typeof INQUIRY_STATUSES)[number], number>,
        answeredInTwoWorkingDays: answeredInTwoWorkingDays(
          await rows<{ created_at: Date; answered_at: Date | null }>(
            'SELECT created_at, answered_at FROM inquiries',
          ),
        ),
        outbox: outboxState(
          await count('SELECT count(*) AS n FROM inquiry_outbox'),
          (
            await rows<{ since: Date; attempts: number; last_error: string | null }>(
              `SELECT i.created_at AS since, o.attempts, o.last_error FROM inquiry_outbox o
               JOIN inquiries i ON i.id = o.inquiry_id ORDER BY i.created_at LIMIT 1`,
            )
          )[0],
        ),
        perDay: numbers(
          await rows<{ day: string; count: string }>(
            `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*) AS count
             FROM inquiries GROUP BY day ORDER BY day`,
          ),
        ),
        perOffer: numbers(
          await rows<{ offer: string | null; count: string }>(
            'SELECT offer, count(*) AS count FROM inquiries GROUP BY offer ORDER BY count(*) DESC, offer',
          ),
        ),
        turnedAway: numbers(
          await rows<{ reason: RejectionReason; count: string }>(
            'SELECT reason, sum(count) AS count FROM inquiry_rejections GROUP BY reason ORDER BY reason',
          ),
        ),
      };
    },
    close: () => pool.end(),
  };
}
