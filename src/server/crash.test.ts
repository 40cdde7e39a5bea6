import { onPostgres } from '../../tests/support/postgres-suite.ts';
import { existsSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createPostgresDatabase,
  createSqliteDatabase,
  sqliteFileOf,
  type TestDatabase,
} from '../../tests/support/databases.ts';
import { startServerProcess, type ServerProcess } from '../../scripts/lib/server-process.ts';

const CONNECTIONS = 16;
/** The signal is sent once this many sign-ups were acknowledged: an event, not a time. */
const ACKNOWLEDGED_BEFORE_SIGNAL = 200;

/**
 * Posts distinct addresses over CONNECTIONS parallel loops, sends `signal`
 * to the server in the middle of that load, and returns the addresses that
 * were answered 201 (the loops end when the server stops answering 201)
 * with the server's exit code.
 */
async function signalUnderLoad(server: ServerProcess, signal: NodeJS.Signals) {
  const acknowledged: string[] = [];
  let exited: Promise<number | null> | undefined;
  const sendSignal = () => (exited ??= server.stop(signal));

  const loop = async (worker: number) => {
    for (let index = 0; ; index += 1) {
      const email = `charge-${worker}-${index}@exemple.fr`;
      try {
        const response = await fetch(`${server.url}/api/signups`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email }),
        });
        // A stopping server answers 503 to new requests: the load ends there.
        if (response.status !== 201) return;
        acknowledged.push(email);
        if (acknowledged.length === ACKNOWLEDGED_BEFORE_SIGNAL) void sendSignal();
      } catch {
        return; // the server is gone: this request was never acknowledged
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, worker) => loop(worker)));
  const exitCode = await sendSignal();
  return { acknowledged, exitCode };
}

async function missingFrom(database: TestDatabase, acknowledged: readonly string[]) {
  const rows = await database.query<{ email: string }>('SELECT email FROM emails');
  const stored = new Set(rows.map((row) => row.email));
  return acknowledged.filter((email) => !stored.has(email));
}

function crashTest(engine: string, createDatabase: () => Promise<TestDatabase>) {
  describe(`a SIGKILL under load on ${engine}`, () => {
    const databases: TestDatabase[] = [];
    afterAll(async () => {
      await Promise.all(databases.map((database) => database.drop()));
    });

    it('loses no acknowledged sign-up', async () => {
      const database = await createDatabase();
      databases.push(database);
      const env = { DATABASE_URL: database.url, SIGNUP_RATE_LIMIT: '0' };
      // SIGKILL: no chance to flush or close anything, the process just disappears.
      const { acknowledged } = await signalUnderLoad(await startServerProcess(env), 'SIGKILL');
      expect(acknowledged.length).toBeGreaterThan(0);

      // The restarted server recovers the database and answers.
      const restarted = await startServerProcess(env);
      expect((await fetch(`${restarted.url}/api/health`)).status).toBe(200);
      await restarted.stop('SIGTERM');
      expect(await missingFrom(database, acknowledged)).toEqual([]);
    });
  });
}

describe('a SIGTERM under load', () => {
  it('answers what is in flight, stores it, closes storage, exits 0', async () => {
    const database = await createSqliteDatabase();
    const server = await startServerProcess({
      DATABASE_URL: database.url,
      SIGNUP_RATE_LIMIT: '0',
    });
    const { acknowledged, exitCode } = await signalUnderLoad(server, 'SIGTERM');
    expect(exitCode).toBe(0);
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(await missingFrom(database, acknowledged)).toEqual([]);
    // Closed cleanly: SQLite folded its log back into the database file.
    expect(existsSync(`${sqliteFileOf(database)}-wal`)).toBe(false);
    await database.drop();
  });
});

crashTest('SQLite', createSqliteDatabase);
onPostgres('a SIGKILL under load on PostgreSQL', () => {
  crashTest('PostgreSQL', createPostgresDatabase);
});
