import { onPostgres } from '../../../tests/support/postgres-suite.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../../tests/support/databases.ts';
import { signUp } from '../../../tests/support/owner.ts';
import { openTestStore, type TestStore } from '../../../tests/support/stores.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openOwnerStore } from '../../store/open-owner-store.ts';
import { unsubscribeTexts as unsubscribeMessages } from '../../content/unsubscribe.ts';

function unsubscribeTests(engine: string, engineKey: 'sqlite' | 'postgres') {
  describe(`unsubscribing over HTTP on ${engine}`, () => {
    let database: TestDatabase;
    let app: Awaited<ReturnType<typeof buildApp>>;
    let signups: TestStore;
    let tokens: Map<string, string>;

    // Each test starts from three addresses, each holding its token.
    beforeEach(async () => {
      tokens = new Map();
      signups = await openTestStore(engineKey);
      database = signups.database;
      await signUp(database, ['one@example.fr', 'page@example.fr', 'stays@example.fr']);
      // Tokens are given when the announcement is sent: claim as `announce` does.
      const owner = await openOwnerStore(database.url);
      for (const { id, email } of await owner.pendingRecipients('2027-03-15')) {
        tokens.set(email, (await owner.claim(id, '2027-03-15')) ?? '');
      }
      await owner.close();
      const config = loadConfig({
        DATABASE_URL: database.url,
        LOG_LEVEL: 'silent',
        STATIC_DIR: 'dist',
      });
      app = await buildApp({ config, store: signups.store });
    });
    afterEach(async () => {
      await app.close();
      await signups.cleanUp();
    });

    const registered = async () =>
      (await database.query<{ email: string }>('SELECT email FROM emails ORDER BY email')).map(
        (row) => row.email,
      );

    it('erases the address on RFC 8058’s one-click POST, without the page', async () => {
      const response = await app.inject({
        method: 'POST',
        url: `/api/unsubscribe?token=${tokens.get('one@example.fr') ?? ''}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 'unsubscribed',
        message: unsubscribeMessages.done,
      });
      expect(response.headers['cache-control']).toBe('no-store');
      expect(await registered()).toEqual(['page@example.fr', 'stays@example.fr']);
      expect(
        await database.query(`SELECT * FROM announcement_deliveries d
        WHERE NOT EXISTS (SELECT 1 FROM emails e WHERE e.id = d.email_id)`),
      ).toEqual([]);
    });

    it('answers a used or invented token with a clear French message and changes nothing', async () => {
      const used = tokens.get('one@example.fr') ?? '';
      await app.inject({ method: 'POST', url: `/api/unsubscribe?token=${used}` });
      for (const token of [used, 'AAAAAAAAAAAAAAAAAAAAAA', 'nope']) {
        const response = await app.inject({
          method: 'POST',
          url: `/api/unsubscribe?token=${token}`,
        });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: unsubscribeMessages.invalid });
      }
      const missing = await app.inject({ method: 'POST', url: '/api/unsubscribe' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ error: unsubscribeMessages.missing });
      expect(await registered()).toEqual(['page@example.fr', 'stays@example.fr']);
    });

    it('only shows a page on GET, as link scanners follow links', async () => {
      const token = tokens.get('page@example.fr') ?? '';
      const response = await app.inject({ method: 'GET', url: `/api/unsubscribe?token=${token}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(await registered()).toContain('page@example.fr');
    });

    it('erases through the page’s plain form without script, and answers with a page (issue 46)', async () => {
      const token = tokens.get('page@example.fr') ?? '';
      const page = await app.inject({ method: 'GET', url: `/api/unsubscribe?token=${token}` });
      // The form as the browser sends it: its action, relative to the page, and its fields.
      const action = /<form method="post" action="([^"]+)">/.exec(page.body)?.[1] ?? '';
      const hidden = /<input type="hidden" name="token" value="([^"]+)"\/>/.exec(page.body)?.[1];
      expect(hidden).toBe(token);
      const posted = await app.inject({
        method: 'POST',
        url: new URL(action, `http://127.0.0.1/api/unsubscribe?token=${token}`).pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token }).toString(),
      });
      expect(posted.statusCode).toBe(200);
      expect(posted.headers['content-type']).toMatch(/^text\/html/);
      expect(posted.body).toContain(unsubscribeMessages.done);
      expect(await registered()).toEqual(['one@example.fr', 'stays@example.fr']);
      const again = await app.inject({
        method: 'POST',
        url: '/api/unsubscribe',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token }).toString(),
      });
      expect(again.statusCode).toBe(404);
      expect(again.headers['content-type']).toMatch(/^text\/html/);
    });

    it('takes the token in a JSON body, as the unsubscribe page sends it', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/unsubscribe',
        payload: { token: tokens.get('page@example.fr') },
      });
      expect(response.statusCode).toBe(200);
      expect(await registered()).toEqual(['one@example.fr', 'stays@example.fr']);
    });

    it('answers 503 with a French message when storage is down, and keeps the address', async () => {
      await signups.breakStorage();
      const response = await app.inject({
        method: 'POST',
        url: `/api/unsubscribe?token=${tokens.get('page@example.fr') ?? ''}`,
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: unsubscribeMessages.unavailable });
      expect(await registered()).toContain('page@example.fr');
    });
  });
}

unsubscribeTests('SQLite', 'sqlite');

onPostgres('unsubscribing over HTTP on PostgreSQL', () => {
  unsubscribeTests('PostgreSQL', 'postgres');
});
