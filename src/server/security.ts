import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { InlineHashes } from './inline-hashes.ts';

/**
 * Headers Helmet still sets that today's browsers ignore: X-XSS-Protection
 * (the XSS auditors it switched off are gone from every browser),
 * X-Download-Options (Internet Explorer 8), X-Permitted-Cross-Domain-Policies
 * (Flash and Acrobat's crossdomain.xml; the site has none) and
 * X-DNS-Prefetch-Control (browsers already prefetch no links' DNS on an
 * HTTPS page). Each header is work for Node on every answer (decision 012).
 */
const OBSOLETE_HEADERS_OFF = {
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} as const;

/** Helmet's settings for the site's pages: a strict policy, the site loads nothing from elsewhere. */
function pageOptions(inline: InlineHashes): HelmetOptions {
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
    ...OBSOLETE_HEADERS_OFF,
  };
}

/**
 * For the JSON API: what matters for a document that is never rendered
 * (OWASP's REST security headers): nothing may run or be framed, no MIME
 * sniffing, HTTPS only, not readable by other sites' pages. The headers that
 * only concern pages are left out; an answer is then 0.4 kB lighter.
 */
const apiOptions: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/**
 * The headers Helmet sets with `options`. None of them depends on the
 * request (no nonces), so Helmet runs once, at start-up, on a stand-in
 * response that records them; @fastify/helmet ran it again for every request,
 * about a tenth of the server's time under load (`npm run bench`).
 */
function helmetHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
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
  helmet(options)(
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

/** The headers of `securityHeaders`: one set for the pages, one for the API. */
export interface SecurityHeaders {
  readonly page: Readonly<Record<string, string>>;
  readonly api: Readonly<Record<string, string>>;
  readonly asset: Readonly<Record<string, string>>;
}

/**
 * For the build's hashed scripts and images (`/assets/`): a script or an
 * image is not a document, so a policy, framing or referrer rule on it has
 * no effect; what matters is that it is never sniffed as another type and
 * not read by other sites. Each script on a first visit is then 0.9 kB
 * lighter (the page's CSP lists every inline block's hash).
 */
const assetOptions: HelmetOptions = {
  contentSecurityPolicy: false,
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/**
 * Helmet sets no Permissions-Policy. The site uses none of these features,
 * so none is granted, to the site or to anything it might ever embed.
 */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'payment',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * A page's own Content-Security-Policy: its inline style and scripts allowed
 * by their hashes, nothing else inline (each page inlines its own rules).
 */
export function pagePolicy(inline: InlineHashes): string {
  const policy = helmetHeaders(pageOptions(inline))['Content-Security-Policy'];
  if (policy === undefined) throw new Error('Helmet wrote no Content-Security-Policy');
  return policy;
}

export function securityHeaders(inline: InlineHashes): SecurityHeaders {
  return {
    page: { ...helmetHeaders(pageOptions(inline)), 'Permissions-Policy': PERMISSIONS_POLICY },
    api: helmetHeaders(apiOptions),
    asset: helmetHeaders(assetOptions),
  };
}

/**
 * Security headers for every answer: on the pages a strict
 * Content-Security-Policy, no framing, no MIME sniffing and a referrer policy
 * that never leaks paths to other sites (the only inline code allowed is the
 * prerendered page's own style and script, by their hashes); on `/api/` the
 * set that matters for JSON.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  inline: InlineHashes = { scripts: [], styles: [] },
): SecurityHeaders {
  const headers = securityHeaders(inline);
  const { page, api, asset } = headers;
  // Link previews and the favicon are shown by other sites (a chat, a
  // search page): same-origin would forbid it (issue 19, item 13).
  const shared = { ...page, 'Cross-Origin-Resource-Policy': 'cross-origin' };
  app.addHook('onRequest', (request, reply, done) => {
    const { url } = request;
    void reply.headers(
      url.startsWith('/api/')
        ? api
        : url.startsWith('/assets/')
          ? asset
          : isSharedImage(url)
            ? shared
            : page,
    );
    done();
  });
  return headers;
}

/** The preview images (`/og/…png`), the favicon, the logo and the touch icon. */
function isSharedImage(url: string): boolean {
  return (
    url.startsWith('/og/') ||
    url.startsWith('/favicon.') ||
    url === '/logo.png' ||
    url === '/apple-touch-icon.png'
  );
}
