import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface InlineHashes {
  /** CSP sources (`'sha256-…'`) of the page's inline <script> blocks. */
  readonly scripts: readonly string[];
  /** CSP sources of its inline <style> blocks. */
  readonly styles: readonly string[];
}

function cspHashes(html: string, tag: 'script' | 'style'): string[] {
  // Only blocks without attributes are inline code; `<script type="module" src>` is not.
  const blocks = html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'));
  return [...blocks].map(
    ([, body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
  );
}

/**
 * The hashes of the inline script and style that the build puts into
 * index.html (scripts/prerender.ts). Read from the built page at start-up,
 * they are always those of the page served, so the CSP can allow exactly these
 * blocks and nothing else inline ('unsafe-inline' stays off).
 */
export function inlineHashes(html: string): InlineHashes {
  return { scripts: cspHashes(html, 'script'), styles: cspHashes(html, 'style') };
}

/** `inlineHashes` of `<staticDir>/index.html`, none when the site is not built. */
export function inlineHashesOfSite(staticDir: string): InlineHashes {
  const indexPath = path.join(staticDir, 'index.html');
  if (!existsSync(indexPath)) return { scripts: [], styles: [] };
  return inlineHashes(readFileSync(indexPath, 'utf8'));
}
