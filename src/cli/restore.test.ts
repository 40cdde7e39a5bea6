import { chmod, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  createPostgresDatabase,
  createSqliteDatabase,
  sqliteFileOf,
  type TestDatabase,
} from '../../tests/support/databases.ts';
import { captureIo } from '../../tests/support/owner.ts';
import { onPostgres } from '../../tests/support/postgres-suite.ts';
import { backup } from './backup.ts';
import { restore } from './restore.ts';
import { emailKey } from '../shared/email.ts';
import { backupDatabase } from '../store/backup.ts';
import { openOwnerStore } from '../store/owner.ts';
import { openStore } from '../store/open-store.ts';

const signup = (email: string) => ({ email, key: emailKey(email) });

async function folder(): Promise<string> {
  const made = await mkdtemp(path.join(tmpdir(), 'restore-'));
  onTestFinished(() => rm(made, { recursive: true, force: true }));
  return made;
}

/** What must survive a failed restore: the list and the erasure ledger. */
async function state(database: TestDatabase) {
  return {
    emails: (
      await database.query<{ email: string }>('SELECT email FROM emails ORDER BY email')
    ).map((row) => row.email),
    ledger: (
      await database.query<{ kind: string; hash: string }>(
        'SELECT kind, hash FROM erasures ORDER BY hash',
      )
    ).map((row) => `${row.kind}:${row.hash}`),
  };
}

/**
 * A live database of 200 addresses and one erased after the backup, the
 * backup taken before (with `beforeBackup` done to the data, undone after).
 */
async function liveWithBackup(createDatabase: () => Promise<TestDatabase>, beforeBackup?: Trigger) {
  const database = await createDatabase();
  onTestFinished(() => database.drop());
  const store = await openStore(database.url);
  await Promise.all(
    Array.from({ length: 200 }, (_, index) =>
      store.add(signup(`liste.${String(index)}@exemple.fr`)),
    ),
  );
  await store.add(signup('effacee@exemple.fr'));
  await store.close();
  if (beforeBackup) await beforeBackup.add(database);
  const file = await backupDatabase(database.url, await folder());
  if (beforeBackup) await beforeBackup.drop(database);
  const owner = await openOwnerStore(database.url);
  expect(await owner.deleteByKey(emailKey('effacee@exemple.fr'))).toBe(true);
  await owner.close();
  const before = await state(database);
  expect(before.emails).toHaveLength(200);
  expect(before.ledger).toHaveLength(1);
  return { database, file, before };
}

/** Something put in the data before the backup, and taken out of the live data after. */
interface Trigger {
  add(database: TestDatabase): Promise<void>;
  drop(database: TestDatabase): Promise<void>;
}

/** SQL run on the SQLite file (the scratch database's query() reads rows only). */
const onSqliteFile = (sql: string) => (database: TestDatabase) => {
  const db = new Database(sqliteFileOf(database));
  db.exec(sql);
  db.close();
  return Promise.resolve();
};

const onPostgresSchema = (sql: string) => async (database: TestDatabase) => {
  await database.query(sql);
};

async function runRestore(database: TestDatabase, file: string) {
  const io = captureIo();
  const code = await restore([file, '--yes'], io, { DATABASE_URL: database.url });
  return { code, err: io.err(), out: io.out() };
}

function restoreTests(
  engine: string,
  createDatabase: () => Promise<TestDatabase>,
  failingTrigger: Trigger,
  foreignFile: (dir: string) => Promise<string>,
  beforeLastMigration: Trigger,
) {
  describe(`a restore that cannot complete leaves everything as it was, on ${engine}`, () => {
    it('refuses a zero-byte file', async () => {
      const { database, before } = await liveWithBackup(createDatabase);
      const empty = path.join(await folder(), 'vide.dump');
      await writeFile(empty, '');
      const result = await runRestore(database, empty);
      expect(result.code).toBe(1);
      expect(result.err).toMatch(/^restore : .*est vide/);
      expect(await state(database)).toEqual(before);
    });

    it('refuses a file cut short (90 % and 50 % of a real backup)', async () => {
      const { database, file, before } = await liveWithBackup(createDatabase);
      const { size } = await stat(file);
      for (const share of [0.9, 0.5]) {
        const cut = path.join(await folder(), `coupee-${String(share)}`);
        await writeFile(cut, (await readFile(file)).subarray(0, Math.floor(size * share)));
        const result = await runRestore(database, cut);
        expect(result.code).toBe(1);
        expect(result.err).toMatch(/^restore : /);
        expect(result.err).not.toMatch(/\n\s+at /); // no stack trace
        expect(await state(database)).toEqual(before);
      }
    });

    it('refuses another application’s database', async () => {
      const { database, before } = await liveWithBackup(createDatabase);
      const foreign = await foreignFile(await folder());
      const result = await runRestore(database, foreign);
      expect(result.code).toBe(1);
      expect(result.err).toMatch(/n’est pas une sauvegarde de ce site/);
      expect(await state(database)).toEqual(before);
    });

    it('rolls back whole when the backup fails after loading (a trigger refusing the ledger’s erasure)', async () => {
      const { database, file, before } = await liveWithBackup(createDatabase, failingTrigger);
      const result = await runRestore(database, file);
      expect(result.code).toBe(1);
      expect(result.err).toMatch(/^restore : .*(rien n’a changé|annulée)/);
      // The erased address did not come back, the ledger is whole, and the
      // next erasure still works (no trigger came in with the backup).
      expect(await state(database)).toEqual(before);
      const owner = await openOwnerStore(database.url);
      expect(await owner.deleteByKey(emailKey('liste.1@exemple.fr'))).toBe(true);
      await owner.close();
    });

    it('brings a backup made before the last migration to the current ones, in the same transaction', async () => {
      const { database, file, before } = await liveWithBackup(createDatabase, beforeLastMigration);
      const result = await runRestore(database, file);
      expect(result.code).toBe(0);
      const versions = await database.query<{ version: number }>(
        'SELECT version FROM schema_migrations ORDER BY version',
      );
      expect(versions.map((row) => row.version)).toEqual(
        Array.from({ length: 12 }, (_, index) => index + 1),
      );
      expect(await database.query('SELECT n FROM commit_ticks')).toHaveLength(1);
      expect(await state(database)).toEqual(before);
    });

    it('refuses while a server holds the database, and restores once it is stopped', async () => {
      const { database, file, before } = await liveWithBackup(createDatabase);
      const server = await openStore(database.url);
      // The server's store has written: its connections are open.
      await server.add(signup('pendant@exemple.fr'));
      const during = await runRestore(database, file);
      expect(during.code).toBe(1);
      expect(during.err).toMatch(/un serveur utilise la base/);
      expect((await state(database)).emails).toEqual(
        [...before.emails, 'pendant@exemple.fr'].sort(),
      );
      await server.close();

      const after = await runRestore(database, file);
      expect(after).toMatchObject({ code: 0 });
      expect(after.out).toMatch(/1 address\(es\) .* erased again/);
      const restored = await state(database);
      expect(restored.emails).toEqual(before.emails);
      expect(restored.ledger).toEqual(before.ledger);
    });
  });
}

