import { onPostgres } from '../../../tests/support/postgres-suite.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import type { TestDatabase } from '../../../tests/support/databases.ts';
import { openTestStore, type TestStore } from '../../../tests/support/stores.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openOwnerStore } from '../../store/owner.ts';
import type { OwnerStore } from '../../store/owner.ts';
import { emailKey } from '../../shared/email.ts';
import { unsubscribeTexts as unsubscribeMessages } from '../../content/unsubscribe.ts';

function unsubscribeTests(engine: string, engineKey: 'sqlite' | 'postgres') {
  describe(`unsubscribing over HTTP on ${engine}`, () => {
    let database: TestDatabase;
    let app: Awaited<ReturnType<typeof buildApp>>;
    let signups: TestStore;
    let owner: OwnerStore;
    let tokens: Map<string, string>;

    // One database, store and application for the file (each start costs a
    // writer thread or a pool and the migrations).
    beforeAll(async () => {
      signups = await openTestStore(engineKey);
      database = signups.database;
      owner = await openOwnerStore(database.url);
      const config = loadConfig({
        DATABASE_URL: database.url,
        LOG_LEVEL: 'silent',
        STATIC_DIR: 'missing',
      });
      app = await buildApp({ config, store: signups.store });
    });
    afterAll(async () => {
      await app.close();
      await owner.close();
      await signups.cleanUp();
    });

    // Each test starts from these three addresses alone, each holding its token.
    beforeEach(async () => {
      for (const { email } of await owner.list()) await owner.deleteByKey(emailKey(email));
      for (const email of ['one@example.fr', 'page@example.fr', 'stays@example.fr']) {
        await signups.store.add({ email, key: emailKey(email) });
      }
      // Tokens are given when the announcement is sent: claim as `announce` does.
      tokens = new Map();
      for (const { id, email } of await owner.pendingRecipients('2027-03-15')) {
        tokens.set(email, (await owner.claim(id, '2027-03-15')) ?? '');
      }
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
      // A store of its own to break: the file's stays whole for the other tests.
      const broken = await openTestStore(engineKey);
      onTestFinished(() => broken.cleanUp());
      await broken.store.add({ email: 'page@example.fr', key: emailKey('page@example.fr') });
      const brokenOwner = await openOwnerStore(broken.database.url);
      const [recipient] = await brokenOwner.pendingRecipients('2027-03-15');
      const token = (recipient && (await brokenOwner.claim(recipient.id, '2027-03-15'))) ?? '';
      await brokenOwner.close();
      const config = loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: 'missing' });
      const brokenApp = await buildApp({ config, store: broken.store });
      onTestFinished(() => brokenApp.close());
      await broken.breakStorage();
      const response = await brokenApp.inject({
        method: 'POST',
        url: `/api/unsubscribe?token=${token}`,
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: unsubscribeMessages.unavailable });
      expect(
        (await broken.database.query<{ email: string }>('SELECT email FROM emails')).map(
          (row) => row.email,
        ),
      ).toEqual(['page@example.fr']);
    });
  });
}

unsubscribeTests('SQLite', 'sqlite');

onPostgres('unsubscribing over HTTP on PostgreSQL', () => {
  unsubscribeTests('PostgreSQL', 'postgres');
});
