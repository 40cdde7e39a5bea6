import { request as httpRequest, type OutgoingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestStore, type TestStore } from '../../tests/support/stores.ts';
import { createTinySite, DESKTOP_BROWSER } from '../../tests/support/tiny-site.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { httpMessages } from './http-errors.ts';

interface Answer {
  status: number;
  headers: Record<string, unknown>;
  body: Buffer;
}

/** Headers of the connection and the clock, which `app.inject` has no socket for. */
const PER_CONNECTION = ['connection', 'keep-alive', 'date'];
const comparable = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_CONNECTION.includes(name)));

/** One request over a real socket, as a browser's reaches the server (app.inject skips the socket). */
function overSocket(
  base: URL,
  url: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: OutgoingHttpHeaders } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: base.hostname, port: base.port, path: url, method, headers, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          });
        });
      },
    );
    request.on('error', reject);
    request.end();
  });
}

const page = '<!doctype html><title>offres</title><h1>offres</h1>'.repeat(40);

/** The application on a tiny site, listening, with its log and the URLs Fastify's hooks saw. */
async function listening(env: Record<string, string> = {}) {
  const root = await createTinySite();
  await writeFile(path.join(root, 'Website.html'), page);
  await writeFile(path.join(root, 'Website.html.br'), brotliCompressSync(page));
  await writeFile(path.join(root, 'Website.html.gz'), gzipSync(page));
  const testStore = await openTestStore('sqlite');
  const logs: Record<string, unknown>[] = [];
  const app = await buildApp({
    config: loadConfig({ STATIC_DIR: root, LOG_LEVEL: 'info', ...env }),
    store: testStore.store,
    logger: { stream: { write: (line) => logs.push(JSON.parse(line) as Record<string, unknown>) } },
    audience: { flushMs: 60_000 },
  });
  const seenByFastify: string[] = [];
  app.addHook('onRequest', (request, _reply, done) => {
    seenByFastify.push(request.url);
    done();
  });
  const base = new URL(await app.listen({ host: '127.0.0.1', port: 0 }));
  return { app, testStore, logs, seenByFastify, base };
}

