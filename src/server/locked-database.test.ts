import Database from 'better-sqlite3';
import pg from 'pg';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  createPostgresDatabase,
  createSqliteDatabase,
  sqliteFileOf,
  type TestDatabase,
} from '../../tests/support/databases.ts';
import { onPostgres } from '../../tests/support/postgres-suite.ts';
import { appOn } from '../../tests/support/server.ts';

/** Another process holding the write lock, and a way to let it go. */
interface Lock {
  release(): Promise<void>;
}

function lockedDatabaseTests(
  engine: string,
  createDatabase: () => Promise<TestDatabase>,
  lock: (database: TestDatabase) => Promise<Lock>,
) {
  describe(`a request while another process holds the ${engine} database (issue 19, item 6)`, () => {
    it(
      'gets its 503 within seconds, and the server recovers once the lock goes',
      { timeout: 30_000 },
      async () => {
        const database = await createDatabase();
        onTestFinished(() => database.drop());
        const { app, signUp, close } = await appOn(database);
        onTestFinished(() => close());

        const held = await lock(database);
        const started = performance.now();
        // Writes of different kinds, each its own transaction, queued behind the lock.
        const token = 'AAAAAAAAAAAAAAAAAAAAAA';
        const waiting = await Promise.all([
          signUp('a@exemple.fr'),
          app.inject({ method: 'POST', url: '/api/confirmation', payload: { token } }),
          app.inject({ method: 'POST', url: '/api/unsubscribe', payload: { token } }),
          signUp('b@exemple.fr'),
        ]);
        const waited = performance.now() - started;
        expect(waiting.map((response) => response.statusCode)).toEqual([503, 503, 503, 503]);
        // Each within its deadline, not one lock wait after another.
        expect(waited).toBeLessThan(6_000);
        await held.release();
        await expect
          .poll(async () => (await signUp('c@exemple.fr')).statusCode, { timeout: 15_000 })
          .toBe(201);
      },
    );

    it(
      'answers sign-ups arriving one after another behind the lock each within its deadline',
      { timeout: 30_000 },
      async () => {
        const database = await createDatabase();
        onTestFinished(() => database.drop());
        const { signUp, close } = await appOn(database);
        onTestFinished(() => close());
        const held = await lock(database);
        onTestFinished(() => held.release());
        // Each arrives while the one before is written: one batch each.
        const started = performance.now();
        const answers: Promise<number>[] = [];
        for (const name of ['d', 'e', 'f', 'g']) {
          answers.push(signUp(`${name}@exemple.fr`).then((response) => response.statusCode));
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect(await Promise.all(answers)).toEqual([503, 503, 503, 503]);
        // Not one lock wait after another (3 s, 6 s, 9 s…).
        expect(performance.now() - started).toBeLessThan(6_000);
      },
    );

    it(
      'makes GET /api/health answer 503 while the list cannot be written, 200 once it can (issue 46)',
      { timeout: 30_000 },
      async () => {
        const database = await createDatabase();
        onTestFinished(() => database.drop());
        const { app, close } = await appOn(database);
        onTestFinished(() => close());
        const health = async () => {
          const response = await app.inject({ method: 'GET', url: '/api/health' });
          return { code: response.statusCode, body: response.json<Record<string, string>>() };
        };
        expect(await health()).toEqual({ code: 200, body: { status: 'ok' } });
        const held = await lock(database);
        // The last success is given again for a few seconds (health-probe.ts).
        await expect
          .poll(health, { timeout: 15_000, interval: 500 })
          .toEqual({ code: 503, body: { status: 'unavailable', failing: 'storage' } });
        await held.release();
        await expect
          .poll(async () => (await health()).code, { timeout: 15_000, interval: 500 })
          .toBe(200);
      },
    );
  });
}

lockedDatabaseTests('SQLite', createSqliteDatabase, (database) => {
  const other = new Database(sqliteFileOf(database));
  other.exec('BEGIN IMMEDIATE');
  return Promise.resolve({
    release() {
      other.exec('COMMIT');
      other.close();
      return Promise.resolve();
    },
  });
});

onPostgres('a locked PostgreSQL database', () => {
  lockedDatabaseTests('PostgreSQL', createPostgresDatabase, async (database) => {
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    await other.query('BEGIN');
    await other.query('LOCK TABLE emails IN ACCESS EXCLUSIVE MODE');
    return {
      async release() {
        await other.query('COMMIT');
        await other.end();
      },
    };
  });
});
