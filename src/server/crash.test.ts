import { existsSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createPostgresDatabase,
  createSqliteDatabase,
  describePostgresSkipReason,
  type TestDatabase,
} from '../../tests/support/databases.ts';
import { startServerProcess } from '../../tests/support/server-process.ts';
import { sqlitePathFromUrl } from './store/sqlite-store.ts';

const LOAD_MS = 1500;
const CONNECTIONS = 16;

/**
 * Posts distinct addresses over CONNECTIONS parallel loops until told to
 * stop or the server stops answering 201, and keeps the addresses that were
 * answered 201.
 */
async function loadUntilKilled(url: string, kill: Promise<void>) {
  const acknowledged: string[] = [];
  let stopped = false;
  void kill.then(() => {
    stopped = true;
  });
  const loop = async (worker: number) => {
    for (let index = 0; !stopped; index += 1) {
      const email = `crash-${worker}-${index}@exemple.fr`;
      try {
        const response = await fetch(`${url}/api/signups`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email }),
        });
        // A stopping server answers 503 to new requests: the load ends there.
        if (response.status !== 201) return;
        acknowledged.push(email);
      } catch {
        return; // the server is gone: this request was never acknowledged
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, worker) => loop(worker)));
  return acknowledged;
}

function crashTest(engine: string, createDatabase: () => Promise<TestDatabase>) {
  describe(`a SIGKILL under load on ${engine}`, () => {
    const databases: TestDatabase[] = [];
    afterAll(async () => {
      await Promise.all(databases.map((database) => database.drop()));
    });

    it('loses no acknowledged sign-up', { timeout: 60_000 }, async () => {
      const database = await createDatabase();
      databases.push(database);
      const env = { DATABASE_URL: database.url, SIGNUP_RATE_LIMIT: '0' };
      const server = await startServerProcess(env);
      const kill = new Promise<void>((resolve) =>
        setTimeout(() => {
          // No chance to flush or close anything: the process just disappears.
          void server.stop('SIGKILL').then(() => {
            resolve();
          });
        }, LOAD_MS),
      );
      const acknowledged = await loadUntilKilled(server.url, kill);
      await kill;
      expect(acknowledged.length).toBeGreaterThan(100);

      // The restarted server recovers the database and answers.
      const restarted = await startServerProcess(env);
      const health = await fetch(`${restarted.url}/api/health`);
      expect(health.status).toBe(200);
      await restarted.stop('SIGTERM');

      const rows = await database.query<{ email: string }>('SELECT email FROM emails');
      const stored = new Set(rows.map((row) => row.email));
      const lost = acknowledged.filter((email) => !stored.has(email));
      expect(lost).toEqual([]);
    });
  });
}

describe('a SIGTERM under load', () => {
  it(
    'answers what is in flight, stores it, closes storage and exits 0',
    { timeout: 60_000 },
    async () => {
      const database = await createSqliteDatabase();
      const server = await startServerProcess({
        DATABASE_URL: database.url,
        SIGNUP_RATE_LIMIT: '0',
      });
      let exitCode: number | null | undefined;
      const stop = new Promise<void>((resolve) =>
        setTimeout(() => {
          void server.stop('SIGTERM').then((code) => {
            exitCode = code;
            resolve();
          });
        }, LOAD_MS),
      );
      const acknowledged = await loadUntilKilled(server.url, stop);
      await stop;
      expect(exitCode).toBe(0);
      expect(acknowledged.length).toBeGreaterThan(100);
      const rows = await database.query<{ email: string }>('SELECT email FROM emails');
      const stored = new Set(rows.map((row) => row.email));
      expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
      // Closed cleanly: SQLite folded its log back into the database file.
      expect(existsSync(`${sqlitePathFromUrl(database.url)}-wal`)).toBe(false);
      await database.drop();
    },
  );
});

crashTest('SQLite', createSqliteDatabase);
const skipReason = describePostgresSkipReason();
if (skipReason) {
  console.warn(skipReason);
  describe.skip(`a SIGKILL under load on PostgreSQL (${skipReason})`, () => {
    it('needs TEST_DATABASE_URL', () => {});
  });
} else {
  crashTest('PostgreSQL', createPostgresDatabase);
}