describe('pages answered ahead of Fastify (page-front.ts)', () => {
  let app: FastifyInstance;
  let testStore: TestStore;
  let logs: Record<string, unknown>[];
  let seenByFastify: string[];
  let base: URL;

  beforeAll(async () => {
    ({ app, testStore, logs, seenByFastify, base } = await listening({ AUDIENCE: 'off' }));
  });
  afterAll(async () => {
    await app.close();
    await testStore.cleanUp();
  });

  it('answers GET and HEAD in each encoding, 304s and a forced reload as the page route does', async () => {
    const first = await overSocket(base, '/Website', { headers: { 'accept-encoding': 'br' } });
    const etag = String(first.headers.etag);
    const since = String(first.headers['last-modified']);
    const cases: [string, string, OutgoingHttpHeaders][] = [
      ['GET', '/Website', { 'accept-encoding': 'br' }],
      ['GET', '/Website', { 'accept-encoding': 'gzip, deflate' }],
      ['GET', '/Website', {}],
      ['GET', '/Website?utm_source=lettre', { 'accept-encoding': 'gzip, deflate, br, zstd' }],
      ['GET', '/', { 'accept-encoding': 'br' }],
      ['HEAD', '/Website', { 'accept-encoding': 'br' }],
      ['GET', '/Website', { 'accept-encoding': 'br', 'if-none-match': etag }],
      ['HEAD', '/Website', { 'accept-encoding': 'br', 'if-none-match': etag }],
      ['GET', '/Website', { 'accept-encoding': 'br', 'if-modified-since': since }],
      [
        'GET',
        '/Website',
        { 'accept-encoding': 'br', 'if-none-match': etag, 'cache-control': 'no-cache' },
      ],
    ];
    seenByFastify.length = 0;
    for (const [method, url, headers] of cases) {
      const fast = await overSocket(base, url, { method, headers });
      expect(seenByFastify).toEqual([]);
      const routed = await app.inject({
        method: method as 'GET',
        url,
        headers: headers as Record<string, string>,
      });
      seenByFastify.length = 0;
      expect(fast.status).toBe(routed.statusCode);
      expect(comparable(fast.headers)).toEqual(comparable(routed.headers));
      expect(fast.body.equals(routed.rawPayload)).toBe(true);
      expect(fast.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
    const statuses = await Promise.all(
      cases.map(
        async ([method, url, headers]) => (await overSocket(base, url, { method, headers })).status,
      ),
    );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 304, 304, 304, 200]);
  });

  it('leaves every other request to Fastify: spellings, 404s, ranges, other methods, the API', async () => {
    seenByFastify.length = 0;
    const answers = [
      await overSocket(base, '/website'),
      await overSocket(base, '/Website/'),
      await overSocket(base, '/nulle-part', { headers: { 'accept-encoding': 'br' } }),
      await overSocket(base, '/Website', { headers: { range: 'bytes=0-9' } }),
      await overSocket(base, '/Website', { method: 'POST' }),
      await overSocket(base, '/api/health'),
      await overSocket(base, '/assets/main-abc123.js'),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([301, 301, 404, 206, 404, 200, 200]);
    expect(seenByFastify).toHaveLength(answers.length);
    expect(answers[0]?.headers.location).toBe('/Website');
    expect(answers[2]?.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(answers[3]?.body.toString()).toBe(page.slice(0, 10));
    expect(JSON.parse(answers[5]?.body.toString() ?? '')).toEqual({ status: 'ok' });
  });

  it('logs a page as Fastify logs a request, its query values hidden, with an id of its own', async () => {
    logs.length = 0;
    await overSocket(base, '/Website?jeton=secret-du-lien');
    await app.inject({ url: '/api/health' });
    const lines = logs.filter((line) => line.reqId !== undefined);
    expect(lines.map((line) => line.msg)).toEqual([
      'incoming request',
      'request completed',
      'incoming request',
      'request completed',
    ]);
    const [pageIn, pageOut, apiIn] = lines;
    expect(pageIn?.req).toMatchObject({
      method: 'GET',
      url: '/Website?jeton=***',
      host: `127.0.0.1:${base.port}`,
      remoteAddress: '127.0.0.1',
    });
    expect(typeof (pageIn?.req as { remotePort?: unknown }).remotePort).toBe('number');
    expect(pageOut).toMatchObject({ reqId: pageIn?.reqId, res: { statusCode: 200 } });
    expect(typeof pageOut?.responseTime).toBe('number');
    expect(apiIn?.reqId).not.toBe(pageIn?.reqId);
    expect(JSON.stringify(logs)).not.toContain('secret-du-lien');
  });

  it('leaves the first X-Forwarded-For to Fastify while TRUST_PROXY is off, for its warning', async () => {
    logs.length = 0;
    const headers = { 'x-forwarded-for': '198.51.100.1' };
    seenByFastify.length = 0;
    expect((await overSocket(base, '/Website', { headers })).status).toBe(200);
    expect((await overSocket(base, '/Website', { headers })).status).toBe(200);
    expect(seenByFastify).toEqual(['/Website']);
    expect(logs.filter((line) => String(line.msg).includes('TRUST_PROXY is off'))).toHaveLength(1);
  });
});

describe('a page while the server shuts down', () => {
  it('gets Fastify’s French 503, as every request then does', async () => {
    const { app, testStore, base } = await listening({ LOG_LEVEL: 'silent' });
    const socket = connect(Number(base.port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const closed = app.close();
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.write('GET /Website HTTP/1.1\r\nHost: localhost\r\nAccept: text/html\r\n\r\n');
    await new Promise((resolve) => socket.on('close', resolve));
    await closed;
    await testStore.cleanUp();
    const text = Buffer.concat(chunks).toString();
    expect(text).toMatch(/^HTTP\/1\.1 503 /);
    expect(text).toContain(httpMessages[503]);
  });
});

describe('pages counted on the front path', () => {
  it('counts each page sent once, its visitor by the address TRUST_PROXY resolves', async () => {
    const { app, testStore, base } = await listening({ TRUST_PROXY: '1', LOG_LEVEL: 'silent' });
    const from = (client: string, extra: OutgoingHttpHeaders = {}) => ({
      headers: {
        'user-agent': DESKTOP_BROWSER,
        'accept-encoding': 'br',
        'x-forwarded-for': client,
        ...extra,
      },
    });
    const answers = [
      await overSocket(base, '/Website', from('198.51.100.1')),
      await overSocket(base, '/Website', from('198.51.100.1')),
      await overSocket(base, '/Website', from('198.51.100.2')),
      // Behind one proxy, what the client wrote before it is not its address.
      await overSocket(base, '/Website', from('203.0.113.9, 198.51.100.2')),
      await overSocket(base, '/Website', { method: 'HEAD', ...from('198.51.100.3') }),
      await overSocket(base, '/Website', from('198.51.100.3', { 'sec-gpc': '1' })),
    ];
    const etag = String(answers[0]?.headers.etag);
    answers.push(
      await overSocket(base, '/Website', from('198.51.100.3', { 'if-none-match': etag })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200, 304]);
    await app.close();
    const rows = await testStore.database.query<{ views: number; visits: number }>(
      "SELECT views, visits FROM audience_pages WHERE path = '/Website'",
    );
    await testStore.cleanUp();
    expect(rows).toEqual([{ views: 4, visits: 2 }]);
  });
});
