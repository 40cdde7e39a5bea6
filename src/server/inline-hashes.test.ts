import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineHashes } from './inline-hashes.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineHashes', () => {
  it('hashes inline scripts and styles exactly as browsers check them', () => {
    const html = `<head><style>a{color:red}</style><script type="module" src="/assets/x.js"></script></head>
      <body><div id="root"></div><script>if(1)go()</script></body>`;
    expect(inlineHashes(html)).toEqual({
      scripts: [sha256('if(1)go()')],
      styles: [sha256('a{color:red}')],
    });
  });

  it('finds nothing in a page without inline code', () => {
    expect(inlineHashes('<!doctype html><title>t</title>')).toEqual({ scripts: [], styles: [] });
  });
});
