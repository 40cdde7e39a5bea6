import { onPostgres } from '../../tests/support/postgres-suite.ts';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createPostgresDatabase,
  createSqliteDatabase,
  type TestDatabase,
} from '../../tests/support/databases.ts';
import { captureIo } from '../../tests/support/owner.ts';
import { loadMigrations } from '../store/migrations.ts';
import { openStore } from '../store/open-store.ts';
import { UsageError } from './config.ts';
import { migrate } from './migrate.ts';

function migrateTests(engine: string, createDatabase: () => Promise<TestDatabase>) {
  describe(`npm run migrate on ${engine}`, () => {
    const databases: TestDatabase[] = [];
    afterEach(async () => {
      for (const database of databases.splice(0)) await database.drop();
    });

    it('applies every migration to a new database, once, and says so', async () => {
      const database = await createDatabase();
      databases.push(database);
      const expected = loadMigrations(database.engine).map(
        (migration) =>
          `migrate: applied ${String(migration.version).padStart(3, '0')}_${migration.name}`,
      );
      const first = captureIo();
      expect(await migrate([], first, { DATABASE_URL: database.url })).toBe(0);
      expect(first.out().trimEnd().split('\n')).toEqual(expected);
      const recorded = await database.query<{ version: number }>(
        'SELECT version FROM schema_migrations ORDER BY version',
      );
      expect(recorded.map((row) => row.version)).toEqual(
        loadMigrations(database.engine).map((migration) => migration.version),
      );
      // The tables are there: a sign-up is stored.
      const store = await openStore(database.url);
      await store.add({ email: 'a@example.fr', key: 'a@example.fr' });
      await store.close();

      const second = captureIo();
      expect(await migrate([], second, { DATABASE_URL: database.url })).toBe(0);
      expect(second.out()).toBe('migrate: the database is up to date.\n');
      expect(await database.query('SELECT email FROM emails')).toEqual([{ email: 'a@example.fr' }]);
    });
  });
}

migrateTests('SQLite', createSqliteDatabase);

onPostgres('npm run migrate on PostgreSQL', () => {
  migrateTests('PostgreSQL', createPostgresDatabase);
});

describe('npm run migrate’s usage errors', () => {
  it('takes no argument and needs a valid DATABASE_URL', async () => {
    await expect(migrate(['--all'], captureIo(), {})).rejects.toBeInstanceOf(UsageError);
    await expect(migrate([], captureIo(), { DATABASE_URL: 'sqlite.db' })).rejects.toThrow(
      /DATABASE_URL: must start with file: or postgres:\/\//,
    );
  });
});
