import { createHash } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appOnTestStore } from '../../tests/support/server.ts';
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

  it('hashes speculation rules, which CSP treats as inline script, and not JSON-LD', () => {
    const rules = '{"prefetch":[{"where":{"href_matches":"/*"}}]}';
    const html = `<script type="speculationrules">${rules}</script><script type="application/ld+json">{}</script>`;
    expect(inlineHashes(html).scripts).toEqual([sha256(rules)]);
  });

  it('finds nothing in a page without inline code', () => {
    expect(inlineHashes('<!doctype html><title>t</title>')).toEqual({ scripts: [], styles: [] });
  });
});

describe('the Content-Security-Policy of a prerendered page', () => {
  it('allows the built page’s inline style and script by hash, and nothing else inline', async () => {
    const staticDir = await mkdtemp(path.join(tmpdir(), 'site-'));
    await writeFile(
      path.join(staticDir, 'index.html'),
      '<!doctype html><style>p{margin:0}</style><div id="root"></div><script>go()</script>',
    );
    const { app, close } = await appOnTestStore({ STATIC_DIR: staticDir });
    const csp = (await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'];
    await close();
    expect(csp).toContain(`script-src 'self' ${sha256('go()')};`);
    expect(csp).toContain(`style-src 'self' ${sha256('p{margin:0}')};`);
    expect(csp).not.toContain('unsafe-inline');
  });
});
