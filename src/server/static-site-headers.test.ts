import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appOnTestStore } from '../../tests/support/server.ts';
import { createTinySite } from '../../tests/support/tiny-site.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
let root: string;
const page = '<!doctype html><title>offres</title><h1>offres</h1>'.repeat(40);

beforeAll(async () => {
  root = await createTinySite();
  await writeFile(path.join(root, 'Website.html'), page);
  await writeFile(path.join(root, 'Website.html.br'), brotliCompressSync(page));
  await writeFile(path.join(root, 'Website.html.gz'), gzipSync(page));
  ({ app, close } = await appOnTestStore({ STATIC_DIR: root, AUDIENCE: 'off' }));
  await app.ready();
});

afterAll(() => close());

describe('pages answered from memory', () => {
  it('keeps answering a page, in each encoding, once its files are gone from the disk', async () => {
    for (const file of ['Website.html', 'Website.html.br', 'Website.html.gz']) {
      await rm(path.join(root, file));
    }
    const brotli = await app.inject({
      url: '/Website',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(page);
    const gzip = await app.inject({
      url: '/Website',
      headers: { 'accept-encoding': 'gzip, br;q=0' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/Website', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(page);
    for (const answer of [brotli, gzip, plain]) {
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers.vary).toBe('accept-encoding');
      expect(answer.headers.etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
      expect(answer.headers['last-modified']).toBeDefined();
    }
    expect(new Set([brotli, gzip, plain].map((answer) => answer.headers.etag)).size).toBe(3);
  });

  it('answers 304 to a copy that is still current, unless the browser forces a reload', async () => {
    const headers = { 'accept-encoding': 'br' };
    const first = await app.inject({ url: '/', headers });
    const etag = String(first.headers.etag);
    const again = await app.inject({ url: '/', headers: { ...headers, 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.headers.etag).toBe(etag);
    expect(again.body).toBe('');
    const since = String(first.headers['last-modified']);
    expect(
      (await app.inject({ url: '/', headers: { 'if-modified-since': since } })).statusCode,
    ).toBe(304);
    const other = await app.inject({
      url: '/',
      headers: { ...headers, 'if-none-match': 'W/"1-1"' },
    });
    expect(other.statusCode).toBe(200);
    const forced = await app.inject({
      url: '/',
      headers: { ...headers, 'if-none-match': etag, 'cache-control': 'no-cache' },
    });
    expect(forced.statusCode).toBe(200);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const get = await app.inject({ url: '/Offer/securite' });
    const head = await app.inject({ method: 'HEAD', url: '/Offer/securite' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers.etag).toBe(get.headers.etag);
    expect(head.body).toBe('');
  });
});

describe('headers of the files around the pages (issue 19)', () => {
  it('gives a missing /assets/ file’s 404 page the page security headers (item 9)', async () => {
    const response = await app.inject({ url: '/assets/disparu-123.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<h1>introuvable</h1>');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // A file that exists there keeps the lighter asset headers.
    const asset = await app.inject({ url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-security-policy']).toBeUndefined();
  });

  it.each([['/og/Website.png'], ['/favicon.svg']])(
    'lets other sites show %s (Cross-Origin-Resource-Policy: cross-origin, item 13)',
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    },
  );

  it('keeps the pages and scripts same-origin', async () => {
    for (const url of ['/', '/assets/main-abc123.js']) {
      const response = await app.inject({ url });
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
  });
});
