import type { FastifyInstance } from 'fastify';

/**
 * CORS for one API path, for a copy of the site published on a static host
 * (PRODUCT.md decision 14) that posts here from another origin. Only the
 * origins listed in ALLOWED_ORIGINS get the headers; none by default.
 */
export function allowCrossOrigin(
  app: FastifyInstance,
  url: string,
  allowedOrigins: readonly string[],
): void {
  if (allowedOrigins.length === 0) return;
  const allowed = new Set(allowedOrigins);

  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin && allowed.has(origin)) {
      void reply.header('Access-Control-Allow-Origin', origin);
    }
    void reply.header('Vary', 'Origin');
  });

  // The browser's preflight for a JSON POST.
  app.options(url, async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || !allowed.has(origin)) return reply.code(403).send();
    return reply
      .code(204)
      .header('Access-Control-Allow-Methods', 'POST')
      .header('Access-Control-Allow-Headers', 'Content-Type')
      .header('Access-Control-Max-Age', '86400')
      .send();
  });
}
