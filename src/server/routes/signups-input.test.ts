import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestStore, type TestStore } from '../../../tests/support/stores.ts';
import { emailMessages } from '../../shared/email.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { signupMessages } from './signups.ts';
import { httpMessages } from '../http-errors.ts';

type App = Awaited<ReturnType<typeof buildApp>>;

describe('POST /api/signups with bad input, too much of it, or from elsewhere', () => {
  let testStore: TestStore;
  const apps: App[] = [];
  async function appWith(env: Record<string, string>) {
    const config = loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: 'missing', ...env });
    const app = await buildApp({ config, store: testStore.store });
    apps.push(app);
    return app;
  }
  let app: App;

  beforeAll(async () => {
    testStore = await openTestStore('sqlite');
    app = await appWith({ SIGNUP_RATE_LIMIT: '0' });
  });
  afterAll(async () => {
    await Promise.all(apps.map((each) => each.close()));
    await testStore.cleanUp();
  });

  const send = (target: App, payload: string, headers: Record<string, string> = {}) =>
    target.inject({
      method: 'POST',
      url: '/api/signups',
      headers: { 'content-type': 'application/json', ...headers },
      payload,
    });

  it.each([
    ['jean@exemple', emailMessages.invalid],
    ['jean@exemple.fr\r\nBcc: cible@exemple.fr', emailMessages.invalid],
    ['   ', emailMessages.missing],
    [`${'a'.repeat(65)}@exemple.fr`, emailMessages.tooLong],
  ])('answers 400 with a French message for the address %j', async (email, message) => {
    const response = await send(app, JSON.stringify({ email }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
  });

  it.each([
    ['malformed JSON', '{"email": '],
    ['an empty body', ''],
    ['no email field', '{"adresse": "jean@exemple.fr"}'],
    ['a number', '{"email": 42}'],
    ['an array of addresses', '{"email": ["jean@exemple.fr"]}'],
    ['null', '{"email": null}'],
    ['a JSON array', '["jean@exemple.fr"]'],
    ['a JSON string', '"jean@exemple.fr"'],
  ])('answers 400, not 500, for %s', async (_case, payload) => {
    const response = await send(app, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: signupMessages.badBody });
  });

  it('answers 413 for a body over 4 kB', async () => {
    const response = await send(app, JSON.stringify({ email: `${'a'.repeat(5000)}@exemple.fr` }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: httpMessages[413] });
  });

  it.each(['text/plain', 'multipart/form-data; boundary=x'])(
    'answers 415 for a %s body',
    async (contentType) => {
      const response = await send(app, 'email=jean@exemple.fr', { 'content-type': contentType });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ error: signupMessages.notJson });
    },
  );

  it('takes a form sent without script: 303 to its outcome page (below the base path it names, on the allowed origin it came from), the address stored', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const plain = await send(app, 'email=formulaire%40exemple.fr&website=', form);
    expect(plain.statusCode).toBe(303);
    expect(plain.headers.location).toBe('/Inscription_enregistree');
    const allowed = await appWith({
      SIGNUP_RATE_LIMIT: '0',
      ALLOWED_ORIGINS: 'https://www.exemple.fr',
    });
    const fromCopy = await send(allowed, 'email=copie%40exemple.fr&base=%2Felaborium_website%2F', {
      ...form,
      origin: 'https://www.exemple.fr',
    });
    expect(fromCopy.headers.location).toBe(
      'https://www.exemple.fr/elaborium_website/Inscription_enregistree',
    );
    // Without an Origin header (a browser's privacy setting), the form's own field names it;
    // an origin the server does not allow is never a destination.
    const named = await send(
      allowed,
      'email=nomme%40exemple.fr&base=%2Felaborium_website%2F&site=https%3A%2F%2Fwww.exemple.fr',
      form,
    );
    expect(named.headers.location).toBe(
      'https://www.exemple.fr/elaborium_website/Inscription_enregistree',
    );
    const elsewhere = await send(
      allowed,
      'email=ailleurs%40exemple.fr&site=https%3A%2F%2Fpiege.example',
      form,
    );
    expect(elsewhere.headers.location).toBe('/Inscription_enregistree');
    const rows = await testStore.database.query<{ email: string }>(
      "SELECT email FROM emails WHERE email IN ('formulaire@exemple.fr', 'copie@exemple.fr') ORDER BY email",
    );
    expect(rows.map((row) => row.email)).toEqual(['copie@exemple.fr', 'formulaire@exemple.fr']);
  });

  it('sends a refused form without script its form again: the address as typed, the French reason on it', async () => {
    const response = await send(app, 'email=jean%40exemple&page=%2FKaouka_app_android', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain(emailMessages.invalid);
    expect(response.body).toMatch(/<form [^>]*action="\/api\/signups" method="post"/);
    expect(response.body).toContain('value="jean@exemple"');
    expect(response.body).toContain('href="/Kaouka_app_android"');
  });

  it('answers an oversized form sent without script 413, like an oversized JSON body', async () => {
    const response = await send(app, `email=${'a'.repeat(8 * 1024)}%40exemple.fr`, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(response.statusCode).toBe(413);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });

  it('offers no way to read the list', async () => {
    await send(app, JSON.stringify({ email: 'liste@exemple.fr' }));
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/api/signups' });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('liste@exemple.fr');
    }
  });

  it('limits sign-ups per client address, with Retry-After, honouring X-Forwarded-For only behind a trusted proxy', async () => {
    const limited = await appWith({ SIGNUP_RATE_LIMIT: '2' });
    const payload = JSON.stringify({ email: 'limite@exemple.fr' });
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      // Without TRUST_PROXY a forged X-Forwarded-For changes nothing.
      const response = await send(limited, payload, { 'x-forwarded-for': `203.0.113.${attempt}` });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        expect(response.json()).toEqual({ error: httpMessages[429] });
      }
    }
    expect(statuses).toEqual([201, 201, 429]);

    const proxied = await appWith({ SIGNUP_RATE_LIMIT: '1', TRUST_PROXY: '1' });
    const first = await send(proxied, payload, { 'x-forwarded-for': '203.0.113.7' });
    const second = await send(proxied, payload, { 'x-forwarded-for': '203.0.113.7' });
    const otherClient = await send(proxied, payload, { 'x-forwarded-for': '203.0.113.8' });
    expect([first.statusCode, second.statusCode, otherClient.statusCode]).toEqual([201, 429, 201]);
  });

  it.each([
    ['a hop count', '1'],
    ['the proxy’s address', '127.0.0.1'],
  ])(
    'behind a proxy trusted by %s, keys the limit on the address the proxy appended, never one the client wrote',
    async (_case, trustProxy) => {
      const limited = await appWith({ SIGNUP_RATE_LIMIT: '5', TRUST_PROXY: trustProxy });
      const statuses = [];
      for (let attempt = 0; attempt < 12; attempt += 1) {
        // The client writes a new address each time; the proxy appends the real one.
        const forwarded = `198.51.100.${attempt}, 203.0.113.9`;
        const response = await send(limited, JSON.stringify({ email: `f${attempt}@exemple.fr` }), {
          'x-forwarded-for': forwarded,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([...Array<number>(5).fill(201), ...Array<number>(7).fill(429)]);
    },
  );

  it('lets only the configured origins post from a statically hosted copy of the site', async () => {
    const open = await appWith({
      SIGNUP_RATE_LIMIT: '0',
      ALLOWED_ORIGINS: 'https://studio.example.fr',
    });
    const preflight = (origin: string) =>
      open.inject({
        method: 'OPTIONS',
        url: '/api/signups',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    const allowed = await preflight('https://studio.example.fr');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://studio.example.fr');
    expect(allowed.headers['access-control-allow-headers']).toBe('Content-Type');
    const refused = await preflight('https://ailleurs.example');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    const posted = await send(open, JSON.stringify({ email: 'cors@exemple.fr' }), {
      origin: 'https://studio.example.fr',
    });
    expect(posted.statusCode).toBe(201);
    expect(posted.headers['access-control-allow-origin']).toBe('https://studio.example.fr');
  });
});
