import Database from 'better-sqlite3';
import { eventually } from '../../tests/support/eventually.ts';
import pg from 'pg';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  createPostgresDatabase,
  createSqliteDatabase,
  sqliteFileOf,
  type TestDatabase,
} from '../../tests/support/databases.ts';
import { onPostgres } from '../../tests/support/postgres-suite.ts';
import { appOn } from '../../tests/support/server.ts';
import { REQUEST_LOCK_TIMEOUT_MS } from '../store/connect.ts';
import { openStore } from '../store/open-store.ts';
import { StoreUnavailableError } from '../store/types.ts';

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
    it('answers writes of every kind 503 while the lock is held, and recovers once it goes', async () => {
      const database = await createDatabase();
      onTestFinished(() => database.drop());
      const { app, signUp, close } = await appOn(database);
      onTestFinished(() => close());

      const held = await lock(database);
      // Writes of different kinds, each its own transaction, queued behind the lock.
      const token = 'AAAAAAAAAAAAAAAAAAAAAA';
      const waiting = await Promise.all([
        signUp('a@exemple.fr'),
        app.inject({ method: 'POST', url: '/api/confirmation', payload: { token } }),
        app.inject({ method: 'POST', url: '/api/unsubscribe', payload: { token } }),
        signUp('b@exemple.fr'),
      ]);
      expect(waiting.map((response) => response.statusCode)).toEqual([503, 503, 503, 503]);
      await held.release();
      await eventually(async () => (await signUp('c@exemple.fr')).statusCode === 201);
    });

    it('makes GET /api/health answer 503 while the list cannot be written, 200 once it can (issue 46)', async () => {
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
      await eventually(async () => (await health()).code === 503, 500);
      expect(await health()).toEqual({
        code: 503,
        body: { status: 'unavailable', failing: 'storage' },
      });
      await held.release();
      await eventually(async () => (await health()).code === 200, 500);
    });
  });
}

describe("SQLite writes queued behind another process's lock (issue 19, item 6)", () => {
  it('each fails at its own deadline, counted from its arrival, not one lock wait after another', async () => {
    const database = await createSqliteDatabase();
    onTestFinished(() => database.drop());
    const store = await openStore(database.url);
    onTestFinished(() => store.close());
    const other = new Database(sqliteFileOf(database));
    other.exec('BEGIN IMMEDIATE');
    onTestFinished(() => {
      other.exec('COMMIT');
      other.close();
    });
    // The deadlines are the HTTP thread's timers: faked, they pass when the
    // test says, whatever the machine's speed (the lock is real).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const deadline = REQUEST_LOCK_TIMEOUT_MS + 1_000;
    const settled: string[] = [];
    // Calls straight to the writer thread (a sign-up's batch waits for the
    // batch before it: group commit keeps one in flight).
    const token = 'AAAAAAAAAAAAAAAAAAAAAA';
    const writes = [
      ['confirmation', () => store.confirm(token)],
      ['unsubscribe', () => store.unsubscribe(token)],
      ['expiry', () => store.expireUnconfirmed(new Date())],
      ['rejection', () => store.countRejection('honeypot')],
    ] as const;
    const outcomes: Promise<unknown>[] = [];
    // One arrives every quarter of a deadline, each while the ones before wait.
    for (const [name, write] of writes) {
      outcomes.push(
        write().then(
          () => settled.push(`${name}: stored`),
          (error: unknown) => {
            settled.push(
              `${name}: ${error instanceof StoreUnavailableError ? '503' : String(error)}`,
            );
          },
        ),
      );
      await vi.advanceTimersByTimeAsync(deadline / 4);
    }
    // The first arrived a whole deadline ago; the others' deadlines pass one
    // quarter apart, each settled by then, not after the ones before.
    expect(settled).toEqual(['confirmation: 503']);
    await vi.advanceTimersByTimeAsync(deadline / 4);
    expect(settled).toEqual(['confirmation: 503', 'unsubscribe: 503']);
    await vi.advanceTimersByTimeAsync(deadline / 2);
    await Promise.all(outcomes);
    expect(settled).toEqual([
      'confirmation: 503',
      'unsubscribe: 503',
      'expiry: 503',
      'rejection: 503',
    ]);
  });
});

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
