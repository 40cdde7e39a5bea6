import { onPostgres } from '../../../tests/support/postgres-suite.ts';
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createPostgresDatabase,
  createSqliteDatabase,
  type TestDatabase,
} from '../../../tests/support/databases.ts';
import { captureIo, setSignupTime, signUp } from '../../../tests/support/owner.ts';
import { startSmtpServer, type Verdict } from '../../../tests/support/smtp.ts';
import { openOwnerStore } from '../../store/owner.ts';
import { openStore } from '../../store/open-store.ts';
import { main } from '../signups.ts';
import { formatReleaseDate } from './compose.tsx';

const DATE = '2027-03-15';
const addresses = ['a@example.fr', 'b@example.fr', 'c@example.fr', 'd@example.fr', 'e@example.fr'];

function environment(database: TestDatabase, smtpUrl: string) {
  return {
    DATABASE_URL: database.url,
    SMTP_URL: smtpUrl,
    MAIL_FROM: 'Studio Exemple <annonce@example.fr>',
    PUBLIC_URL: 'https://studio.example.fr',
    MAIL_RATE_PER_MINUTE: '0',
  };
}

/** The command line in this process: `npm run signups -- …args`. */
async function announce(env: NodeJS.ProcessEnv, ...args: string[]) {
  const io = captureIo();
  const code = await main(['announce', '--date', DATE, ...args], io, env);
  return { code, out: io.out(), err: io.err() };
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setUp(createDatabase: () => Promise<TestDatabase>, decide?: (n: number) => Verdict) {
  const database = await createDatabase();
  cleanups.push(() => database.drop());
  const smtp = await startSmtpServer(decide);
  cleanups.push(() => smtp.close());
  await signUp(database, addresses);
  // One minute apart: the announcement goes out in sign-up order.
  for (const [index, address] of addresses.entries()) {
    await setSignupTime(database, address, new Date(Date.UTC(2026, 2, 1, 9, index)));
  }
  return { database, smtp, env: environment(database, smtp.url) };
}

function announcementTests(engine: string, createDatabase: () => Promise<TestDatabase>) {
  describe(`the announcement on ${engine}`, () => {
    it('writes to nobody and records nothing on a dry run', async () => {
      const { database, smtp, env } = await setUp(createDatabase);
      const run = await announce(env, '--dry-run');
      expect(run.code).toBe(0);
      expect(run.out).toContain(`Would send the announcement of ${DATE} to 5 address(es):`);
      expect(run.out).toContain('  a***@example.fr\n');
      expect(run.out).not.toContain('a@example.fr');
      expect(smtp.received()).toBe(0);
      expect(await database.query('SELECT * FROM announcement_deliveries')).toEqual([]);
      expect(
        await database.query('SELECT id FROM emails WHERE unsubscribe_token IS NOT NULL'),
      ).toEqual([]);
    });

    it('reports refusals without stopping, and a re-run sends only to those, never twice', async () => {
      const { database, smtp, env } = await setUp(createDatabase, (n) =>
        n === 2 ? 'refuse' : 'accept',
      );
      const first = await announce(env);
      expect(first.code).toBe(1);
      expect(first.out).toContain('sent to 4 address(es)');
      expect(first.out).toMatch(/Not sent \(1\)[^\n]*\n {2}b@example\.fr: /);

      const second = await announce(env);
      expect(second.code).toBe(0);
      expect(second.out).toContain('sent to 1 address(es)');
      const third = await announce(env);
      expect(third.out).toContain('sent to 0 address(es)');

      expect(smtp.accepted.map((message) => message.to).sort()).toEqual(addresses);
      const sent = await database.query<{ n: number | string }>(
        `SELECT count(*) AS n FROM announcement_deliveries WHERE status = 'sent'`,
      );
      expect(Number(sent[0]?.n)).toBe(5);
    });

    it('leaves everyone to the next run when the mail server cannot be reached', async () => {
      const { database, smtp, env } = await setUp(createDatabase);
      const closed = await startSmtpServer();
      await closed.close();
      const first = await announce({ ...env, SMTP_URL: closed.url });
      expect(first.code).toBe(1);
      expect(first.out).toContain('Not sent (5)');
      expect(first.out).not.toContain('Uncertain');
      expect(await database.query('SELECT * FROM announcement_deliveries')).toEqual([]);
      expect((await announce(env)).out).toContain('sent to 5 address(es)');
      expect(smtp.accepted).toHaveLength(5);
    });

    it('sends French text and HTML with one-click unsubscribe headers whose token unsubscribes', async () => {
      const { database, smtp, env } = await setUp(createDatabase);
      expect((await announce(env)).code).toBe(0);
      const message = smtp.accepted.find((received) => received.to === 'c@example.fr');
      // Headers unfolded (RFC 5322 allows a long header to continue on the next line).
      const raw = (message?.raw ?? '').replace(/\r\n[ \t]+/g, ' ');
      expect(raw).toMatch(/^From: Studio Exemple <annonce@example\.fr>/m);
      expect(raw).toMatch(/^Content-Type: multipart\/alternative/m);
      expect(raw).toMatch(/^Content-Type: text\/plain; charset=utf-8/m);
      expect(raw).toMatch(/^Content-Type: text\/html; charset=utf-8/m);
      expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m);
      const token =
        /^List-Unsubscribe: <https:\/\/studio\.example\.fr\/api\/unsubscribe\?token=([\w-]{22})>\r$/m.exec(
          raw,
        )?.[1];
      expect(token).toBeDefined();

      // As the server's one-click route does it, through the visitors' store.
      const visitors = await openStore(database.url);
      try {
        expect(await visitors.unsubscribe(token ?? '')).toBe(true);
        expect(await visitors.unsubscribe(token ?? '')).toBe(false);
      } finally {
        await visitors.close();
      }
      const store = await openOwnerStore(database.url);
      try {
        expect(await store.count()).toBe(4);
      } finally {
        await store.close();
      }
      // An address that left is never written to again, even for a new date.
      const again = await main(
        ['announce', '--date', '2027-04-01', '--new-date'],
        captureIo(),
        env,
      );
      expect(again).toBe(0);
      expect(smtp.accepted.filter((received) => received.to === 'c@example.fr')).toHaveLength(1);
      expect(smtp.accepted).toHaveLength(5 + 4);
    }, 15_000); // starts a server-side store (a writer thread) besides the two runs

    it('refuses another release date unless asked, so a typo does not write to everyone twice', async () => {
      const { env } = await setUp(createDatabase);
      await announce(env);
      const io = captureIo();
      await expect(main(['announce', '--date', '2027-03-16'], io, env)).rejects.toThrow(
        /already sent for 2027-03-15 \(5\)\. .*add --new-date/,
      );
    });

    it('resumes after the sender is killed mid-run, writing to nobody twice', async () => {
      const { database, smtp, env } = await setUp(createDatabase, (n) =>
        n === 3 ? 'hang' : 'accept',
      );
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'src/cli/signups.ts', 'announce', '--date', DATE],
        {
          env: { ...process.env, ...env },
          stdio: 'ignore',
        },
      );
      smtp.onMessage((n) => {
        // The third message has arrived, the server has not answered: crash now.
        if (n === 3) child.kill('SIGKILL');
      });
      const exit = await new Promise<NodeJS.Signals | null>((resolve) =>
        child.on('exit', (_code, signal) => {
          resolve(signal);
        }),
      );
      expect(exit).toBe('SIGKILL');
      expect(smtp.accepted.map((message) => message.to)).toEqual(['a@example.fr', 'b@example.fr']);

      const resumed = await announce(env);
      expect(resumed.out).toContain('sent to 2 address(es)');
      expect(resumed.out).toMatch(/Uncertain \(1\)[^\n]*\n {2}c@example\.fr: interrupted run/);
      expect(smtp.accepted.map((message) => message.to)).toEqual(
        addresses.filter((address) => address !== 'c@example.fr'),
      );

      // The owner decides to risk a duplicate for the uncertain address.
      const retried = await announce(env, '--retry-uncertain');
      expect(retried.code).toBe(0);
      expect(smtp.accepted.map((message) => message.to).sort()).toEqual(addresses);
      const states = await database.query<{ status: string }>(
        'SELECT status FROM announcement_deliveries',
      );
      expect(states.map((row) => row.status)).toEqual(Array(5).fill('sent'));
    }, 30_000);
  });
}

