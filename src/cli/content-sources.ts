import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), '../content');

/**
 * Every content module's exports, by file (for the go-live check): read from
 * the folder, so a module the owner adds is checked without being listed.
 * Left out: the check's own module (its rules name what they look for) and
 * checks.ts, which only lists other modules' values for the content tests.
 */
export async function contentSources(): Promise<Record<string, unknown>> {
  const files = (await readdir(folder, { recursive: true }))
    // .ts from the sources (tsx), .js once compiled (the production host's build/).
    .filter((file) => /\.(?:tsx?|js)$/.test(file) && !/\.test\.|\.d\.ts$/.test(file))
    .filter((file) => !file.startsWith('go-live') && !/^checks\.(?:ts|js)$/.test(file))
    .sort();
  const sources: Record<string, unknown> = {};
  for (const file of files) {
    const exports: unknown = await import(pathToFileURL(path.join(folder, file)).href);
    sources[`src/content/${file}`] = exports;
  }
  return sources;
}
