import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

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

/**
 * Serves the built site from `root`, with the Brotli and gzip copies made at
 * build time when the browser accepts them.
 */
export async function registerStaticSite(app: FastifyInstance, root: string): Promise<void> {
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
}
