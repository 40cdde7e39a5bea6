import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The node project's test files: the content, the server, its store, the command line, the scripts. */
export const nodeTests = [
  'src/content/**/*.test.ts',
  'src/server/**/*.test.ts',
  'src/config/**/*.test.ts',
  'src/store/**/*.test.ts',
  'src/shared/**/*.test.ts',
  'src/cli/**/*.test.ts',
  'src/mail/**/*.test.ts',
  'src/digest/**/*.test.ts',
  'scripts/**/*.test.ts',
];

/**
 * The modules whose import means a test starts a process, or the SQLite
 * store's writer thread, which loads the store's sources as a process would
 * (or a PostgreSQL pool with the migrations, as the server does).
 */
const STARTERS = new Set([
  'scripts/lib/server-process.ts',
  'src/store/open-store.ts',
  'src/store/sqlite/writer.ts',
  'src/store/connect.ts',
  'src/store/backup.ts',
  'tests/support/server.ts',
  'tests/support/stores.ts',
  'tests/support/owner.ts',
]);

/**
 * The test files that start the server or a command line in a process of
 * their own (node:child_process), or a store as the server opens it (STARTERS).
 * Found by reading their imports, so that a new one cannot be left out.
 */
export function processTests(): string[] {
  return globSync(nodeTests, { exclude: (name) => name === 'node_modules' }).filter((file) =>
    [...readFileSync(file, 'utf8').matchAll(/from ['"]([^'"]+)['"]/g)].some(
      ([, specifier = '']) =>
        specifier === 'node:child_process' ||
        (specifier.startsWith('.') &&
          STARTERS.has(path.relative('.', path.join(path.dirname(file), specifier)))),
    ),
  );
}
