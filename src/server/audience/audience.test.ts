import { onPostgres } from '../../../tests/support/postgres-suite.ts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  createPostgresDatabase,
  createSqliteDatabase,
  type TestDatabase,
} from '../../../tests/support/databases.ts';
import {
  createTinySite,
  DESKTOP_BROWSER,
  PHONE_BROWSER,
} from '../../../tests/support/tiny-site.ts';
import { openStore } from '../../store/open-store.ts';
import { visitorStore } from '../../store/open-store.ts';
import { apiPaths } from '../../shared/paths.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const CLIENT = '203.0.113.77';

interface PageRow {
  day: string;
  path: string;
  views: number;
  visits: number;
}

function audienceTests(engine: string, createDatabase: () => Promise<TestDatabase>) {
  describe(`audience counts on ${engine}`, () => {
    /** The application on a fresh database, with a clock the test moves. */
    async function setUp(env: Record<string, string> = {}) {
      const database = await createDatabase();
      onTestFinished(() => database.drop());
      const store = await openStore(database.url);
      onTestFinished(() => store.close());
      const clock = { now: Date.parse('2026-11-23T10:00:00Z') };
      const app = await buildApp({
        config: loadConfig({
          STATIC_DIR: await createTinySite(),
          LOG_LEVEL: 'silent',
          INQUIRY_MIN_SECONDS: '0',
          ...env,
        }),
        store: visitorStore(store),
        audience: { now: () => clock.now, flushMs: 60_000 },
      });
      let closed = false;
      onTestFinished(async () => {
        if (!closed) await app.close();
      });
      const close = async () => {
        closed = true;
        await app.close();
      };
      return { database, store, app, clock, close };
    }

    const visit = (
      app: FastifyInstance,
      url: string,
      headers: Record<string, string> = {},
      method: 'GET' | 'HEAD' = 'GET',
    ) =>
      app.inject({
        method,
        url,
        remoteAddress: CLIENT,
        headers: { 'user-agent': DESKTOP_BROWSER, 'accept-encoding': 'br', ...headers },
      });

    /**
     * A page's beacon as the browser sends it (src/site/lib/page-view-beacon.ts):
     * the page's address, then the referring site's host when there is one, as
     * plain text; from the site's own page.
     */
    const view = (
      app: FastifyInstance,
      path: string,
      {
        referrer,
        headers = {},
        address = CLIENT,
      }: { referrer?: string; headers?: Record<string, string>; address?: string } = {},
    ) =>
      app.inject({
        method: 'POST',
        url: apiPaths.pageViews,
        remoteAddress: address,
        headers: {
          'user-agent': DESKTOP_BROWSER,
          'content-type': 'text/plain;charset=UTF-8',
          origin: 'http://localhost:80',
          'sec-fetch-site': 'same-origin',
          ...headers,
        },
        payload: referrer === undefined ? path : `${path}\n${referrer}`,
      });

    const pages = (database: TestDatabase) =>
      database.query<PageRow>(
        'SELECT day, path, views, visits FROM audience_pages ORDER BY day, path',
      );

    it('counts a page view once by its beacon, a visit once a day, with its referring site and device', async () => {
      const { database, app, close } = await setUp();
      const first = await view(app, '/Website', { referrer: 'www.search.example' });
      expect(first.statusCode).toBe(204);
      expect(first.headers['set-cookie']).toBeUndefined();
      // The next page of the visit: its referrer is the site itself, which the page does not send.
      expect((await view(app, '/Offer/securite')).statusCode).toBe(204);
      // A second visitor, on another network, from the same site: it is named, with both views.
      await view(app, '/Website', {
        referrer: 'www.search.example',
        address: '198.51.100.9',
        headers: { 'user-agent': PHONE_BROWSER },
      });
      await close();
      expect(await pages(database)).toEqual([
        { day: '2026-11-23', path: '/Offer/securite', views: 1, visits: 0 },
        { day: '2026-11-23', path: '/Website', views: 2, visits: 2 },
      ]);
      expect(
        await database.query(
          'SELECT day, host, views FROM audience_referrers WHERE views <> 0 ORDER BY host',
        ),
      ).toEqual([{ day: '2026-11-23', host: 'www.search.example', views: 2 }]);
      expect(
        await database.query('SELECT device, views FROM audience_devices ORDER BY device'),
      ).toEqual([
        { device: 'desktop', views: 2 },
        { device: 'phone', views: 1 },
      ]);
    });

    it('keeps one client’s forged referrers, and hosts seen once, from taking the real ones’ places', async () => {
      const { database, app, close } = await setUp();
      // One client, 600 made-up referring sites: more than the day's list holds.
      for (let index = 0; index < 600; index += 1) {
        await view(app, '/Website', { referrer: `spam-${String(index)}.example` });
      }
      // Then real visitors, from two different addresses, from one real site.
      for (const address of ['198.51.100.7', '198.51.100.8']) {
        await view(app, '/Website', {
          referrer: 'www.journal.example',
          address,
          headers: { 'user-agent': PHONE_BROWSER },
        });
      }
      await close();
      const named = await database.query<{ host: string; views: number }>(
        "SELECT host, views FROM audience_referrers WHERE views <> 0 AND host <> '(autres)'",
      );
      expect(named).toEqual([{ host: 'www.journal.example', views: 2 }]);
    });

    it('names no referring site for one client rotating its User-Agent, nor for one IPv6 /64 (security review L1)', async () => {
      const { database, app, close } = await setUp();
      const agent = (index: number) => `${DESKTOP_BROWSER} Build/${String(index)}`;
      for (let index = 0; index < 40; index += 1) {
        const referrer = `casino-${String(index)}.spam.example`;
        for (const copy of [0, 1]) {
          await view(app, '/', { referrer, headers: { 'user-agent': agent(2 * index + copy) } });
          await view(app, '/', {
            referrer: `v6-${String(index)}.spam.example`,
            address: `2001:db8:42:7::${(2 * index + copy + 1).toString(16)}`,
          });
        }
      }
      // A real referring site, then two real visitors from two networks.
      for (const address of ['198.51.100.7', '2001:db8:99:1::1']) {
        await view(app, '/', {
          referrer: 'www.journal.example',
          address,
          headers: { 'user-agent': PHONE_BROWSER },
        });
      }
      await close();
      const named = await database.query<{ host: string }>(
        "SELECT host FROM audience_referrers WHERE views <> 0 AND host <> '(autres)'",
      );
      expect(named).toEqual([{ host: 'www.journal.example' }]);
    });

    it('counts nothing for a page it serves: only a beacon counts, and not from robots, objecting visitors, other sites, or for what is no page', async () => {
      const { database, app, close } = await setUp();
      // Pages and files served, by any method: the server no longer counts what it sends.
      const served = await Promise.all([
        visit(app, '/Website', { referer: 'https://www.search.example/' }),
        visit(app, '/'),
        visit(app, '/assets/main-abc123.js'),
        visit(app, '/og/Website.png'),
        visit(app, '/api/health'),
        visit(app, '/Website', {}, 'HEAD'),
        visit(app, '/page-inconnue'),
        visit(app, '/website'),
      ]);
      expect(served.map((answer) => answer.statusCode)).toEqual([
        200, 200, 200, 200, 200, 200, 404, 301,
      ]);
      const beacons = [
        view(app, '/Website', {
          headers: {
            'user-agent':
              'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
          },
        }),
        app.inject({
          method: 'POST',
          url: apiPaths.pageViews,
          remoteAddress: CLIENT,
          headers: { 'content-type': 'text/plain' },
          payload: '/Website',
        }),
        view(app, '/Website', { headers: { 'sec-gpc': '1' } }),
        view(app, '/Website', { headers: { dnt: '1' } }),
        // Not a page of the site: unknown, in another case, another site's address.
        view(app, '/page-inconnue'),
        view(app, '/website'),
        view(app, 'https://ailleurs.example/Website'),
        // Another site's page posting for its visitors.
        view(app, '/Website', {
          headers: { origin: 'https://ailleurs.example', 'sec-fetch-site': 'cross-site' },
        }),
        view(app, '/Website', { headers: { origin: 'null', 'sec-fetch-site': 'cross-site' } }),
        // Not a beacon: too long, or JSON.
        view(app, 'x'.repeat(600)),
        app.inject({
          method: 'POST',
          url: apiPaths.pageViews,
          remoteAddress: CLIENT,
          headers: { 'user-agent': DESKTOP_BROWSER, 'content-type': 'application/json' },
          payload: { path: '/Website' },
        }),
      ];
      expect((await Promise.all(beacons)).map((answer) => answer.statusCode)).toEqual([
        204, 204, 204, 204, 204, 204, 204, 403, 403, 413, 204,
      ]);
      await close();
      expect(await pages(database)).toEqual([]);
      expect(await database.query('SELECT * FROM audience_devices')).toEqual([]);
      expect(await database.query('SELECT * FROM audience_referrers')).toEqual([]);
    });

    it('counts the beacons of a copy of the site on an allowed origin, which may read the answer', async () => {
      const copy = 'https://copie.example';
      const { database, app, close } = await setUp({ ALLOWED_ORIGINS: copy });
      const answer = await view(app, '/Website', {
        referrer: 'www.search.example',
        headers: { origin: copy, 'sec-fetch-site': 'cross-site' },
      });
      expect(answer.statusCode).toBe(204);
      expect(answer.headers['access-control-allow-origin']).toBe(copy);
      // The copy's next page: the page leaves its own host out; the API's host is never a referrer.
      await view(app, '/Offer/securite', {
        referrer: 'localhost',
        headers: { origin: copy, 'sec-fetch-site': 'cross-site' },
      });
      await close();
      expect(await pages(database)).toEqual([
        { day: '2026-11-23', path: '/Offer/securite', views: 1, visits: 0 },
        { day: '2026-11-23', path: '/Website', views: 1, visits: 1 },
      ]);
      expect(await database.query('SELECT host, views FROM audience_referrers')).toEqual([
        { host: '(autres)', views: 1 },
      ]);
    });

    it('sets no cookie and stores neither the client address nor its User-Agent, in any table', async () => {
      const { database, app, close } = await setUp();
      const agent = `${DESKTOP_BROWSER} Unique/4242`;
      const answers = [
        await visit(app, '/', { 'user-agent': agent, referer: 'https://ailleurs.example/' }),
        await view(app, '/', { referrer: 'ailleurs.example', headers: { 'user-agent': agent } }),
        await view(app, '/Kaouka_app_android', { headers: { 'user-agent': agent } }),
        await app.inject({
          method: 'POST',
          url: '/api/signups',
          remoteAddress: CLIENT,
          headers: {
            'user-agent': agent,
            referer: 'http://localhost:80/Kaouka_app_android',
            'content-type': 'application/json',
          },
          payload: { email: 'lecteur@example.fr' },
        }),
      ];
      for (const answer of answers) expect(answer.headers['set-cookie']).toBeUndefined();
      await close();
      const dump = JSON.stringify(await everyRow(database));
      expect(dump).toContain('/Kaouka_app_android');
      expect(dump).not.toContain(CLIENT);
      expect(dump).not.toContain('Unique/4242');
    });

    it('attributes sign-ups and quote requests to the page their form was sent from', async () => {
      const { database, app, close } = await setUp();
      await view(app, '/Website', { referrer: 'www.search.example' });
      await view(app, '/Kaouka_app_android');
      const signUp = (email: string, page?: string) =>
        app.inject({
          method: 'POST',
          url: '/api/signups',
          remoteAddress: CLIENT,
          // The Referer names another page: the form's own word is what counts.
          headers: {
            'user-agent': DESKTOP_BROWSER,
            'content-type': 'application/json',
            referer: 'http://localhost:80/Website',
          },
          payload: { email, ...(page === undefined ? {} : { page }) },
        });
      expect((await signUp('a@example.fr', '/Kaouka_app_android')).statusCode).toBe(201);
      // A repeat stores nothing: it is not a sign-up. A page that is not one of the site's is not kept.
      await signUp('a@example.fr', '/Kaouka_app_android');
      await signUp('b@example.fr', '/inventee');
      await signUp('c@example.fr', 'https://ailleurs.example/Website');
      // A quote request sent without script (stored « non vérifié », so it counts),
      // from an offer's page: its hidden field says so.
      const inquiry = await app.inject({
        method: 'POST',
        url: '/api/inquiries',
        remoteAddress: CLIENT,
        headers: {
          'user-agent': DESKTOP_BROWSER,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams({
          name: 'Jeanne Martin',
          email: 'jeanne@example.fr',
          message: 'Nous voudrions un audit de sécurité de notre application web avant sa sortie.',
          page: '/Offer/securite',
        }).toString(),
      });
      expect(inquiry.statusCode).toBe(303);
      await close();
      expect(
        await database.query(
          'SELECT kind, from_path, entry_path, count FROM audience_conversions ORDER BY kind, from_path',
        ),
      ).toEqual([
        { kind: 'inquiry', from_path: '/Offer/securite', entry_path: '/Website', count: 1 },
        { kind: 'signup', from_path: '', entry_path: '/Website', count: 2 },
        { kind: 'signup', from_path: '/Kaouka_app_android', entry_path: '/Website', count: 1 },
      ]);
      // The request itself keeps the page it was sent from.
      expect(await database.query('SELECT page FROM inquiries')).toEqual([
        { page: '/Offer/securite' },
      ]);
    });

    it('draws a new salt at the day’s change: the same visitor makes a new visit, counted under the new day', async () => {
      const { database, app, clock, close } = await setUp();
      const salt = app.audience.saltFingerprint();
      await view(app, '/');
      await view(app, '/');
      clock.now += DAY_MS;
      await view(app, '/');
      expect(app.audience.saltFingerprint()).not.toBe(salt);
      await close();
      expect(await pages(database)).toEqual([
        { day: '2026-11-23', path: '/', views: 2, visits: 1 },
        { day: '2026-11-24', path: '/', views: 1, visits: 1 },
      ]);
    });

    it('deletes the days older than 25 months with its first flush', async () => {
      const { database, store, app, close } = await setUp();
      // 25 months before 2026-11-23 is 2024-10-23: that day is kept, the one before goes.
      await store.recordAudience({
        pages: [
          { day: '2024-10-22', path: '/', views: 5, visits: 5 },
          { day: '2024-10-23', path: '/', views: 7, visits: 7 },
        ],
        referrers: [{ day: '2024-10-22', host: 'ailleurs.example', views: 1 }],
        devices: [{ day: '2024-10-22', device: 'phone', views: 5 }],
        conversions: [{ day: '2024-01-01', kind: 'signup', fromPath: '', entryPath: '', count: 1 }],
      });
      await view(app, '/');
      await close();
      expect(await pages(database)).toEqual([
        { day: '2024-10-23', path: '/', views: 7, visits: 7 },
        { day: '2026-11-23', path: '/', views: 1, visits: 1 },
      ]);
      expect(await database.query('SELECT * FROM audience_conversions')).toEqual([]);
      expect(await database.query('SELECT * FROM audience_referrers')).toEqual([]);
      expect(await database.query('SELECT day FROM audience_devices')).toEqual([
        { day: '2026-11-23' },
      ]);
    });

    it('counts nothing with AUDIENCE=off', async () => {
      const { database, app, close } = await setUp({ AUDIENCE: 'off' });
      expect((await view(app, '/Website')).statusCode).toBe(204);
      await close();
      expect(await pages(database)).toEqual([]);
    });
  });
}

/** Every row of every table, for looking for what must not be there. */
async function everyRow(database: TestDatabase): Promise<unknown[]> {
  const tables =
    database.engine === 'sqlite'
      ? await database.query<{ name: string }>(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
        )
      : await database.query<{ name: string }>(
          'SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema()',
        );
  expect(tables.map((table) => table.name)).toContain('audience_pages');
  const rows: unknown[] = [];
  for (const { name } of tables) rows.push(...(await database.query(`SELECT * FROM ${name}`)));
  return rows;
}

audienceTests('SQLite', createSqliteDatabase);
onPostgres('audience counts on PostgreSQL', () => {
  audienceTests('PostgreSQL', createPostgresDatabase);
});
