import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appOnTestStore } from '../../tests/support/server.ts';
import type { TestStore } from '../../tests/support/stores.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { builtForAnotherAddress } from './static-site.ts';

let app: FastifyInstance;
let testStore: TestStore;
let close: () => Promise<void>;
let staticDir: string;

beforeAll(async () => {
  staticDir = await mkdtemp(path.join(tmpdir(), 'site-'));
  await mkdir(path.join(staticDir, 'Offer'));
  // Each page inlines its own rules, as the build's pages do.
  const page = (name: string) =>
    `<!doctype html><title>${name}</title><style>h1::after{content:"${name}"}</style><h1>${name}</h1>`;
  // The root page names its address, as a build without PUBLIC_URL does (the example's).
  await writeFile(
    path.join(staticDir, 'index.html'),
    page('accueil').replace('<h1>', '<link rel="canonical" href="https://www.example.fr/"><h1>'),
  );
  await writeFile(path.join(staticDir, 'Website.html'), page('offres'));
  await writeFile(path.join(staticDir, 'Offer.html'), page('offre introuvable'));
  await writeFile(path.join(staticDir, 'Offer', 'securite.html'), page('sécurité'));
  await writeFile(path.join(staticDir, '404.html'), page('introuvable'));
  ({ app, testStore, close } = await appOnTestStore({ STATIC_DIR: staticDir }));
});

afterAll(() => close());

describe('the site’s pages on the Node server', () => {
  it('are answered in Fastify’s request cycle: a hook added to the application runs for a page', async () => {
    const own = await buildApp({
      config: loadConfig({ STATIC_DIR: staticDir, LOG_LEVEL: 'silent' }),
      store: testStore.store,
    });
    const seen: string[] = [];
    own.addHook('onRequest', (request, _reply, done) => {
      seen.push(request.url);
      done();
    });
    own.addHook('onSend', (_request, reply, payload, done) => {
      void reply.header('x-hook', 'onSend');
      done(null, payload);
    });
    try {
      const response = await own.inject({ method: 'GET', url: '/Website' });
      expect(response.statusCode).toBe(200);
      expect(seen).toEqual(['/Website']);
      expect(response.headers['x-hook']).toBe('onSend');
    } finally {
      await own.close();
    }
  });

  it('send each page its own policy: its inline rules allowed by their hash, no other page’s', async () => {
    const hashOf = (name: string) =>
      `'sha256-${createHash('sha256').update(`h1::after{content:"${name}"}`).digest('base64')}'`;
    const website = await app.inject({ method: 'GET', url: '/Website' });
    const policy = String(website.headers['content-security-policy']);
    expect(policy).toContain(`style-src 'self' ${hashOf('offres')}`);
    expect(policy).not.toContain(hashOf('accueil'));
    // A revalidation keeps it: the browser takes a 304's headers for the page it has.
    const revalidated = await app.inject({
      method: 'GET',
      url: '/Website',
      headers: { 'if-none-match': String(website.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['content-security-policy']).toBe(policy);
    const missing = await app.inject({ method: 'GET', url: '/nulle-part' });
    expect(missing.statusCode).toBe(404);
    expect(String(missing.headers['content-security-policy'])).toContain(hashOf('introuvable'));
  });

  it.each([
    ['/', 'accueil'],
    ['/Website', 'offres'],
    ['/Offer', 'offre introuvable'],
    ['/Offer/securite', 'sécurité'],
    ['/Website?utm_source=x', 'offres'],
  ])('serves %s from its own prerendered file', async (url, heading) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(`<h1>${heading}</h1>`);
  });

  it.each([
    ['/website', '/Website'],
    ['/WEBSITE?x=1', '/Website?x=1'],
    ['/offer/SECURITE', '/Offer/securite'],
    ['/Website/', '/Website'],
  ])('moves %s permanently to its spelling, %s', async (url, location) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(location);
  });

  it.each([['/page-inconnue'], ['/Offer/inconnue'], ['/Website/plus']])(
    'answers %s with 404 and the branded page',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<h1>introuvable</h1>');
    },
  );

  it('keeps a JSON 404 for the API', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/inconnue' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Ressource introuvable.' });
  });
});

describe('pages built for another address than PUBLIC_URL', () => {
  const builtFor = (canonical: string) =>
    `<!doctype html><link rel="canonical" href="${canonical}"><h1>accueil</h1>`;

  it.each([
    ['https://www.example.fr/', 'https://www.mon-site.fr'],
    ['https://www.mon-site.fr/', 'https://www.mon-site.fr/elaborium_website/'],
    ['https://ancien-site.fr/', 'https://www.mon-site.fr/'],
  ])('are told: built for %s, public at %s', (canonical, publicUrl) => {
    expect(builtForAnotherAddress(builtFor(canonical), publicUrl)).toBe(canonical);
  });

  it.each([
    ['https://www.mon-site.fr/', 'https://www.mon-site.fr'],
    ['https://www.mon-site.fr/elaborium_website/', 'https://www.mon-site.fr/elaborium_website'],
    // The example site, or a test on this machine: not a site going live.
    ['https://www.example.fr/', 'http://127.0.0.1:4173'],
    ['https://www.example.fr/', undefined],
  ])('are not: built for %s, public at %s', (canonical, publicUrl) => {
    expect(builtForAnotherAddress(builtFor(canonical), publicUrl)).toBeUndefined();
  });

  it('makes the server warn at start, naming both addresses', async () => {
    const lines: string[] = [];
    const own = await buildApp({
      config: loadConfig({
        STATIC_DIR: staticDir,
        PUBLIC_URL: 'https://www.mon-site.fr',
        LOG_LEVEL: 'warn',
      }),
      store: testStore.store,
      logger: { stream: { write: (line) => lines.push(line) } },
    });
    await own.close();
    const warning = lines
      .map((line) => JSON.parse(line) as { builtFor?: string; publicUrl?: string })
      .find((entry) => entry.builtFor !== undefined);
    expect(warning).toMatchObject({
      builtFor: 'https://www.example.fr/',
      publicUrl: 'https://www.mon-site.fr',
    });
  });
});
