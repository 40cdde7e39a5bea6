import { afterEach, describe, expect, it } from 'vitest';
import { startServerProcess } from '../../scripts/lib/server-process.ts';
import { createSqliteDatabase, type TestDatabase } from '../../tests/support/databases.ts';

describe('SIGHUP (a closed terminal, a reload, a log rotation)', () => {
  const databases: TestDatabase[] = [];
  afterEach(async () => {
    for (const database of databases.splice(0)) await database.drop();
  });

  it('leaves the server answering, and SIGTERM still stops it cleanly', async () => {
    const database = await createSqliteDatabase();
    databases.push(database);
    const server = await startServerProcess({ DATABASE_URL: database.url });
    server.child.kill('SIGHUP');
    // The signal is queued before kill() returns; the server's answer after it
    // means the process ran since (Node's default for SIGHUP would have ended
    // it), and a clean SIGTERM exit means it was not ended by the SIGHUP
    // (pending, SIGHUP would be delivered first). No waiting for nothing.
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await server.stop('SIGTERM')).toBe(0);
  });
});
