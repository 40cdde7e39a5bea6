import type Database from 'better-sqlite3';
import { recordErasuresSqlite } from '../erasures.ts';
import { answeredInTwoWorkingDays, type InquiryOwnerStore } from '../inquiry-owner-store.ts';
import { INQUIRY_COLUMNS, inquiryOfRow, type InquiryRow } from '../inquiry-rows.ts';
import { INQUIRY_STATUSES, type RejectionReason } from '../inquiry-store.ts';
import { outboxState } from '../owner-store.ts';

/** The owner's operations on the quote requests, on SQLite (see InquiryOwnerStore). */
export function createSqliteInquiryOwner(db: Database.Database): InquiryOwnerStore {
  const count = (sql: string, ...values: string[]) =>
    db.prepare<string[], { n: number }>(sql).get(...values)?.n ?? 0;
  const rows = <Row>(sql: string) => db.prepare<[], Row>(sql).all();
  // The ledger and the deletion in one transaction (erasures.ts).
  const erase = db.transaction((ids: string[], sql: string, ...values: string[]) => {
    const { changes } = db.prepare(sql).run(...values);
    if (changes > 0) recordErasuresSqlite(db, 'inquiry', ids);
    return changes;
  });
  return {
    list({ status, since } = {}) {
      const where = [...(status ? ['status = ?'] : []), ...(since ? ['created_at >= ?'] : [])];
      const found = db
        .prepare<string[], InquiryRow>(
          `SELECT ${INQUIRY_COLUMNS} FROM inquiries
           ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
           ORDER BY created_at DESC, id`,
        )
        .all(...(status ? [status] : []), ...(since ? [since.toISOString()] : []));
      return Promise.resolve(found.map(inquiryOfRow));
    },
    idsStartingWith(prefix) {
      // A prefix of an id's own characters only: LIKE's wildcards never reach the query.
      if (!/^[\w-]+$/.test(prefix)) return Promise.resolve([]);
      const found = db
        .prepare<[number, string], { id: string }>(
          'SELECT id FROM inquiries WHERE substr(id, 1, ?) = ? ORDER BY id LIMIT 2',
        )
        .all(prefix.length, prefix);
      return Promise.resolve(found.map((row) => row.id));
    },
    setStatus(id, status, now = new Date()) {
      const at = now.toISOString();
      const { changes } = db
        .prepare(
          `UPDATE inquiries SET status = ?, last_contact_at = ?,
             answered_at = COALESCE(answered_at, ?) WHERE id = ?`,
        )
        .run(status, at, status === 'new' ? null : at, id);
      return Promise.resolve(changes > 0);
    },
    get(id) {
      const row = db
        .prepare<[string], InquiryRow>(`SELECT ${INQUIRY_COLUMNS} FROM inquiries WHERE id = ?`)
        .get(id);
      return Promise.resolve(row && inquiryOfRow(row));
    },
    delete: (id) => Promise.resolve(erase([id], 'DELETE FROM inquiries WHERE id = ?', id) > 0),
    countExpired: (cutoff) =>
      Promise.resolve(
        count(
          'SELECT count(*) AS n FROM inquiries WHERE last_contact_at < ?',
          cutoff.toISOString(),
        ),
      ),
    purgeExpired(cutoff) {
      const before = cutoff.toISOString();
      const ids = db
        .prepare<[string], { id: string }>('SELECT id FROM inquiries WHERE last_contact_at < ?')
        .all(before)
        .map((row) => row.id);
      return Promise.resolve(erase(ids, 'DELETE FROM inquiries WHERE last_contact_at < ?', before));
    },
    stats() {
      return Promise.resolve({
        total: count('SELECT count(*) AS n FROM inquiries'),
        unverified: count('SELECT count(*) AS n FROM inquiries WHERE NOT verified'),
        waitingMail: count('SELECT count(*) AS n FROM inquiry_outbox'),
        byStatus: Object.fromEntries(
          INQUIRY_STATUSES.map((status) => [
            status,
            count('SELECT count(*) AS n FROM inquiries WHERE status = ?', status),
          ]),
        ) as Record<(typeof INQUIRY_STATUSES)[number], number>,
        answeredInTwoWorkingDays: answeredInTwoWorkingDays(
          rows<{ created_at: string; answered_at: string | null }>(
            'SELECT created_at, answered_at FROM inquiries',
          ),
        ),
        outbox: outboxState(
          count('SELECT count(*) AS n FROM inquiry_outbox'),
          rows<{ since: string; attempts: number; last_error: string | null }>(
            `SELECT i.created_at AS since, o.attempts, o.last_error FROM inquiry_outbox o
             JOIN inquiries i ON i.id = o.inquiry_id ORDER BY i.created_at LIMIT 1`,
          )[0],
        ),
        perDay: rows<{ day: string; count: number }>(
          `SELECT substr(created_at, 1, 10) AS day, count(*) AS count FROM inquiries
           GROUP BY day ORDER BY day`,
        ),
        perOffer: rows<{ offer: string | null; count: number }>(
          'SELECT offer, count(*) AS count FROM inquiries GROUP BY offer ORDER BY count(*) DESC, offer',
        ),
        turnedAway: rows<{ reason: RejectionReason; count: number }>(
          'SELECT reason, sum(count) AS count FROM inquiry_rejections GROUP BY reason ORDER BY reason',
        ),
      });
    },
    close() {
      db.close();
      return Promise.resolve();
    },
  };
}
