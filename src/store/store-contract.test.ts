import { onPostgres } from '../../tests/support/postgres-suite.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createPostgresDatabase,
  createSqliteDatabase,
  type TestDatabase,
} from '../../tests/support/databases.ts';
import { emailKey } from '../shared/email.ts';
import { loadMigrations } from './migrations.ts';
import { openStore } from './open-store.ts';
import type { VisitorStore } from './open-store.ts';
import { StoreUnavailableError } from './types.ts';

const signup = (email: string) => ({ email, key: emailKey(email) });

interface EmailRow {
  id: string;
  email: string;
  email_key: string;
  created_at: string | Date;
}

/** The same behaviour is required of every engine. */
function storeContract(engine: string, createDatabase: () => Promise<TestDatabase>) {
  describe(`the sign-up store on ${engine}`, () => {
    let database: TestDatabase;
    let store: Pick<VisitorStore, 'add' | 'ping' | 'close'>;

    // Each test has a fresh database and store of its own.
    beforeEach(async () => {
      database = await createDatabase();
      store = await openStore(database.url);
    });
    afterEach(async () => {
      await store.close().catch(() => {});
      await database.drop();
    });

    const rowsFor = (key: string) =>
      database.query<EmailRow>(`SELECT * FROM emails WHERE email_key = '${key}'`);

    it('stores a new address as entered, with an id and the time of sign-up', async () => {
      const before = Date.now();
      const result = await store.add(signup('Jeanne.Martin@Exemple.fr'));
      expect(result).toEqual({ created: true, id: expect.any(String) as string });
      const rows = await rowsFor('jeanne.martin@exemple.fr');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ email: 'Jeanne.Martin@Exemple.fr' });
      expect(rows[0]?.id).toBe(result.created ? result.id : '');
      const createdAt = new Date(rows[0]?.created_at ?? 0).getTime();
      expect(createdAt).toBeGreaterThanOrEqual(before - 2000);
      expect(createdAt).toBeLessThanOrEqual(Date.now() + 2000);
    });

    it('keeps one row per address whatever its case', async () => {
      await store.add(signup('paul@exemple.fr'));
      expect(await store.add(signup('PAUL@EXEMPLE.FR'))).toEqual({ created: false });
      expect(await rowsFor('paul@exemple.fr')).toEqual([
        expect.objectContaining({ email: 'paul@exemple.fr' }),
      ]);
    });

    it('creates exactly one row for many concurrent sign-ups of one address in varied case', async () => {
      const spellings = Array.from({ length: 60 }, (_, index) =>
        index % 3 === 0 ? 'Zoe@Exemple.fr' : index % 3 === 1 ? 'zoe@exemple.fr' : 'ZOE@EXEMPLE.FR',
      );
      const others = Array.from({ length: 40 }, (_, index) => `autre${index}@exemple.fr`);
      const results = await Promise.all(
        [...spellings, ...others].map((email) => store.add(signup(email))),
      );
      expect(results.slice(0, 60).filter((result) => result.created)).toHaveLength(1);
      expect(results.slice(60).every((result) => result.created)).toBe(true);
      expect(await rowsFor('zoe@exemple.fr')).toHaveLength(1);
    });

    it('answers ping while open', async () => {
      await expect(store.ping()).resolves.toBeUndefined();
    });

    it('commits what is pending on close, then refuses with StoreUnavailableError', async () => {
      const pending = ['fin1@exemple.fr', 'fin2@exemple.fr'].map((email) =>
        store.add(signup(email)),
      );
      await store.close();
      expect(await Promise.all(pending)).toEqual([
        { created: true, id: expect.any(String) as string },
        { created: true, id: expect.any(String) as string },
      ]);
      await expect(store.add(signup('tard@exemple.fr'))).rejects.toBeInstanceOf(
        StoreUnavailableError,
      );
      expect(await rowsFor('fin2@exemple.fr')).toHaveLength(1);
    });

    it('reopens without applying a migration twice and keeps the rows', async () => {
      await store.add(signup('Jeanne.Martin@Exemple.fr'));
      await store.close();
      store = await openStore(database.url);
      const migrations = await database.query<{ version: number }>(
        'SELECT version FROM schema_migrations ORDER BY version',
      );
      expect(migrations.map((row) => row.version)).toEqual(
        loadMigrations(database.engine).map((migration) => migration.version),
      );
      expect(await store.add(signup('jeanne.martin@exemple.fr'))).toEqual({ created: false });
    });

    /** The plan the engine would run for `sql`, as text (table scans allowed only as a last resort). */
    const planOf = async (sql: string) => {
      if (database.engine === 'sqlite') {
        const rows = await database.query<{ detail: string }>(`EXPLAIN QUERY PLAN ${sql}`);
        return rows.map((row) => row.detail).join('\n');
      }
      // One connection (the helper's): the setting holds for the EXPLAIN.
      await database.query('SET enable_seqscan = off');
      try {
        const rows = await database.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`);
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      } finally {
        await database.query('RESET enable_seqscan');
      }
    };

    it('finds an address by its confirmation or unsubscribe token through that token’s index', async () => {
      for (const column of ['confirmation_token', 'unsubscribe_token']) {
        expect(await planOf(`SELECT id FROM emails WHERE ${column} = 'jeton'`)).toContain(
          `emails_${column}`,
        );
      }
    });

    it('refuses a token on two addresses, and stores any number of addresses without one', async () => {
      for (const email of ['un@exemple.fr', 'deux@exemple.fr', 'trois@exemple.fr']) {
        await store.add(signup(email));
      }
      for (const column of ['confirmation_token', 'unsubscribe_token']) {
        const give = (email: string) =>
          database.query(
            `UPDATE emails SET ${column} = 'jeton' WHERE email_key = '${email}' RETURNING id`,
          );
        await give('un@exemple.fr');
        await expect(give('deux@exemple.fr')).rejects.toThrow(/unique/i);
      }
    });
  });
}

storeContract('SQLite', createSqliteDatabase);

onPostgres('the sign-up store on PostgreSQL', () => {
  storeContract('PostgreSQL', createPostgresDatabase);
});
