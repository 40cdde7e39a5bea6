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

const CROSS_SITE_REFUSED =
  'Envoi refusé : ce formulaire s’envoie depuis les pages du site lui-même.';

/**
 * Refuses a POST that a browser sent from another site (security review L8):
 * a page elsewhere could otherwise make each of its visitors post a sign-up
 * or a quote request, on the visitor's own address (borrowing it for the
 * per-client limits). A browser names where a post comes from (`Origin`,
 * `Sec-Fetch-Site`); one from this host or from ALLOWED_ORIGINS (a static
 * copy of the site) is taken, as is a request naming none (a mail program,
 * a script, an old browser), which borrows nobody's address.
 */
export function refuseCrossSitePosts(
  app: FastifyInstance,
  allowedOrigins: readonly string[],
): void {
  const allowed = new Set(allowedOrigins);
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST') return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    // This host, by name: a reverse proxy may pass it without its port (nginx's $host).
    const ownHost = (value: string) =>
      URL.canParse(value) &&
      URL.canParse(`http://${request.headers.host ?? ''}`) &&
      new URL(value).hostname === new URL(`http://${request.headers.host ?? ''}`).hostname;
    // `Origin: null` names nothing: a page with `Referrer-Policy: no-referrer`
    // sends it (the API's own form pages do), as does a sandboxed frame;
    // Sec-Fetch-Site then tells them apart.
    const fromElsewhere =
      origin !== undefined && origin !== 'null'
        ? !allowed.has(origin) && !ownHost(origin)
        : fetchSite === 'cross-site';
    if (!fromElsewhere) return;
    request.log.info({ origin, fetchSite }, 'cross-site post refused');
    return reply
      .code(403)
      .header('Cache-Control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send(CROSS_SITE_REFUSED);
  });
}
