import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { Audience } from './audience/audience.ts';
import { writePage, type WirePage } from './page-answer.ts';
import { PageRequest, trustFunction } from './page-request.ts';
import type { TrustProxy } from './trust-proxy.ts';

/** The levels at which Fastify logs each request (its two lines are `info`). */
const LOGS_REQUESTS = new Set(['trace', 'debug', 'info']);

/** Answers a request before Fastify sees it; false leaves it to Fastify. */
export type FrontHandler = (request: IncomingMessage, response: ServerResponse) => boolean;

/** Where the server factory looks for the front path, set once the pages are loaded. */
export interface FrontDoor {
  handler?: FrontHandler;
}

export interface PageFrontOptions {
  /** The prerendered pages by address (`/Website`), as the routes answer them. */
  readonly pages: ReadonlyMap<string, WirePage>;
  readonly audience: Audience;
  readonly trustProxy: TrustProxy;
  readonly log: FastifyBaseLogger;
  /** Fastify's request ids (app.ts gives both the same counter). */
  readonly genReqId: (request: IncomingMessage) => string;
  /** Whether the server is shutting down: Fastify then answers 503. */
  readonly closing: () => boolean;
  /** Whether the X-Forwarded-For warning is still to be logged (trust-proxy.ts does it). */
  readonly proxyWarningDue: () => boolean;
}

/**
 * The prerendered pages' GET and HEAD, answered ahead of Fastify's routing,
 * request and reply objects and hooks (docs/decisions/012-audience-counts.md,
 * « Pages answered from memory »): the same bytes and headers as the page
 * routes, which `app.inject` and everything not handled here still reach.
 * Left to Fastify: every other address and method, ranges and write
 * preconditions, a server shutting down (its 503), and a first
 * X-Forwarded-For with TRUST_PROXY off (its warning). What the hooks and
 * Fastify do for a page is done here: the page's security headers (in the
 * page's answer), the client's address through the trusted proxies (for the
 * visit), the request's two log lines at `info`, the audience count.
 */
export function pageFront(options: PageFrontOptions): FrontHandler {
  const { audience, log } = options;
  const trust = trustFunction(options.trustProxy);
  // Each page with its address as the map holds it: counted under that one
  // string (whose hash V8 keeps), not the request's copy of it.
  const pages = new Map([...options.pages].map(([address, page]) => [address, { address, page }]));
  return (request, response) => {
    const { method } = request;
    if (method !== 'GET' && method !== 'HEAD') return false;
    const url = request.url ?? '/';
    const query = url.indexOf('?');
    const known = pages.get(query < 0 ? url : url.slice(0, query));
    if (known === undefined || options.closing()) return false;
    const { headers } = request;
    if (headers.range ?? headers['if-match'] ?? headers['if-unmodified-since']) return false;
    if (headers['x-forwarded-for'] !== undefined && options.proxyWarningDue()) return false;

    try {
      const view = new PageRequest(request, trust);
      if (LOGS_REQUESTS.has(log.level)) logRequest(log, options.genReqId(request), view, response);
      const status = writePage(request, response, known.page);
      if (status === 200 && method === 'GET') audience.countPage(view, known.address);
    } catch (error) {
      // A route's error is Fastify's to answer (500); here, unanswered, it still is.
      log.error({ err: error }, 'page answer failed');
      if (!response.headersSent) return false;
      if (!response.writableEnded) response.destroy();
    }
    return true;
  };
}

/** Fastify's two lines for a request (its log-controller.js), with the same serializers. */
function logRequest(
  log: FastifyBaseLogger,
  reqId: string,
  request: PageRequest,
  response: ServerResponse,
): void {
  const child = log.child({ reqId });
  child.info({ req: request }, 'incoming request');
  const start = performance.now();
  response.once('finish', () => {
    const responseTime = performance.now() - start;
    child.info({ res: { statusCode: response.statusCode }, responseTime }, 'request completed');
  });
}
