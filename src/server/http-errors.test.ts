import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestStore, type TestStore } from '../../tests/support/stores.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { httpMessages } from './http-errors.ts';

type App = Awaited<ReturnType<typeof buildApp>>;

/** A token-shaped secret, to look for in the log. */
const SECRET = 'SeCrEtToKeN0123456789x';

describe('failures and the log', () => {
  let testStore: TestStore;
  let app: App;
  const logs: string[] = [];
  beforeAll(async () => {
    testStore = await openTestStore('sqlite');
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        logs.push(chunk.toString());
        callback();
      },
    });
    const config = loadConfig({ STATIC_DIR: 'missing', SIGNUP_RATE_LIMIT: '0' });
    app = await buildApp({ config, store: testStore.store, logger: { level: 'trace', stream } });
  });
  afterAll(async () => {
    await app.close();
    await testStore.cleanUp();
  });

  it.each([
    ['an unknown API path', { method: 'GET', url: '/api/inconnu' }, 404],
    [
      'a non-JSON unsubscribe body',
      {
        method: 'POST',
        url: '/api/unsubscribe',
        headers: { 'content-type': 'application/xml' },
        payload: 'x',
      },
      415,
    ],
    [
      'malformed JSON',
      {
        method: 'POST',
        url: '/api/unsubscribe',
        headers: { 'content-type': 'application/json' },
        payload: '{"token": ',
      },
      400,
    ],
    [
      'an oversized body',
      {
        method: 'POST',
        url: '/api/unsubscribe',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ token: 'x'.repeat(5000) }),
      },
      413,
    ],
    [
      'an over-long token',
      { method: 'POST', url: `/api/unsubscribe?token=${'x'.repeat(200)}` },
      400,
    ],
  ] as const)('answers %s with a French JSON message', async (_case, request, status) => {
    const response = await app.inject(request);
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ error: httpMessages[status] });
  });

  it('answers malformed HTTP in French too, before any route', async () => {
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = new URL(url);
    const socket = connect(Number(port), '127.0.0.1');
    socket.write('NOT HTTP AT ALL\r\n\r\n');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    await new Promise((resolve) => socket.on('close', resolve));
    const text = Buffer.concat(chunks).toString();
    expect(text).toMatch(/^HTTP\/1\.1 400 /);
    expect(text).toContain(JSON.stringify({ error: httpMessages[400] }));
  });

  it('answers 503 in French while shutting down', async () => {
    const store = await openTestStore('sqlite');
    const config = loadConfig({ STATIC_DIR: 'missing', LOG_LEVEL: 'silent' });
    const closingApp = await buildApp({ config, store: store.store });
    const url = await closingApp.listen({ host: '127.0.0.1', port: 0 });
    // A keep-alive connection open before the shutdown, used after it starts.
    const socket = connect(Number(new URL(url).port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const closed = closingApp.close();
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await new Promise((resolve) => socket.on('close', resolve));
    await closed;
    await store.cleanUp();
    const text = Buffer.concat(chunks).toString();
    expect(text).toMatch(/^HTTP\/1\.1 503 /);
    expect(text).toContain(JSON.stringify({ error: httpMessages[503] }));
  });

  it('never writes a token to the log, from a URL or from a body', async () => {
    await app.inject({ method: 'GET', url: `/api/unsubscribe?token=${SECRET}` });
    await app.inject({ method: 'POST', url: `/api/unsubscribe?token=${SECRET}` });
    await app.inject({ method: 'GET', url: `/Desinscription?jeton=${SECRET}` });
    await app.inject({ method: 'GET', url: `/Desinscription?${SECRET}` });
    await app.inject({
      method: 'POST',
      url: '/api/unsubscribe',
      headers: { 'content-type': 'application/json' },
      payload: `{"token": "${SECRET}`,
    });
    await app.inject({
      method: 'POST',
      url: '/api/unsubscribe',
      headers: { 'content-type': 'application/json' },
      payload: `{"token": ${SECRET}}`,
    });
    const log = logs.join('');
    expect(log).toContain('/api/unsubscribe?token=***');
    expect(log).not.toContain(SECRET);
  });
});

describe('a page request that fails on the server', () => {
  it('gets a French page with ways on, not bare text', async () => {
    const testStore = await openTestStore('sqlite');
    const config = loadConfig({ STATIC_DIR: 'missing', LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, store: testStore.store });
    app.get('/panne-de-test', () => {
      throw new Error('boom');
    });
    const response = await app.inject({
      method: 'GET',
      url: '/panne-de-test',
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    await app.close();
    await testStore.cleanUp();
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain(httpMessages[500]);
    expect(response.body).toContain('<a href="/">');
    expect(response.body).toContain('<a href="/Contact">');
    expect(response.body).not.toContain('boom');
  });
});
