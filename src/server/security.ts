import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { InlineHashes } from './inline-hashes.ts';

/**
 * Security headers for every answer: a strict Content-Security-Policy (the
 * site loads nothing from elsewhere), no framing, no MIME sniffing and a
 * referrer policy that never leaks paths to other sites. The only inline code
 * allowed is the prerendered page's own style and script, by their hashes.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  inline: InlineHashes = { scripts: [], styles: [] },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inline.scripts],
        styleSrc: ["'self'", ...inline.styles],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
}
