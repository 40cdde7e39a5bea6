import { onPostgres } from '../../../tests/support/postgres-suite.ts';
import Fastify from 'fastify';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  createPostgresDatabase,
  createSqliteDatabase,
  type TestDatabase,
} from '../../../tests/support/databases.ts';
import { startSmtpServer } from '../../../tests/support/smtp.ts';
import { startDigest } from './start-digest.ts';
import { openStore } from '../../store/open-store.ts';
import { parseDigestSchedule } from '../../config/digest-schedule.ts';

const OWNER = 'proprietaire@example.fr';
/** Monday 23 November 2026, 07:59 in Paris (06:59 UTC): a minute before the summary's hour. */
const BEFORE_THE_HOUR = Date.parse('2026-11-23T06:59:00Z');
const schedule = parseDigestSchedule('monday 08:00') ?? { weekday: 1, hour: 8, minute: 0 };

function digestTests(engine: string, createDatabase: () => Promise<TestDatabase>) {
  describe(`the owner's weekly summary on ${engine}`, () => {
    /** A database holding two weeks of counts and two quote requests waiting, and an SMTP server. */
    async function setUp() {
      const database = await createDatabase();
      onTestFinished(() => database.drop());
      const store = await openStore(database.url);
      await store.recordAudience({
        pages: [
          { day: '2026-11-20', path: '/Contact', views: 30, visits: 10 },
          { day: '2026-11-21', path: '/', views: 12, visits: 12 },
          { day: '2026-11-13', path: '/', views: 20, visits: 9 },
        ],
        referrers: [{ day: '2026-11-20', host: 'www.search.example', views: 7 }],
        devices: [],
        conversions: [
          { day: '2026-11-20', kind: 'inquiry', fromPath: '/Contact', entryPath: '/', count: 2 },
          { day: '2026-11-14', kind: 'signup', fromPath: '', entryPath: '', count: 1 },
        ],
      });
      for (const [id, name, received] of [
        ['11111111-0000-4000-8000-000000000001', 'Jeanne Récente', '2026-11-22T06:00:00Z'],
        ['22222222-0000-4000-8000-000000000002', 'Paul Ancien', '2026-11-18T06:00:00Z'],
      ] as const) {
        await store.addInquiry({
          id,
          name,
          email: `${id.slice(0, 8)}@example.fr`,
          emailKey: `${id.slice(0, 8)}@example.fr`,
          company: null,
          phone: null,
          offer: null,
          budget: null,
          message: 'Nous voudrions relier notre boutique en ligne à la comptabilité.',
          verified: true,
          page: '/Contact',
          dedupeKey: id,
        });
        // Received days ago (the store dates a request by the real clock).
        await database.query(
          `UPDATE inquiries SET created_at = '${received.replace('Z', '.000Z')}' WHERE id = '${id}' RETURNING id`,
        );
      }
      await store.close();
      const smtp = await startSmtpServer();
      onTestFinished(() => smtp.close());
      return { database, smtp };
    }

    /** A server's scheduler on `database`, with the test's clock. */
    function server(database: TestDatabase, smtpUrl: string, clock: { now: number }) {
      const app = Fastify({ logger: { level: 'silent' } });
      const digest = startDigest({
        databaseUrl: database.url,
        mail: { smtpUrl, mailFrom: 'site@example.fr', ownerEmail: OWNER },
        schedule,
        log: app.log,
        now: () => new Date(clock.now),
        pollMs: 60 * 60_000,
      });
      onTestFinished(() => digest.stop());
      return digest;
    }

    it('is sent once a week by one of two servers on one database, once the hour has come', async () => {
      const { database, smtp } = await setUp();
      const clock = { now: BEFORE_THE_HOUR };
      const servers = [server(database, smtp.url, clock), server(database, smtp.url, clock)];
      const checkBoth = () => Promise.all(servers.map((each) => each.check()));
      await checkBoth();
      expect(smtp.accepted).toHaveLength(0);
      // Across the hour: both look at once, one sends.
      clock.now += 60_000;
      await checkBoth();
      expect(smtp.accepted).toHaveLength(1);
      clock.now += 3 * 60 * 60_000;
      await checkBoth();
      await checkBoth();
      expect(smtp.accepted).toHaveLength(1);
      // The next week, once more.
      clock.now += 7 * 24 * 60 * 60_000;
      await checkBoth();
      expect(smtp.accepted).toHaveLength(2);
      expect(
        await database.query<{ week: string }>('SELECT week FROM owner_digests ORDER BY week'),
      ).toEqual([{ week: '2026-11-23' }, { week: '2026-11-30' }]);

      const [first] = smtp.accepted;
      expect(first?.to).toBe(OWNER);
      expect(decodedText(first?.raw ?? '')).toContain('Pages vues\u00a0: 42');
    });

    it('lists the quote requests waiting for an answer, oldest first, with their age', async () => {
      const { database, smtp } = await setUp();
      const clock = { now: BEFORE_THE_HOUR + 60_000 };
      await server(database, smtp.url, clock).check();
      expect(smtp.accepted).toHaveLength(1);
      const text = decodedText(smtp.accepted[0]?.raw ?? '');
      expect(text).toContain('Pages vues\u00a0: 42 (la semaine d’avant\u00a0: 20, +110\u00a0%)');
      expect(text).toContain('/Contact\u00a0: 30 vues, 2 devis');
      expect(text).toContain('www.search.example\u00a0: 7');
      const oldest = text.indexOf('Paul Ancien — reçue il y a 5\u00a0jours · 22222222');
      const newest = text.indexOf('Jeanne Récente — reçue il y a 1\u00a0jour · 11111111');
      expect(oldest).toBeGreaterThan(0);
      expect(newest).toBeGreaterThan(oldest);
    });
  });
}

/** The plain-text part of a raw message (quoted-printable, UTF-8). */
function decodedText(raw: string): string {
  const part = /Content-Type: text\/plain[\s\S]*?\r?\n\r?\n([\s\S]*?)\r?\n--/.exec(raw)?.[1] ?? '';
  const bytes = part
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

digestTests('SQLite', createSqliteDatabase);
onPostgres('the owner’s weekly summary on PostgreSQL', () => {
  digestTests('PostgreSQL', createPostgresDatabase);
});
