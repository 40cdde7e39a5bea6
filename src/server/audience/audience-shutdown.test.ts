import { onPostgres } from '../../../tests/support/postgres-suite.ts';
import { describe, expect, it, onTestFinished } from 'vitest';
import { startServerProcess } from '../../../scripts/lib/server-process.ts';
import {
  createPostgresDatabase,
  createSqliteDatabase,
  type TestDatabase,
} from '../../../tests/support/databases.ts';
import { createTinySite, DESKTOP_BROWSER } from '../../../tests/support/tiny-site.ts';
import { apiPaths } from '../../shared/paths.ts';

function shutdownTests(engine: string, createDatabase: () => Promise<TestDatabase>) {
  describe(`audience counts at SIGTERM on ${engine}`, () => {
    it('writes the counts still in memory before the server exits', async () => {
      const database = await createDatabase();
      onTestFinished(() => database.drop());
      const server = await startServerProcess({
        DATABASE_URL: database.url,
        STATIC_DIR: await createTinySite(),
      });
      onTestFinished(async () => {
        if (server.child.exitCode === null) await server.stop('SIGKILL');
      });
      // Each page's beacon, as a browser sends it.
      for (const path of ['/', '/Website', '/Website']) {
        const response = await fetch(`${server.url}${apiPaths.pageViews}`, {
          method: 'POST',
          headers: { 'user-agent': DESKTOP_BROWSER, 'content-type': 'text/plain;charset=UTF-8' },
          body: path,
        });
        expect(response.status).toBe(204);
      }
      // The periodic flush comes every 5 s: what follows was written by the shutdown.
      expect(await server.stop('SIGTERM')).toBe(0);
      expect(
        await database.query('SELECT path, views, visits FROM audience_pages ORDER BY path'),
      ).toEqual([
        { path: '/', views: 1, visits: 1 },
        { path: '/Website', views: 2, visits: 0 },
      ]);
    });
  });
}

shutdownTests('SQLite', createSqliteDatabase);
onPostgres('audience counts at SIGTERM on PostgreSQL', () => {
  shutdownTests('PostgreSQL', createPostgresDatabase);
});
