import type { IncomingMessage, ServerResponse } from 'node:http';
import { isFresh, negotiateEncoding, type MemoryPage, type PageVariant } from './page-variants.ts';

/**
 * Headers as `writeHead` takes them fastest: one flat list, name then
 * value. Node checks every header given to `writeHead` whatever its form,
 * but walks a list with less work than an object's keys (about 2 % more
 * pages a second on /Website, whose answer has seventeen headers).
 */
type FlatHeaders = string[];

const flat = (headers: Readonly<Record<string, string>>): FlatHeaders =>
  Object.entries(headers).flat();

/** One form of a page with its whole answer's headers, built once at start-up. */
interface WireForm {
  readonly variant: PageVariant;
  /** The 200's headers: the page's security headers, then what describes these bytes. */
  readonly ok: FlatHeaders;
  /** A 304's: the same without the `Content-*` ones. */
  readonly notModified: FlatHeaders;
  /**
   * The variant's bytes as a Latin-1 string, one character a byte (the
   * same bytes on the wire). Node joins a string body to the head it
   * built and sends both in one write; a Buffer body goes with the head
   * in a `writev`, whose extra work cost about 7 % of the pages a second
   * a bare `node:http` server answered /Website with.
   */
  readonly latin1: string;
}

/** A prerendered page ready to go on the wire, in each form the build made of it. */
export interface WirePage {
  readonly file: string;
  readonly identity: WireForm;
  readonly br: WireForm | undefined;
  readonly gzip: WireForm | undefined;
}

/**
 * The page with every header of its answers joined at start-up: a request
 * then costs Node one `writeHead` with a ready list and one string, not twenty
 * `setHeader` calls, nor Fastify's reply headers (decision 012).
 */
export function wirePage(page: MemoryPage, security: Readonly<Record<string, string>>): WirePage {
  const lowerCased = Object.fromEntries(
    Object.entries(security).map(([name, value]) => [name.toLowerCase(), value]),
  );
  const form = (variant: PageVariant | undefined): WireForm | undefined =>
    variant && {
      variant,
      ok: flat({
        ...lowerCased,
        ...variant.headers,
        'content-length': String(variant.body.length),
      }),
      notModified: flat({ ...lowerCased, ...variant.notModifiedHeaders }),
      latin1: variant.body.toString('latin1'),
    };
  return {
    file: page.file,
    identity: form(page.identity) as WireForm,
    br: form(page.br),
    gzip: form(page.gzip),
  };
}

function formFor(page: WirePage, accept: string | undefined): WireForm {
  const encoding = negotiateEncoding(accept);
  if (encoding === 'br') return page.br ?? page.gzip ?? page.identity;
  if (encoding === 'gzip') return page.gzip ?? page.identity;
  return page.identity;
}

/**
 * Answers a GET or HEAD of the page on Node's own response: 304 when the
 * browser's copy is current (`isFresh`), else 200 with the form its
 * `Accept-Encoding` takes (a HEAD without the body). Returns the status, so
 * the caller counts a 200 to a GET.
 */
export function writePage(request: IncomingMessage, response: ServerResponse, page: WirePage) {
  const { headers } = request;
  const form = formFor(page, headers['accept-encoding']);
  if (isFresh(headers, form.variant)) {
    response.writeHead(304, form.notModified);
    response.end();
    return 304;
  }
  response.writeHead(200, form.ok);
  if (request.method === 'HEAD') response.end();
  else response.end(form.latin1, 'latin1');
  return 200;
}
