import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { InlineHashes } from './inline-hashes.ts';

/** Helmet's settings: a strict policy, since the site loads nothing from elsewhere. */
function helmetOptions(inline: InlineHashes): HelmetOptions {
  return {
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
  };
}

/**
 * The headers Helmet sets with these options. None of them depends on the
 * request (no nonces), so Helmet runs once, at start-up, on a stand-in
 * response that records them; @fastify/helmet ran it again for every request,
 * about a tenth of the server's time under load (`npm run bench`).
 */
export function securityHeaders(inline: InlineHashes): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      Reflect.deleteProperty(headers, name);
    },
  };
  let failure: unknown;
  helmet(helmetOptions(inline))(
    Object.create(null) as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      failure = error;
    },
  );
  if (failure !== undefined) {
    throw failure instanceof Error ? failure : new Error('Helmet refused its options');
  }
  return headers;
}

/**
 * Security headers for every answer: a strict Content-Security-Policy, no
 * framing, no MIME sniffing and a referrer policy that never leaks paths to
 * other sites. The only inline code allowed is the prerendered page's own
 * style and script, by their hashes.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  inline: InlineHashes = { scripts: [], styles: [] },
): void {
  const headers = securityHeaders(inline);
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
}
