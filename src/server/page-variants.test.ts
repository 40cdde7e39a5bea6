import { describe, expect, it } from 'vitest';
import { isFresh, variantFor, type MemoryPage, type PageVariant } from './page-variants.ts';

describe('the encoding a page goes out in', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['deflate', 'identity'],
    ['*', 'br'],
    ['BR', 'br'],
  ])('Accept-Encoding %j gets %s', (accept, encoding) => {
    // Only which form is chosen matters here: each form is told by its name.
    const form = (name: string) => ({ etag: name }) as PageVariant;
    const page = { identity: form('identity'), br: form('br'), gzip: form('gzip') } as MemoryPage;
    expect(variantFor(page, accept).etag).toBe(encoding);
  });
});

describe('whether the browser’s copy is current', () => {
  const variant = {
    etag: 'W/"2a61-1a20ab69549"',
    modifiedSeconds: Date.parse('2026-11-23T10:00:00Z') / 1000,
  } as PageVariant; // only the two fields isFresh reads
  it.each([
    [{ 'if-none-match': 'W/"2a61-1a20ab69549"' }, true],
    [{ 'if-none-match': '"x", W/"2a61-1a20ab69549"' }, true],
    [{ 'if-none-match': '*' }, true],
    [{ 'if-none-match': 'W/"other"' }, false],
    // If-None-Match wins over a date that alone would say current.
    [{ 'if-none-match': 'W/"other"', 'if-modified-since': 'Tue, 24 Nov 2026 00:00:00 GMT' }, false],
    [{ 'if-modified-since': 'Mon, 23 Nov 2026 10:00:00 GMT' }, true],
    [{ 'if-modified-since': 'Mon, 23 Nov 2026 09:59:59 GMT' }, false],
    [{ 'if-modified-since': 'pas une date' }, false],
    [{ 'if-none-match': 'W/"2a61-1a20ab69549"', 'cache-control': 'max-age=0, no-cache' }, false],
    [{}, false],
  ])('%j: %s', (headers, fresh) => {
    expect(isFresh(headers, variant)).toBe(fresh);
  });
});
