import { globSync, readFileSync } from 'node:fs';

/** The node project's test files: the server, its store, the command line, the scripts. */
export const nodeTests = [
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
 * The test files that start the server or a command line in a process of
 * their own (node:child_process, scripts/lib/server-process.ts), or the
 * SQLite store's writer thread, which loads the store's sources through tsx
 * as a process would (open-store.ts, and the tests' helpers that open one).
 * Found by reading their imports, so that a new one cannot be left out.
 */
export function processTests(): string[] {
  const starts =
    /from ['"](node:child_process|[./]*scripts\/lib\/server-process\.ts|[./]*store\/open-store\.ts|[./]*tests\/support\/(server|stores|owner)\.ts)['"]/;
  return globSync(nodeTests, { exclude: (name) => name === 'node_modules' }).filter((file) =>
    starts.test(readFileSync(file, 'utf8')),
  );
}
