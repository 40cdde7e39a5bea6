import { INQUIRY_DEDUPE_MS, type InquiryToSend, type NewInquiry } from '../inquiry-store.ts';
import { INQUIRY_COLUMNS, inquiryOfRow, type InquiryRow } from '../inquiry-rows.ts';
import type { SqliteDatabase } from './database.ts';

const iso = (date: Date) => date.toISOString();

/**
 * The quote requests' writes on SQLite, run by the writer thread
 * (sqlite/writer.ts), each in one IMMEDIATE transaction: when a function
 * returns, the WAL is fsynced (synchronous=FULL), so the 2xx that follows
 * survives a crash.
 */
export function prepareInquiryWrites(db: SqliteDatabase) {
  const repeated = db.prepare<[string, string]>(
    'SELECT 1 FROM inquiries WHERE dedupe_key = ? AND created_at >= ? LIMIT 1',
  );
  const insert = db.prepare(
    `INSERT INTO inquiries (id, created_at, last_contact_at, name, email, email_key, company,
       phone, offer, budget, message, verified, page, dedupe_key)
     VALUES (@id, @at, @at, @name, @email, @emailKey, @company, @phone, @offer, @budget,
       @message, @verified, @page, @dedupeKey)`,
  );
  const queue = db.prepare<[string, string]>(
    'INSERT INTO inquiry_outbox (inquiry_id, next_attempt_at) VALUES (?, ?)',
  );
  const add = db.transaction((inquiry: NewInquiry, now: Date) => {
    const since = iso(new Date(now.getTime() - INQUIRY_DEDUPE_MS));
    if (repeated.get(inquiry.dedupeKey, since)) return { created: false };
    insert.run({ ...inquiry, at: iso(now), verified: inquiry.verified ? 1 : 0 });
    queue.run(inquiry.id, iso(now));
    return { created: true };
  });

  const reject = db.prepare<[string, string]>(
    `INSERT INTO inquiry_rejections (day, reason, count) VALUES (?, ?, 1)
     ON CONFLICT (day, reason) DO UPDATE SET count = count + 1`,
  );

  const due = db.prepare<[string, number], InquiryRow & { attempt: number }>(
    `SELECT ${INQUIRY_COLUMNS.split(', ')
      .map((column) => `i.${column}`)
      .join(', ')}, o.attempts + 1 AS attempt
     FROM inquiry_outbox o JOIN inquiries i ON i.id = o.inquiry_id
     WHERE o.next_attempt_at <= ? ORDER BY o.next_attempt_at LIMIT ?`,
  );
  const lease = db.prepare<[string, string]>(
    'UPDATE inquiry_outbox SET attempts = attempts + 1, next_attempt_at = ? WHERE inquiry_id = ?',
  );
  const claim = db.transaction((limit: number, leaseMs: number, now: Date): InquiryToSend[] => {
    const rows = due.all(iso(now), limit);
    const until = iso(new Date(now.getTime() + leaseMs));
    for (const row of rows) lease.run(until, row.id);
    return rows.map((row) => ({ inquiry: inquiryOfRow(row), attempt: row.attempt }));
  });
  const sent = db.prepare<[string]>('DELETE FROM inquiry_outbox WHERE inquiry_id = ?');
  const retry = db.prepare<[string, string, string]>(
    'UPDATE inquiry_outbox SET next_attempt_at = ?, last_error = ? WHERE inquiry_id = ?',
  );

  return {
    add: (inquiry: NewInquiry, now: Date) => add.immediate(inquiry, now),
    reject: (reason: string, now: Date) => {
      reject.run(iso(now).slice(0, 10), reason);
    },
    claim: (limit: number, leaseMs: number, now: Date) => claim.immediate(limit, leaseMs, now),
    sent: (inquiryId: string) => {
      sent.run(inquiryId);
    },
    failed: (inquiryId: string, retryAt: Date, error: string) => {
      retry.run(iso(retryAt), error.slice(0, 500), inquiryId);
    },
  };
}
