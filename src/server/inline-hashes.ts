import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NOT_FOUND_FILE } from '../shared/paths.ts';
import { sitePagesOf } from './site-pages.ts';

export interface InlineHashes {
  /** CSP sources (`'sha256-…'`) of the page's inline <script> blocks. */
  readonly scripts: readonly string[];
  /** CSP sources of its inline <style> blocks. */
  readonly styles: readonly string[];
}

function cspHashes(html: string, tag: 'script' | 'style'): string[] {
  // Blocks without attributes are inline code, and so are speculation rules (CSP
  // governs them as scripts); `<script type="module" src>` and JSON-LD are not.
  const open = tag === 'script' ? `<script(?: type="speculationrules")?>` : `<${tag}>`;
  const blocks = html.matchAll(new RegExp(`${open}([\\s\\S]*?)</${tag}>`, 'g'));
  return [...blocks].map(
    ([, body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
  );
}

/**
 * The hashes of the inline scripts and styles that Astro's build puts into
 * the pages (src/site/layout.astro, the islands' loader, the rules written
 * before a section). Read from the built pages at start-up, they
 * are always those of the pages served, so the CSP can allow exactly these
 * blocks and nothing else inline ('unsafe-inline' stays off).
 */
export function inlineHashes(html: string): InlineHashes {
  return { scripts: cspHashes(html, 'script'), styles: cspHashes(html, 'style') };
}

/**
 * `inlineHashes` of every page of the built site, once each: the pages share
 * their theme, menu and beacon scripts, the root page adds the hash-link redirect.
 * None when the site is not built.
 */
export function inlineHashesOfSite(staticDir: string): InlineHashes {
  const files = [...sitePagesOf(staticDir).values(), NOT_FOUND_FILE];
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const file of files) {
    let html: string;
    try {
      html = readFileSync(path.join(staticDir, file), 'utf8');
    } catch {
      continue;
    }
    const found = inlineHashes(html);
    for (const hash of found.scripts) scripts.add(hash);
    for (const hash of found.styles) styles.add(hash);
  }
  return { scripts: [...scripts], styles: [...styles] };
}
