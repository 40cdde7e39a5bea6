import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NOT_FOUND_PAGE, sitePagesOf } from './site-pages.ts';

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

/**
 * Serves the built site from `root`: each prerendered page at its own
 * address (`/Website` from `Website.html`), the other files as they are, with
 * the Brotli and gzip copies made at build time when the browser accepts them.
 * Returns the answer for a miss: a page's address in another case
 * (`/website`, the original's router ignored case) or with a trailing slash
 * moves permanently to its spelling; anything else gets the branded
 * « Page introuvable » page with status 404.
 */
export async function registerStaticSite(app: FastifyInstance, root: string): Promise<SiteMiss> {
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
  const spellings = new Map([...pages.keys()].map((address) => [address.toLowerCase(), address]));
  for (const [address, file] of pages) {
    if (address === '/') continue;
    app.get(address, (_request, reply) => reply.sendFile(file));
  }
  const notFoundPage = existsSync(path.join(absoluteRoot, NOT_FOUND_PAGE));

  return (request, reply) => {
    const [pathname = '/', query] = request.url.split(/\?(.*)/s, 2);
    const spelled = spellings.get(pathname.replace(/(.)\/$/, '$1').toLowerCase());
    if (
      spelled &&
      spelled !== pathname &&
      (request.method === 'GET' || request.method === 'HEAD')
    ) {
      return reply.redirect(query === undefined ? spelled : `${spelled}?${query}`, 301);
    }
    reply.code(404);
    if (!notFoundPage) return reply.type('text/plain; charset=utf-8').send('Page introuvable.');
    return reply.header('Cache-Control', 'no-cache').sendFile(NOT_FOUND_PAGE);
  };
}
