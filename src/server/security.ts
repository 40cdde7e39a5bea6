import type { FastifyInstance } from 'fastify';
import type { InlineHashes } from './inline-hashes.ts';

/**
 * The security headers, written out: none depends on the request (no
 * nonces), so each set is one plain object, built once. Left out, as
 * today's browsers ignore them: X-XSS-Protection (the XSS auditors are
 * gone), X-Download-Options (Internet Explorer 8),
 * X-Permitted-Cross-Domain-Policies (Flash; the site has no
 * crossdomain.xml) and X-DNS-Prefetch-Control.
 */
const EVERY_ANSWER = {
  // Never sniffed as another type; HTTPS only for a year; not read by other sites.
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
} as const;

/**
 * The site uses none of these features, so none is granted, to the site or
 * to anything it might ever embed.
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
 * A page's own Content-Security-Policy: the site loads nothing from elsewhere;
 * inline code only by its hash (each page inlines its own rules). A copy
 * built to post to an API on another origin (`VITE_API_ORIGIN`) may reach
 * exactly that origin, by script and by form (`apiOrigins`).
 */
export function pagePolicy(inline: InlineHashes, apiOrigins: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inline.scripts].join(' '),
    ["style-src 'self'", ...inline.styles].join(' '),
    "img-src 'self' data:",
    "font-src 'self'",
    ["connect-src 'self'", ...apiOrigins].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    ["form-action 'self'", ...apiOrigins].join(' '),
    "frame-ancestors 'none'",
  ].join(';');
}

/** The headers of `securityHeaders`: one set for the pages, one for the API, one for assets. */
export interface SecurityHeaders {
  readonly page: Readonly<Record<string, string>>;
  readonly api: Readonly<Record<string, string>>;
  readonly asset: Readonly<Record<string, string>>;
}

export function securityHeaders(
  inline: InlineHashes,
  apiOrigins: readonly string[] = [],
): SecurityHeaders {
  return {
    // A strict policy, no framing, a referrer that never leaks paths to other sites.
    page: {
      'Content-Security-Policy': pagePolicy(inline, apiOrigins),
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Origin-Agent-Cluster': '?1',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      ...EVERY_ANSWER,
      'X-Frame-Options': 'DENY',
      'Permissions-Policy': PERMISSIONS_POLICY,
    },
    // JSON that is never rendered (OWASP's REST security headers): nothing
    // may run or be framed; the headers that only concern pages are left out.
    api: {
      'Content-Security-Policy': "default-src 'none';frame-ancestors 'none'",
      'Referrer-Policy': 'no-referrer',
      ...EVERY_ANSWER,
      'X-Frame-Options': 'DENY',
    },
    // The build's hashed scripts and images (`/assets/`) are not documents:
    // a policy, framing or referrer rule on them has no effect.
    asset: EVERY_ANSWER,
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