restoreTests(
  'SQLite',
  createSqliteDatabase,
  {
    add: onSqliteFile(
      "CREATE TRIGGER keep BEFORE DELETE ON emails BEGIN SELECT RAISE(ABORT, 'refusé'); END",
    ),
    drop: onSqliteFile('DROP TRIGGER keep'),
  },
  (dir) => {
    const file = path.join(dir, 'autre-application.sqlite');
    const db = new Database(file);
    db.exec("CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('bonjour')");
    db.close();
    return Promise.resolve(file);
  },
  {
    // A SQLite backup made before migration 012 has its table (the old 003 made it): 012 adds nothing.
    add: onSqliteFile('DELETE FROM schema_migrations WHERE version = 12'),
    drop: onSqliteFile(
      "INSERT INTO schema_migrations VALUES (12, 'commit_ticks', '2026-11-27T00:00:00.000Z')",
    ),
  },
);

onPostgres('restore on PostgreSQL', () => {
  restoreTests(
    'PostgreSQL',
    createPostgresDatabase,
    {
      add: onPostgresSchema(
        `CREATE FUNCTION keep_rows() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refusé'; END $$;
         CREATE TRIGGER keep BEFORE DELETE ON emails FOR EACH ROW EXECUTE FUNCTION keep_rows()`,
      ),
      drop: onPostgresSchema('DROP TRIGGER keep ON emails; DROP FUNCTION keep_rows()'),
    },
    async (dir) => {
      const other = await createPostgresDatabase();
      onTestFinished(() => other.drop());
      await other.query("CREATE TABLE notes (text text); INSERT INTO notes VALUES ('bonjour')");
      return backupDatabase(other.url, dir);
    },
    {
      add: onPostgresSchema(
        'DROP TABLE commit_ticks; DELETE FROM schema_migrations WHERE version = 12',
      ),
      drop: onPostgresSchema(
        `CREATE TABLE commit_ticks (id INTEGER PRIMARY KEY CHECK (id = 1), n BIGINT NOT NULL);
         INSERT INTO commit_ticks (id, n) VALUES (1, 0);
         INSERT INTO schema_migrations VALUES (12, 'commit_ticks', '2026-11-27T00:00:00.000Z')`,
      ),
    },
  );

  describe('the PostgreSQL password (security review L4)', () => {
    it('is in no argument of pg_dump, nor in a failure’s message; a failed backup leaves no file', async () => {
      const database = await createPostgresDatabase();
      onTestFinished(() => database.drop());
      const store = await openStore(database.url);
      await store.close();
      // pg_dump as installed, through a wrapper that writes down its arguments.
      const bin = await folder();
      const argsFile = path.join(bin, 'args');
      await writeFile(
        path.join(bin, 'pg_dump'),
        `#!/bin/sh\nprintf '%s\\n' "$@" >> ${argsFile}\nexec /usr/bin/pg_dump "$@"\n`,
      );
      await chmod(path.join(bin, 'pg_dump'), 0o755);
      const pathBefore = process.env.PATH;
      process.env.PATH = `${bin}:${pathBefore ?? ''}`;
      onTestFinished(() => {
        process.env.PATH = pathBefore;
      });
      const url = new URL(database.url);
      const password = decodeURIComponent(url.password);
      expect(password).not.toBe('');

      const backups = await folder();
      const ok = captureIo();
      expect(await backup([backups], ok, { DATABASE_URL: database.url })).toBe(0);
      expect(await readFile(argsFile, 'utf8')).not.toContain(`:${password}@`);

      // A database that does not exist: pg_dump fails.
      const missing = new URL(database.url);
      missing.pathname = '/base_absente';
      const failed = captureIo();
      const failedBackups = await folder();
      await expect(
        backup([failedBackups], failed, { DATABASE_URL: missing.toString() }),
      ).resolves.toBe(1);
      expect(failed.err()).toMatch(/^backup : /);
      expect(failed.err()).not.toContain(`:${password}@`);
      expect(await readdir(failedBackups)).toEqual([]);
      expect(await readFile(argsFile, 'utf8')).not.toContain(`:${password}@`);
    });
  });
});
