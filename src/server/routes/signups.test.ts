import { onPostgres } from '../../../tests/support/postgres-suite.ts';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestStore, type TestStore } from '../../../tests/support/stores.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { signupMessages } from './signups.ts';

type App = Awaited<ReturnType<typeof buildApp>>;
// Version 7, time-ordered (src/store/record-id.ts), for new and repeated addresses alike.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** An app on a real store, with its log lines kept for inspection. */
async function startApp(testStore: TestStore, env: Record<string, string> = {}) {
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logs.push(chunk.toString());
      callback();
    },
  });
  const config = loadConfig({ SIGNUP_RATE_LIMIT: '0', STATIC_DIR: 'missing', ...env });
  const app = await buildApp({ config, store: testStore.store, logger: { level: 'info', stream } });
  return { app, logs };
}

const post = (app: App, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/signups',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

function signupContract(engine: 'sqlite' | 'postgres') {
  describe(`POST /api/signups on ${engine}`, () => {
    let testStore: TestStore;
    let app: App;
    let logs: string[];
    const rows = (key: string) =>
      testStore.database.query<{ id: string; email: string }>(
        `SELECT id, email FROM emails WHERE email_key = '${key}'`,
      );

    beforeAll(async () => {
      testStore = await openTestStore(engine);
      ({ app, logs } = await startApp(testStore));
    });
    afterAll(async () => {
      await app.close();
      await testStore.cleanUp();
    });

    it('answers 201 with an opaque id once the address is stored, trimmed, as entered', async () => {
      const response = await post(app, { email: '  Anna.Berg@Exemple.fr ' });
      expect(response.statusCode).toBe(201);
      expect(response.headers['content-type']).toContain('application/json');
      const { id } = response.json<{ id: string }>();
      expect(id).toMatch(UUID);
      expect(await rows('anna.berg@exemple.fr')).toEqual([{ id, email: 'Anna.Berg@Exemple.fr' }]);
    });

    it('answers a repeat exactly like a new address, storing nothing', async () => {
      const first = await post(app, { email: 'lea@exemple.fr' });
      const repeat = await post(app, { email: 'LEA@exemple.FR' });
      expect(repeat.statusCode).toBe(201);
      expect(Object.keys(repeat.headers).sort()).toEqual(Object.keys(first.headers).sort());
      const repeatId = repeat.json<{ id: string }>().id;
      expect(repeatId).toMatch(UUID);
      // A fresh id: handing out the stored one would tell that the address is registered.
      expect(repeatId).not.toBe(first.json<{ id: string }>().id);
      expect(await rows('lea@exemple.fr')).toEqual([
        { id: first.json<{ id: string }>().id, email: 'lea@exemple.fr' },
      ]);
    });

    it('ends with one row when many requests for one address in varied case come at once', async () => {
      const spellings = ['Max@Exemple.fr', 'max@exemple.fr', 'MAX@EXEMPLE.FR', 'mAx@ExEmPlE.Fr'];
      const responses = await Promise.all(
        Array.from({ length: 40 }, (_, index) => post(app, { email: spellings[index % 4] })),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(Array(40).fill(201));
      expect(await rows('max@exemple.fr')).toHaveLength(1);
    });

    it('logs the created id and never the full address', async () => {
      const response = await post(app, { email: 'secret.personne@exemple.fr' });
      const { id } = response.json<{ id: string }>();
      const stored = logs.find((line) => line.includes(id));
      expect(stored).toContain('s***@exemple.fr');
      expect(logs.join('\n')).not.toContain('secret.personne');
    });

    it('answers 201 to a filled honeypot and stores nothing', async () => {
      const response = await post(app, {
        email: 'robot@exemple.fr',
        website: 'https://spam.example',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json<{ id: string }>().id).toMatch(UUID);
      expect(await rows('robot@exemple.fr')).toEqual([]);
    });

    it('answers 503, to sign-ups and to the health check, when storage is unavailable', async () => {
      const broken = await openTestStore(engine);
      const { app: brokenApp } = await startApp(broken);
      expect((await brokenApp.inject({ url: '/api/health' })).statusCode).toBe(200);
      await broken.breakStorage();
      const response = await post(brokenApp, { email: 'panne@exemple.fr' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: signupMessages.unavailable });
      expect((await brokenApp.inject({ url: '/api/health' })).statusCode).toBe(503);
      await brokenApp.close();
      await broken.cleanUp();
    });
  });
}

signupContract('sqlite');
onPostgres('POST /api/signups on postgres', () => {
  signupContract('postgres');
});
