import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Audience } from './audience/audience.ts';
import { inlineHashes } from './inline-hashes.ts';
import { isFresh, loadPage, variantFor, type MemoryPage } from './page-variants.ts';
import { pagePolicy } from './security.ts';
import { isExampleOrLocal } from '../content/go-live.ts';
import { NOT_FOUND_FILE } from '../shared/paths.ts';
import { sitePagesOf } from './site-pages.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Vite names built assets after their content hash: they never change. */
function cacheControlFor(servedPath: string): string {
  // A precompressed copy (`index.html.br`) is cached like the file it stands for.
  const filePath = servedPath.replace(/\.(br|gz)$/, '');
  if (filePath.includes(`${path.sep}assets${path.sep}`)) {
    return `public, max-age=${ONE_YEAR_SECONDS}, immutable`;
  }
  if (filePath.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

/** The answer to an address that is not a file of the site. */
export type SiteMiss = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

export interface StaticSite {
  /** The answer to a miss (404, or the page's own spelling). */
  readonly miss: SiteMiss;
}

/** A page's own policy: the hashes of its inline style and scripts (each page inlines its own rules). */
function policyOf(page: MemoryPage): string {
  return pagePolicy(inlineHashes(page.identity.body.toString('utf8')));
}

export interface StaticSiteOptions {
  /** The pages' security headers, for the 404 page wherever it answers (issue 19, item 9). */
  readonly pageHeaders: Readonly<Record<string, string>>;
  /** Told the site's pages: their beacons' views count (docs/decisions/018). */
  readonly audience: Audience;
  /** Where the pages are public (PUBLIC_URL, with its base path), when set. */
  readonly publicUrl?: string | undefined;
}

/**
 * The address the pages were built for (their root page's canonical link)
 * when PUBLIC_URL names a live site and the pages another address: a build
 * made without PUBLIC_URL names the example's in every canonical, preview
 * and structured-data link, which search engines and link previews follow.
 */
export function builtForAnotherAddress(
  rootPage: string,
  publicUrl: string | undefined,
): string | undefined {
  if (publicUrl === undefined || isExampleOrLocal(publicUrl)) return undefined;
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(rootPage)?.[1];
  return canonical?.startsWith(publicUrl.replace(/\/?$/, '/')) === false ? canonical : undefined;
}

/**
 * Serves the built site from `root`: each prerendered page at its own
 * address (`/Website` from `Website.html`), from memory (read at start-up with
 * its Brotli and gzip copies: a page never waits for the disk), the other
 * files from the disk as they are, with the build's compressed copies when
 * the browser accepts them. Returns the answer for a miss: a page's address
 * in another case (`/website`, the original's router ignored case) or with a
 * trailing slash moves permanently to its spelling; anything else gets the
 * branded « Page introuvable » page with status 404.
 */
export async function registerStaticSite(
  app: FastifyInstance,
  root: string,
  { pageHeaders, audience, publicUrl }: StaticSiteOptions,
): Promise<StaticSite> {
  const absoluteRoot = path.resolve(root);
  if (!existsSync(path.join(absoluteRoot, 'index.html'))) {
    app.log.warn({ root: absoluteRoot }, 'no built site found: run `npm run build` first');
  }
  await app.register(fastifyStatic, {
    root: absoluteRoot,
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      reply.header('Cache-Control', cacheControlFor(filePath));
    },
  });

  const pages = sitePagesOf(absoluteRoot);
  audience.setPages(pages.keys());
  const spellings = new Map([...pages.keys()].map((address) => [address.toLowerCase(), address]));
  for (const [address, file] of pages) {
    const page = loadPage(absoluteRoot, file);
    const builtFor =
      address === '/' && builtForAnotherAddress(String(page.identity.body), publicUrl);
    if (builtFor) {
      app.log.warn(
        { builtFor, publicUrl },
        'the pages were built for another address than PUBLIC_URL, which their canonical and preview links name: rebuild with PUBLIC_URL set (README, « Going live »)',
      );
    }
    const policy = policyOf(page);
    // A route of Fastify's like any other: every hook applies (the security
    // headers, the logs, the 503 while closing). The page's bytes are
    // already compressed as well as can be: no compression on the fly.
    app.get(address, { compress: false }, (request, reply) => {
      // Byte ranges and write preconditions are rare on a page: the file's
      // own answer (send) handles them.
      const { headers } = request;
      // On every answer, a 304 included: the browser keeps the headers of the
      // latest one with the page it has, and its inline code needs this policy.
      void reply.header('content-security-policy', policy);
      if (headers.range ?? headers['if-match'] ?? headers['if-unmodified-since']) {
        return reply.sendFile(file);
      }
      const variant = variantFor(page, headers['accept-encoding']);
      if (isFresh(headers, variant))
        return reply.code(304).headers(variant.notModifiedHeaders).send();
      return reply.headers(variant.headers).send(variant.body);
    });
  }
  const notFoundPage = existsSync(path.join(absoluteRoot, NOT_FOUND_FILE))
    ? loadPage(absoluteRoot, NOT_FOUND_FILE)
    : undefined;
  const notFoundPolicy = notFoundPage && policyOf(notFoundPage);

  const miss: SiteMiss = (request, reply) => {
    const [pathname = '/', query] = request.url.split(/\?(.*)/s, 2);
    const spelled = spellings.get(pathname.replace(/(.)\/$/, '$1').toLowerCase());
    if (
      spelled &&
      spelled !== pathname &&
      (request.method === 'GET' || request.method === 'HEAD')
    ) {
      return reply.redirect(query === undefined ? spelled : `${spelled}?${query}`, 301);
    }
    // Under /assets/ the hook set a script's headers; this answer is a page.
    void reply.code(404).headers(pageHeaders);
    if (!notFoundPage) return reply.type('text/plain; charset=utf-8').send('Page introuvable.');
    const variant = variantFor(notFoundPage, request.headers['accept-encoding']);
    return reply
      .headers(variant.headers)
      .header('content-security-policy', notFoundPolicy)
      .send(variant.body);
  };
  return { miss };
}
