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

type Encoding = 'br' | 'gzip' | 'identity';
const negotiated = new Map<string, Encoding>();

/**
 * The encoding to send for an `Accept-Encoding` header: Brotli, else gzip,
 * by the client's q-values (q=0 refuses), else none. Remembered per header
 * value: browsers send a handful of distinct ones.
 */
export function negotiateEncoding(accept: string | undefined): Encoding {
  if (!accept) return 'identity';
  let known = negotiated.get(accept);
  if (known === undefined) {
    let best: Encoding = 'identity';
    let bestQ = 0;
    for (const part of accept.split(',')) {
      const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
      const qParam = params.find((param) => param.startsWith('q='));
      const q = qParam ? Number(qParam.slice(2)) : 1;
      const coding = name.toLowerCase();
      const candidate: Encoding | undefined =
        coding === 'br' ? 'br' : coding === 'gzip' || coding === '*' ? 'gzip' : undefined;
      if (!candidate || !(q > 0)) continue;
      if (q > bestQ || (q === bestQ && candidate === 'br')) {
        best = candidate;
        bestQ = q;
      }
    }
    if (negotiated.size >= 200) negotiated.clear();
    negotiated.set(accept, best);
    known = best;
  }
  return known;
}

/** The page's form for this request's `Accept-Encoding`. */
export function variantFor(page: MemoryPage, accept: string | undefined): PageVariant {
  const encoding = negotiateEncoding(accept);
  if (encoding === 'br') return page.br ?? page.gzip ?? page.identity;
  if (encoding === 'gzip') return page.gzip ?? page.identity;
  return page.identity;
}

/**
 * Whether the client's copy is current (the `fresh` module's rule, which
 * @fastify/static applied): `If-None-Match` wins over `If-Modified-Since`,
 * and a request that says `Cache-Control: no-cache` (a forced reload) always
 * gets the page.
 */
export function isFresh(
  headers: Readonly<Record<string, string | string[] | undefined>>,
  variant: PageVariant,
): boolean {
  const noneMatch = headers['if-none-match'];
  const modifiedSince = headers['if-modified-since'];
  if (typeof noneMatch !== 'string' && typeof modifiedSince !== 'string') return false;
  const cacheControl = headers['cache-control'];
  if (typeof cacheControl === 'string' && /(?:^|,)\s*no-cache\s*(?:,|$)/.test(cacheControl)) {
    return false;
  }
  if (typeof noneMatch === 'string') {
    if (noneMatch.trim() === '*') return true;
    return noneMatch
      .split(',')
      .map((tag) => tag.trim())
      .some(
        (tag) => tag === variant.etag || `W/${tag}` === variant.etag || tag === `W/${variant.etag}`,
      );
  }
  const since = Date.parse(String(modifiedSince));
  return !Number.isNaN(since) && variant.modifiedSeconds * 1000 <= since;
}
