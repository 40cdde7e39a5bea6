import { stat } from 'node:fs/promises';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { onPostgres } from '../../tests/support/postgres-suite.ts';
import {
  createPostgresDatabase,
  createSqliteDatabase,
  type TestDatabase,
} from '../../tests/support/databases.ts';
import { emailKey } from '../shared/email.ts';
import { backupDatabase } from './backup.ts';
import { restoreDatabase } from './restore.ts';
import { openOwnerStore } from './owner.ts';
import { openStore } from './open-store.ts';

const signup = (email: string) => ({ email, key: emailKey(email) });

function backupTests(engine: string, createDatabase: () => Promise<TestDatabase>) {
  describe(`backup and restore on ${engine}`, () => {
    it('backs up under load into a 0600 file, and a restore keeps an address erased since erased', async () => {
      const database = await createDatabase();
      onTestFinished(() => database.drop());
      const folder = await mkdtemp(path.join(tmpdir(), 'backups-'));
      onTestFinished(() => rm(folder, { recursive: true, force: true }));
      const store = await openStore(database.url);
      await store.add(signup('effacee@exemple.fr'));
      await store.add(signup('gardee@exemple.fr'));

      // Sign-ups keep arriving while the backup is taken.
      const load = Array.from({ length: 200 }, (_, index) =>
        store.add(signup(`charge.${String(index)}@exemple.fr`)),
      );
      const file = await backupDatabase(database.url, folder);
      await Promise.all(load);
      expect((await stat(file)).mode & 0o777).toBe(0o600);

      // After the backup: the person asks to be erased.
      const owner = await openOwnerStore(database.url);
      expect(await owner.deleteByKey(emailKey('effacee@exemple.fr'))).toBe(true);
      await owner.close();
      await store.close();

      const report = await restoreDatabase(database.url, file);
      expect(report.signupsErasedAgain).toBe(1);
      const emails = (await database.query<{ email: string }>('SELECT email FROM emails')).map(
        (row) => row.email,
      );
      expect(emails).toContain('gardee@exemple.fr');
      expect(emails).not.toContain('effacee@exemple.fr');
    });

    it('keeps only the newest backups', async () => {
      const database = await createDatabase();
      onTestFinished(() => database.drop());
      const folder = await mkdtemp(path.join(tmpdir(), 'backups-'));
      onTestFinished(() => rm(folder, { recursive: true, force: true }));
      const store = await openStore(database.url);
      await store.close();
      for (let day = 1; day <= 4; day += 1) {
        await backupDatabase(database.url, folder, {
          keep: 2,
          now: new Date(Date.UTC(2026, 10, day)),
        });
      }
      expect(await readdir(folder)).toEqual([
        expect.stringMatching(/^site-2026-11-03T/) as string,
        expect.stringMatching(/^site-2026-11-04T/) as string,
      ]);
    });
  });
}

backupTests('SQLite', createSqliteDatabase);
onPostgres('backup and restore on PostgreSQL', () => {
  backupTests('PostgreSQL', createPostgresDatabase);
});
