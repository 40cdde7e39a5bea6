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
    // Node's default for SIGHUP is to exit: poll long enough to see it happen.
    for (let check = 0; check < 5; check += 1) {
      const response = await fetch(`${server.url}/api/health`);
      expect(response.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(server.child.exitCode).toBeNull();
    expect(await server.stop('SIGTERM')).toBe(0);
  });
});
