import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { NOT_FOUND_FILE } from '../shared/paths.ts';

/**
 * The built site's pages, by address: `Website.html` answers `/Website`,
 * `Offer/<slug>.html` answers `/Offer/<slug>`, `index.html` answers `/`. Read
 * from the build (Astro writes one file per route of the route
 * table), so the server serves exactly the pages that were built.
 */
export function sitePagesOf(root: string): ReadonlyMap<string, string> {
  const pages = new Map<string, string>();
  if (!existsSync(root)) return pages;
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path
      .relative(root, path.join(entry.parentPath, entry.name))
      .split(path.sep)
      .join('/');
    if (file === NOT_FOUND_FILE) continue;
    pages.set(file === 'index.html' ? '/' : `/${encodeURI(file.slice(0, -'.html'.length))}`, file);
  }
  return pages;
}