announcementTests('SQLite', createSqliteDatabase);

onPostgres('the announcement on PostgreSQL', () => {
  announcementTests('PostgreSQL', createPostgresDatabase);
});

describe('the announcement of a live site, its preview and its test message', () => {
  it('refuses to send while the content holds placeholders, and records nothing', async () => {
    const { database, smtp, env } = await setUp(createSqliteDatabase);
    await expect(announce({ ...env, PUBLIC_URL: 'https://www.studio-reel.fr' })).rejects.toThrow(
      /placeholders[\s\S]*store id of zeros/,
    );
    expect(smtp.received()).toBe(0);
    expect(await database.query('SELECT * FROM announcement_deliveries')).toEqual([]);
  });

  it('--preview prints the message and writes its HTML, sending nothing', async () => {
    const { database, smtp, env } = await setUp(createSqliteDatabase);
    const folder = await mkdtemp(join(tmpdir(), 'preview-'));
    cleanups.push(() => rm(folder, { recursive: true, force: true }));
    const file = join(folder, 'annonce.html');
    const run = await announce(env, '--preview', '--output', file);
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/^Subject: /);
    expect(run.out).toContain(formatReleaseDate(DATE));
    expect(await readFile(file, 'utf8')).toMatch(/^<!DOCTYPE html|^<!doctype html/i);
    expect(smtp.received()).toBe(0);
    expect(await database.query('SELECT * FROM announcement_deliveries')).toEqual([]);
  });

  it('--test-to sends the message once to the owner, and records nothing', async () => {
    const { database, smtp, env } = await setUp(createSqliteDatabase);
    const run = await announce(env, '--test-to', 'proprietaire@example.fr');
    expect(run.code).toBe(0);
    expect(smtp.accepted.map((message) => message.to)).toEqual(['proprietaire@example.fr']);
    expect(await database.query('SELECT * FROM announcement_deliveries')).toEqual([]);
    // The real run still has every address to write to.
    expect((await announce(env, '--dry-run')).out).toContain('to 5 address(es)');
  });
});
