import { onPostgres } from '../../../tests/support/postgres-suite.ts';
import { readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createPostgresDatabase,
  createSqliteDatabase,
  type TestDatabase,
} from '../../../tests/support/databases.ts';
import { captureIo } from '../../../tests/support/owner.ts';
import { openStore } from '../../store/open-store.ts';
import { main } from '../inquiries.ts';
import { when } from './commands.ts';

/** Ids as the server makes them (UUID v7): the first two share their first 8 characters. */
const ID = {
  old: '0190a1b2-0000-7000-8000-000000000001',
  formula: '0190a1b2-0000-7000-8000-000000000002',
  unverified: '0190c3d4-0000-7000-8000-000000000003',
} as const;

const base = {
  company: null,
  phone: null,
  offer: null,
  budget: null,
  page: '/Contact',
  verified: true,
};

function inquiryCommands(engine: string, createDatabase: () => Promise<TestDatabase>) {
  describe(`npm run inquiries on ${engine}`, () => {
    let database: TestDatabase;
    const run = async (...argv: string[]) => {
      const io = captureIo();
      const code = await main(argv, io, { DATABASE_URL: database.url });
      return { code, out: io.out(), err: io.err() };
    };

    // Three requests (one old, one formula-like, one without proof) and two turned away.
    beforeEach(async () => {
      database = await createDatabase();
      const store = await openStore(database.url);
      const add = (id: string, name: string, email: string, extra: object = {}) =>
        store.addInquiry({
          ...base,
          id,
          name,
          email,
          emailKey: email.toLowerCase(),
          message: `Le projet de ${name}, sur plusieurs lignes.\nDeuxième ligne.`,
          dedupeKey: id,
          ...extra,
        });
      await add(ID.old, 'Ana Ancienne', 'ana@exemple.fr');
      await add(ID.formula, '=HYPERLINK("x")', 'formule@exemple.fr', {
        offer: 'securite-applicative',
      });
      await add(ID.unverified, 'Sam Sans', 'sam@exemple.fr', { verified: false });
      await store.countRejection('honeypot');
      await store.countRejection('honeypot');
      await store.close();
      const old = new Date(Date.now() - 37 * 31 * 24 * 60 * 60 * 1000).toISOString();
      await database.query(
        `UPDATE inquiries SET created_at = '${old}', last_contact_at = '${old}' WHERE id = '${ID.old}' RETURNING id`,
      );
      const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
      await database.query(
        `UPDATE inquiries SET created_at = '${yesterday}' WHERE id = '${ID.formula}' RETURNING id`,
      );
    });
    afterEach(async () => {
      await database.drop();
    });

    it('lists the requests, newest first, each by its first 8 characters, the unverified one marked', async () => {
      const { code, out } = await run('list');
      expect(code).toBe(0);
      const lines = out.trim().split('\n');
      expect(lines.map((line) => line.split(' ')[0])).toEqual(
        [ID.unverified, ID.formula, ID.old].map((id) => id.slice(0, 8)),
      );
      expect(lines[0]).toContain('[non vérifié]');
      expect(lines.every((line) => line.includes('  new  '))).toBe(true);
      // Times in Paris time, as the owner's e-mail gives them, and saying so.
      expect(lines.every((line) => / \d{4}-\d{2}-\d{2} \d{2}:\d{2} Paris {2}/.test(line))).toBe(
        true,
      );
    });

    it('writes a time in Paris time, summer and winter, labelled (issue 46)', () => {
      expect(when(new Date('2026-11-27T18:05:00Z'))).toBe('2026-11-27 19:05 Paris');
      expect(when(new Date('2026-07-01T18:05:00Z'))).toBe('2026-07-01 20:05 Paris');
    });

    it('shows one request by its first 8 characters, and refuses an ambiguous or unknown one', async () => {
      const shown = await run('show', ID.unverified.slice(0, 8));
      expect(shown.out).toContain('sam@exemple.fr');
      expect(shown.out).toContain('Le projet de Sam Sans, sur plusieurs lignes.\nDeuxième ligne.');
      await expect(run('show', ID.old.slice(0, 8))).rejects.toThrow(/begins more than one request/);
      await expect(run('show', ID.old.slice(0, 4))).rejects.toThrow(/too short/);
      await expect(run('show', 'ffffffff')).rejects.toThrow('No request ffffffff');
    });

    it('records where a lead stands and the last contact, filters the list, and counts answers', async () => {
      const before = (
        await database.query<{ last_contact_at: string | Date }>(
          `SELECT last_contact_at FROM inquiries WHERE id = '${ID.old}'`,
        )
      )[0]?.last_contact_at;
      expect((await run('replied', ID.old)).out).toBe(
        `Request ${ID.old}: replied, last contact now.\n`,
      );
      expect((await run('won', ID.unverified.slice(0, 8))).code).toBe(0);
      const [row] = await database.query<{ status: string; last_contact_at: string | Date }>(
        `SELECT status, last_contact_at FROM inquiries WHERE id = '${ID.old}'`,
      );
      expect(row?.status).toBe('replied');
      expect(new Date(row?.last_contact_at ?? 0).getTime()).toBeGreaterThan(
        new Date(before ?? 0).getTime(),
      );
      const won = (await run('list', '--status', 'won')).out.trim().split('\n');
      expect(won).toHaveLength(1);
      expect(won[0]).toMatch(new RegExp(`^${ID.unverified.slice(0, 8)} `));
      const recent = (await run('list', '--since', new Date().toISOString().slice(0, 10))).out;
      expect(recent).toContain(ID.unverified.slice(0, 8));
      expect(recent).not.toContain(ID.formula.slice(0, 8));
      const stats = (await run('stats')).out;
      expect(stats).toContain('By status: new 1, replied 1, won 1, lost 0.');
      // Sam's request, received today and answered today; Ana's, three years late.
      expect(stats).toContain('Answered within two working days: 33 % (1 of 3).');
      await expect(run('list', '--status', 'perdu')).rejects.toThrow(/--status is one of/);
    });

    it('exports CSV to a file only its owner reads, formulas neutralised', async () => {
      const file = path.join(tmpdir(), `demandes-${Date.now()}.csv`);
      try {
        expect((await run('export', '--output', file)).code).toBe(0);
        expect((await stat(file)).mode & 0o777).toBe(0o600);
        const csv = await readFile(file, 'utf8');
        expect(csv.startsWith('\ufeffid,received_at,last_contact_at,verified,name,email')).toBe(
          true,
        );
        expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
        expect(csv).toContain('"Le projet de Sam Sans, sur plusieurs lignes.\nDeuxième ligne."');
      } finally {
        await rm(file, { force: true });
      }
    });

    it('erases one request, and purges those past three years from the last contact', async () => {
      expect((await run('delete', ID.formula)).out).toBe(`Erased request ${ID.formula}.\n`);
      await expect(run('delete', ID.formula)).rejects.toThrow(`No request ${ID.formula}`);
      expect((await run('purge', '--dry-run')).out).toMatch(/^Dry run: would erase 1 request /);
      expect((await run('purge')).out).toMatch(
        /^Erased 1 request whose last contact is more than 36 months old/,
      );
      const left = await database.query<{ id: string }>('SELECT id FROM inquiries');
      expect(left).toEqual([{ id: ID.unverified }]);
      // Its queued e-mail went with each erased request.
      expect(await database.query('SELECT inquiry_id FROM inquiry_outbox')).toHaveLength(1);
    });

    it('counts by offer, tells what was turned away, and what waits in the outbox and why', async () => {
      const store = await openStore(database.url);
      await store.inquiryMailFailed(ID.old, new Date(Date.now() + 60_000), '550 boîte pleine');
      await store.close();
      const { out } = await run('stats');
      expect(out).toMatch(
        /Owner’s e-mails waiting to be sent: 3, the oldest since \d{4}-\d\d-\d\d \d\d:\d\d UTC \(\d attempt\(s\); last error: 550 boîte pleine\)\./,
      );
      expect(out).toContain('3 requests in all, 1 without proof of work');
      expect(out).toContain('Turned away (never stored nor mailed): honeypot 2.');
      expect(out).toMatch(/1 {2}securite-applicative/);
      expect(out).toContain('Requests per day (UTC):');
    });

    it('refuses a command it does not know, or show without an id', async () => {
      await expect(run('lister')).rejects.toThrow('Unknown command "lister"');
      await expect(run('show')).rejects.toThrow('show needs one request id');
    });
  });
}

inquiryCommands('SQLite', createSqliteDatabase);
onPostgres('npm run inquiries on PostgreSQL', () => {
  inquiryCommands('PostgreSQL', createPostgresDatabase);
});
