import type { IncomingHttpHeaders } from 'node:http';
import { Negotiator } from '@fastify/accept-negotiator';
import fresh from 'fresh';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** One form of a page as it goes on the wire: its bytes and the headers that describe them. */
export interface PageVariant {
  readonly body: Buffer;
  /** Content headers, as @fastify/static (the `send` module) wrote them for the file. */
  readonly headers: Readonly<Record<string, string>>;
  /** The headers a 304 keeps (send drops the `Content-*` ones). */
  readonly notModifiedHeaders: Readonly<Record<string, string>>;
  readonly etag: string;
  /** The file's modification time, in whole seconds (HTTP dates have no milliseconds). */
  readonly modifiedSeconds: number;
}

/** A prerendered page in memory: as built, and its Brotli and gzip copies when the build made them. */
export interface MemoryPage {
  /** The file under the site's root (`Offer/securite.html`). */
  readonly file: string;
  readonly identity: PageVariant;
  readonly br: PageVariant | undefined;
  readonly gzip: PageVariant | undefined;
}

function variantOf(filePath: string, encoding?: 'br' | 'gzip'): PageVariant {
  const body = readFileSync(filePath);
  const { mtime } = statSync(filePath);
  // The `etag` package's weak tag for a file, which @fastify/static sent:
  // pages answered before and after this change revalidate alike.
  const etag = `W/"${body.length.toString(16)}-${mtime.getTime().toString(16)}"`;
  const kept = {
    'accept-ranges': 'bytes',
    'last-modified': mtime.toUTCString(),
    etag,
    'cache-control': 'no-cache',
    vary: 'accept-encoding',
  };
  return {
    body,
    etag,
    modifiedSeconds: Math.floor(mtime.getTime() / 1000),
    notModifiedHeaders: kept,
    headers: {
      ...kept,
      'content-type': 'text/html; charset=utf-8',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    },
  };
}

/** Reads a page and its compressed copies (`file.br`, `file.gz`) into memory. */
export function loadPage(root: string, file: string): MemoryPage {
  const filePath = path.join(root, file);
  return {
    file,
    identity: variantOf(filePath),
    br: existsSync(`${filePath}.br`) ? variantOf(`${filePath}.br`, 'br') : undefined,
    gzip: existsSync(`${filePath}.gz`) ? variantOf(`${filePath}.gz`, 'gzip') : undefined,
  };
}

// Brotli first, then gzip, then none, by the client's q-values (q=0 refuses).
const encodings = new Negotiator({ supportedValues: ['br', 'gzip', 'identity'] });

/** The page's form for this request's `Accept-Encoding`. */
export function variantFor(page: MemoryPage, accept: string | undefined): PageVariant {
  // Content codings are case-insensitive (RFC 9110); the negotiator compares exactly.
  const encoding = accept ? encodings.negotiate(accept.toLowerCase()) : 'identity';
  if (encoding === 'br') return page.br ?? page.gzip ?? page.identity;
  if (encoding === 'gzip') return page.gzip ?? page.identity;
  return page.identity;
}

/**
 * Whether the client's copy is current, by the `fresh` module's rule (which
 * @fastify/static applies to files): `If-None-Match` wins over
 * `If-Modified-Since`, and a forced reload (`Cache-Control: no-cache`)
 * always gets the page.
 */
export function isFresh(headers: IncomingHttpHeaders, variant: PageVariant): boolean {
  return fresh(headers, {
    etag: variant.etag,
    'last-modified': new Date(variant.modifiedSeconds * 1000).toUTCString(),
  });
}
