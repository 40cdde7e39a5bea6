import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestStore, type TestStore } from '../../tests/support/stores.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

let staticDir: string;

/** Headers that describe one answer (its body, its time), not the site's security policy. */
const PER_ANSWER_HEADERS = new Set([
  'accept-ranges',
  'cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'content-type',
  'date',
  'etag',
  'keep-alive',
  'last-modified',
  'transfer-encoding',
  'vary',
]);

const policyHeaders = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_ANSWER_HEADERS.has(name)));

beforeAll(async () => {
  staticDir = await mkdtemp(path.join(tmpdir(), 'site-'));
  await mkdir(path.join(staticDir, 'assets'));
  await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>t</title>');
  await writeFile(path.join(staticDir, 'assets', 'main-abc123.js'), 'console.log(1);'.repeat(200));
});

describe('the HTTP application', () => {
  const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
  const stores: TestStore[] = [];
  async function appWithStore() {
    const testStore = await openTestStore('sqlite');
    stores.push(testStore);
    const config = loadConfig({ STATIC_DIR: staticDir, LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, store: testStore.store });
    apps.push(app);
    return { app, testStore };
  }
  const appWith = async () => (await appWithStore()).app;
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await Promise.all(stores.map((store) => store.cleanUp()));
  });

  it('answers GET /api/health with 200 when storage answers and 503 when it does not', async () => {
    const { app, testStore } = await appWithStore();
    const ok = await app.inject({ method: 'GET', url: '/api/health' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'ok' });
    await testStore.breakStorage();
    const down = await app.inject({ method: 'GET', url: '/api/health' });
    expect(down.statusCode).toBe(503);
  });

  it('serves the page with security headers and without caching the HTML', async () => {
    const app = await appWith();
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['cache-control']).toBe('no-cache');
    // The site uses no camera, microphone, location or payment: none is granted.
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) {
      expect(page.headers['permissions-policy']).toContain(`${feature}=()`);
    }
  });

  it('sends the pages’ security headers with every page, and the API’s with every API answer', async () => {
    const app = await appWith();
    const [pages, api] = await Promise.all([
      Promise.all([
        app.inject({ method: 'GET', url: '/' }),
        app.inject({ method: 'GET', url: '/nulle-part' }),
      ]),
      Promise.all([
        app.inject({ method: 'POST', url: '/api/signups', payload: { email: 'a@exemple.fr' } }),
        app.inject({ method: 'POST', url: '/api/signups', payload: { email: 'pas une adresse' } }),
        app.inject({ method: 'GET', url: '/api/inconnu' }),
      ]),
    ]);
    expect([...pages, ...api].map((answer) => answer.statusCode)).toEqual([
      200, 404, 201, 400, 404,
    ]);
    // The contract's headers on every page, and every page the same policy
    // (whatever else security.ts adds).
    for (const page of pages) {
      expect(page.headers['content-security-policy']).toContain("default-src 'self'");
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect(page.headers['x-frame-options']).toBe('DENY');
      expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(policyHeaders(page.headers)).toEqual(policyHeaders(pages[0].headers));
    }
    for (const answer of api) {
      expect(answer.headers).toMatchObject({
        'content-security-policy': "default-src 'none';frame-ancestors 'none'",
        'cross-origin-resource-policy': 'same-origin',
        'referrer-policy': 'no-referrer',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
      });
    }
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const app = await appWith();
    const asset = await app.inject({
      method: 'GET',
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('gzip');
    // A script is not a document: never sniffed, not readable by other sites, no page policy.
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(asset.headers['content-security-policy']).toBeUndefined();
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const app = await appWith();
    const response = await app.inject({ method: 'GET', url: '/api/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toHaveProperty('error');
  });
});

describe('the configuration', () => {
  it('has the contract’s defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      databaseUrl: 'file:./data/signups.sqlite',
      rateLimitPerMinute: 10,
      trustProxy: false,
    });
  });

  it('takes TRUST_PROXY as a hop count or the proxies’ addresses, and refuses « true »', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.8.0.0/16, ::1, loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.8.0.0/16',
      '::1',
      'loopback',
    ]);
    // `true` trusts the leftmost X-Forwarded-For entry, which the client writes.
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1, proxy.example' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });

  it('lists every invalid variable in one error', () => {
    expect(() =>
      loadConfig({ PORT: 'huit', DATABASE_URL: 'mysql://x', SIGNUP_RATE_LIMIT: '-1' }),
    ).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*SIGNUP_RATE_LIMIT/);
  });
});
