import { onPostgres } from '../../../tests/support/postgres-suite.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createPostgresDatabase,
  createSqliteDatabase,
  type TestDatabase,
} from '../../../tests/support/databases.ts';
import {
  captureIo,
  setAnnouncedTime,
  setSignupTime,
  signUp,
} from '../../../tests/support/owner.ts';
import { signupRetention } from '../../content/legal-identity.ts';
import type { Period } from '../../content/legal-types.ts';
import { openOwnerStore } from '../../store/owner.ts';
import type { OwnerStore } from '../../store/owner.ts';
import { subtractDuration } from '../duration.ts';
import { deleteCommand, purgeCommand } from './erase.ts';
import { countCommand, exportCommand, statsCommand } from './list.ts';

function ownerCommands(engine: string, createDatabase: () => Promise<TestDatabase>) {
  describe(`the owner's commands on ${engine}`, () => {
    let database: TestDatabase;
    let store: OwnerStore;

    // Each test starts from the same three sign-ups on a fresh database.
    beforeEach(async () => {
      database = await createDatabase();
      await signUp(database, ['ana@example.fr', '=HYPERLINK(1)@example.fr', 'Élodie@Exemple.fr']);
      await setSignupTime(database, 'ana@example.fr', new Date('2026-03-01T09:00:00Z'));
      await setSignupTime(database, '=HYPERLINK(1)@example.fr', new Date('2026-03-03T10:00:00Z'));
      await setSignupTime(database, 'Élodie@Exemple.fr', new Date('2026-03-03T11:30:00Z'));
      store = await openOwnerStore(database.url);
    });
    afterEach(async () => {
      await store.close();
      await database.drop();
    });

    it('counts the addresses', async () => {
      const io = captureIo();
      expect(await countCommand(store, io)).toBe(0);
      expect(io.out()).toBe('3\n');
    });

    it('draws sign-ups per UTC day, quiet days included', async () => {
      const io = captureIo();
      await statsCommand(store, io, 30, new Date('2026-03-04T12:00:00Z'));
      const lines = io.out().split('\n');
      expect(lines[0]).toBe('3 sign-ups in all.');
      expect(lines[1]).toBe('Confirmed: 0. Awaiting confirmation: 0. Single opt-in: 3.');
      expect(lines[2]).toBe('Confirmation e-mails waiting to be sent: 0.');
      expect(lines.slice(4, 8)).toEqual([
        expect.stringMatching(/^2026-03-01 1 █{20}$/),
        '2026-03-02 0',
        expect.stringMatching(/^2026-03-03 2 █{40}$/),
        '2026-03-04 0',
      ]);
    });

    it('exports the list as UTF-8 CSV, oldest first, with formulas neutralised', async () => {
      const io = captureIo();
      await exportCommand(store, io, { output: undefined, raw: false });
      expect(io.out()).toBe(
        '\ufeffemail,signed_up_at,consent,confirmed_at,consent_notice,consent_page\r\n' +
          'ana@example.fr,2026-03-01T09:00:00.000Z,single,,,\r\n' +
          "'=HYPERLINK(1)@example.fr,2026-03-03T10:00:00.000Z,single,,,\r\n" +
          'Élodie@Exemple.fr,2026-03-03T11:30:00.000Z,single,,,\r\n',
      );
    });

    it('exports to a file only its owner can read, raw on request', async () => {
      const file = path.join(tmpdir(), `export-${engine}-${process.pid}.csv`);
      const io = captureIo();
      await exportCommand(store, io, { output: file, raw: true });
      try {
        expect(await readFile(file, 'utf8')).toContain('\r\n=HYPERLINK(1)@example.fr,');
        expect((await stat(file)).mode & 0o077).toBe(0);
        expect(io.err()).toBe(`Exported 3 addresses to ${file}.\n`);
      } finally {
        await rm(file, { force: true });
      }
    });

    it('purges what the privacy policy no longer keeps, a dry run changing nothing', async () => {
      const now = new Date('2026-03-04T00:00:00Z');
      const minute = 60_000;
      const period = (p: Period) =>
        ({ amount: p.amount, unit: p.unit === 'months' ? 'm' : 'd' }) as const;
      const signupCutoff = subtractDuration(now, period(signupRetention.maximum)).getTime();
      const announceCutoff = subtractDuration(
        now,
        period(signupRetention.afterAnnouncement),
      ).getTime();
      const expired = ['too-old@example.fr', 'announced-long-ago@example.fr'];
      const kept = ['almost-too-old@example.fr', 'announced-lately@example.fr'];
      await signUp(database, [...expired, ...kept]);
      await setSignupTime(database, 'too-old@example.fr', new Date(signupCutoff - minute));
      await setSignupTime(database, 'almost-too-old@example.fr', new Date(signupCutoff + minute));
      await setAnnouncedTime(
        database,
        'announced-long-ago@example.fr',
        new Date(announceCutoff - minute),
      );
      await setAnnouncedTime(
        database,
        'announced-lately@example.fr',
        new Date(announceCutoff + minute),
      );
      const emails = async () => (await store.list()).map((signup) => signup.email);

      const dry = captureIo();
      await purgeCommand(store, dry, { olderThan: undefined, dryRun: true, now });
      expect(dry.out()).toMatch(/^Dry run: would erase 2 addresses signed up more than /);
      expect(await store.count()).toBe(7);

      const io = captureIo();
      await purgeCommand(store, io, { olderThan: undefined, dryRun: false, now });
      expect(io.out()).toMatch(
        new RegExp(
          `^Erased 2 addresses signed up more than .* \\(before ${new Date(signupCutoff).toISOString()}\\)`,
        ),
      );
      expect(await emails()).toEqual(expect.arrayContaining(kept));
      for (const email of expired) expect(await emails()).not.toContain(email);

      const recent = captureIo();
      await purgeCommand(store, recent, { olderThan: '2d', dryRun: true, now });
      // ana@ and almost-too-old@ signed up more than two days before `now`.
      expect(recent.out()).toMatch(/would erase 2 addresses signed up more than 2 days ago/);
    });

    it('erases one address whatever its case, and says when it was not registered', async () => {
      const io = captureIo();
      await deleteCommand(store, io, ' élodie@exemple.fr ');
      expect(io.out()).toBe('Erased élodie@exemple.fr and everything recorded about it.\n');
      expect(
        await database.query(`SELECT * FROM emails WHERE email_key = 'élodie@exemple.fr'`),
      ).toEqual([]);

      const again = captureIo();
      await deleteCommand(store, again, 'élodie@exemple.fr');
      expect(again.out()).toBe('élodie@exemple.fr is not registered: nothing to erase.\n');
      expect(await store.count()).toBe(2);
    });
  });
}

ownerCommands('SQLite', createSqliteDatabase);

onPostgres("the owner's commands on PostgreSQL", () => {
  ownerCommands('PostgreSQL', createPostgresDatabase);
});
