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
      await add('ancienne', 'Ana Ancienne', 'ana@exemple.fr');
      await add('formule', '=HYPERLINK("x")', 'formule@exemple.fr', {
        offer: 'securite-applicative',
      });
      await add('sans-preuve', 'Sam Sans', 'sam@exemple.fr', { verified: false });
      await store.countRejection('honeypot');
      await store.countRejection('honeypot');
      await store.close();
      const old = new Date(Date.now() - 37 * 31 * 24 * 60 * 60 * 1000).toISOString();
      await database.query(
        `UPDATE inquiries SET created_at = '${old}', last_contact_at = '${old}' WHERE id = 'ancienne' RETURNING id`,
      );
    });
    afterEach(async () => {
      await database.drop();
    });

    it('lists the requests, oldest first, the unverified one marked', async () => {
      const { code, out } = await run('list');
      expect(code).toBe(0);
      const lines = out.trim().split('\n');
      expect(lines.map((line) => line.split(' ')[0])).toEqual([
        'ancienne',
        'formule',
        'sans-preuve',
      ]);
      expect(lines[2]).toContain('[non vérifié]');
    });

    it('shows one request whole, and says when there is none', async () => {
      const shown = await run('show', 'sans-preuve');
      expect(shown.out).toContain('sam@exemple.fr');
      expect(shown.out).toContain('Le projet de Sam Sans, sur plusieurs lignes.\nDeuxième ligne.');
      expect(await run('show', 'inconnue')).toMatchObject({
        code: 1,
        err: 'No request inconnue.\n',
      });
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
      expect((await run('delete', 'formule')).out).toBe('Erased request formule.\n');
      expect((await run('delete', 'formule')).out).toBe('No request formule: nothing to erase.\n');
      expect((await run('purge', '--dry-run')).out).toMatch(/^Dry run: would erase 1 request /);
      expect((await run('purge')).out).toMatch(
        /^Erased 1 request whose last contact is more than 36 months old/,
      );
      const left = await database.query<{ id: string }>('SELECT id FROM inquiries');
      expect(left).toEqual([{ id: 'sans-preuve' }]);
      // Its queued e-mail went with each erased request.
      expect(await database.query('SELECT inquiry_id FROM inquiry_outbox')).toHaveLength(1);
    });

    it('counts by offer, tells what was turned away, and what waits in the outbox and why', async () => {
      const store = await openStore(database.url);
      await store.inquiryMailFailed('ancienne', new Date(Date.now() + 60_000), '550 boîte pleine');
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
