import { onPostgres } from '../../../tests/support/postgres-suite.ts';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createPostgresDatabase,
  createSqliteDatabase,
  type TestDatabase,
} from '../../../tests/support/databases.ts';
import { startServerProcess } from '../../../scripts/lib/server-process.ts';

const CONNECTIONS = 8;
const ACKNOWLEDGED_BEFORE_KILL = 60;

/**
 * Quote requests from parallel loops; the server is killed (SIGKILL: no
 * chance to flush anything) as soon as enough were answered 201. Every
 * acknowledged request must be in the table with its owner's e-mail queued.
 */
function crashTest(engine: string, createDatabase: () => Promise<TestDatabase>) {
  describe(`a SIGKILL right after quote requests were acknowledged, on ${engine}`, () => {
    const databases: TestDatabase[] = [];
    afterAll(async () => {
      await Promise.all(databases.map((database) => database.drop()));
    });

    it('loses no acknowledged request nor its owner’s e-mail', async () => {
      const database = await createDatabase();
      databases.push(database);
      const server = await startServerProcess({
        DATABASE_URL: database.url,
        INQUIRY_RATE_LIMIT: '0',
        INQUIRY_MIN_SECONDS: '0',
      });
      // The server run as `npm run dev` runs it (tsx) renders its own pages
      // (the form sent back without script) as the build does.
      const refused = await fetch(`${server.url}/api/inquiries`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'name=Jeanne&email=jeanne%40exemple&message=Court',
      });
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain('aria-invalid="true"');
      const acknowledged: string[] = [];
      let killed: Promise<number | null> | undefined;
      const loop = async (worker: number) => {
        for (let index = 0; !killed; index += 1) {
          const message = `Demande ${worker}-${index} : une application de gestion à reprendre.`;
          try {
            const response = await fetch(`${server.url}/api/inquiries`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ name: 'Jeanne', email: 'jeanne@exemple.fr', message }),
            });
            if (response.status !== 201) return;
            acknowledged.push(message);
            if (acknowledged.length >= ACKNOWLEDGED_BEFORE_KILL) killed ??= server.stop('SIGKILL');
          } catch {
            return; // gone: this one was never acknowledged
          }
        }
      };
      await Promise.all(Array.from({ length: CONNECTIONS }, (_, worker) => loop(worker)));
      await killed;
      expect(acknowledged.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);

      const rows = await database.query<{ message: string; queued: string | null }>(
        `SELECT i.message, o.inquiry_id AS queued
         FROM inquiries i LEFT JOIN inquiry_outbox o ON o.inquiry_id = i.id`,
      );
      const stored = new Map(rows.map((row) => [row.message, row.queued]));
      expect(acknowledged.filter((message) => !stored.has(message))).toEqual([]);
      expect(acknowledged.filter((message) => !stored.get(message))).toEqual([]);
    });
  });
}

crashTest('SQLite', createSqliteDatabase);
onPostgres('a SIGKILL right after quote requests were acknowledged, on PostgreSQL', () => {
  crashTest('PostgreSQL', createPostgresDatabase);
});
