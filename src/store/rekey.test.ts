import { onPostgres } from '../../tests/support/postgres-suite.ts';
import { describe, expect, it } from 'vitest';
import {
  createPostgresDatabase,
  createSqliteDatabase,
  type TestDatabase,
} from '../../tests/support/databases.ts';
import { openOwnerStore } from './owner.ts';

/** Rows as the key function before IDNA stored them: case-folded and NFC only. */
const OLD_ROWS = [
  ['1', 'x@EXÄMPLE.FR', 'x@exämple.fr', 'single', '2026-01-01T00:00:00Z'],
  ['2', 'x@xn--exmple-cua.fr', 'x@xn--exmple-cua.fr', 'confirmed', '2026-01-02T00:00:00Z'],
  ['3', 'a@ｅｘａｍｐｌｅ.fr', 'a@ｅｘａｍｐｌｅ.fr', 'single', '2026-01-03T00:00:00Z'],
  ['4', 'b@example.fr', 'b@example.fr', 'single', '2026-01-04T00:00:00Z'],
] as const;

function rekeyMigration(engine: string, createDatabase: () => Promise<TestDatabase>) {
  describe(`migration 004 (IDNA keys) on ${engine}`, () => {
    it('computes every stored key again and merges the rows of one mailbox, keeping its announcement', async () => {
      const database = await createDatabase();
      // A database migrated up to 003, holding keys of the old rule.
      await (await openOwnerStore(database.url)).close();
      await database.query('DELETE FROM schema_migrations WHERE version = 4 RETURNING version');
      for (const [id, email, key, consent, at] of OLD_ROWS) {
        const time = database.engine === 'sqlite' ? `'${at}'` : `'${at}'::timestamptz`;
        await database.query(
          `INSERT INTO emails (id, email, email_key, consent, created_at)
           VALUES ('${id}', '${email}', '${key}', '${consent}', ${time}) RETURNING id`,
        );
      }
      // The merged row was announced to: the mailbox must not be written to again.
      const day = database.engine === 'sqlite' ? `'2027-03-15'` : `'2027-03-15'::date`;
      await database.query(
        `INSERT INTO announcement_deliveries (email_id, release_date, status, updated_at)
         VALUES ('1', ${day}, 'sent', ${database.engine === 'sqlite' ? `'2027-03-15T10:00:00Z'` : 'now()'}) RETURNING email_id`,
      );

      const owner = await openOwnerStore(database.url);
      const rows = await database.query<{ id: string; email_key: string }>(
        'SELECT id, email_key FROM emails ORDER BY id',
      );
      expect(rows).toEqual([
        // The confirmed row stays for x@; the full-width domain gets its ASCII key.
        { id: '2', email_key: 'x@xn--exmple-cua.fr' },
        { id: '3', email_key: 'a@example.fr' },
        { id: '4', email_key: 'b@example.fr' },
      ]);
      expect(await owner.pendingRecipients('2027-03-15')).toEqual([
        { id: '3', email: 'a@ｅｘａｍｐｌｅ.fr' },
        { id: '4', email: 'b@example.fr' },
      ]);
      await owner.close();
      await database.drop();
    });
  });
}

rekeyMigration('SQLite', createSqliteDatabase);
onPostgres('migration 004 (IDNA keys) on PostgreSQL', () => {
  rekeyMigration('PostgreSQL', createPostgresDatabase);
});
