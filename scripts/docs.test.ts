import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README and the guides in docs/ stay true to the code they describe:
 * what they tell a reader to run exists, the files they send a reader to
 * exist, and the packages they explain are the ones the project installs.
 * The decision records (docs/decisions/) are history: they name the files of
 * their day and are not checked.
 */
const guides = ['README.md', ...readdirSync('docs').filter((name) => name.endsWith('.md'))].map(
  (name) => (name === 'README.md' ? name : join('docs', name)),
);
const read = (file: string) => readFileSync(file, 'utf8');
const packageJson = JSON.parse(read('package.json')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  overrides: Record<string, string>;
};

describe('the README and docs/', () => {
  it('tell a reader to run only the npm scripts package.json has', () => {
    const named = guides.flatMap((file) =>
      [...read(file).matchAll(/npm run (?:--silent |-s )?([a-z][\w:-]*)/g)].map(
        ([, script = '']) => ({ file, script }),
      ),
    );
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter(({ script }) => !(script in packageJson.scripts))).toEqual([]);
  });

  it('send a reader only to files that exist', () => {
    // A path in code spans, optionally with a line or a range (`src/x.ts:12-20`);
    // patterns such as `src/store/migrations/<NNN_name>.sql` are not paths.
    const named = guides.flatMap((file) =>
      [
        ...read(file).matchAll(
          /`((?:src|scripts|tests|deploy|docs|public|fonts)\/[^`\s:*<>{}]+)(?::[\d-]+)?`/g,
        ),
      ].map(([, path = '']) => ({ file, path })),
    );
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter(({ path }) => !existsSync(path))).toEqual([]);
  });

  it('explain only packages the project installs (docs/dependencies.md)', () => {
    const installed = {
      ...packageJson.dependencies,
      ...packageJson.devDependencies,
      ...packageJson.overrides,
    };
    // The first cell of each table row: one or more packages in code spans,
    // an override or a pin as `name: version`.
    const explained = [...read('docs/dependencies.md').matchAll(/^\| *(`[^|]+)\|/gm)].flatMap(
      ([, cell = '']) =>
        [...cell.matchAll(/`([^`]+)`/g)].map(([, span = '']) => (span.split(':')[0] ?? '').trim()),
    );
    expect(explained.length).toBeGreaterThan(10);
    expect(explained.filter((name) => !(name in installed))).toEqual([]);
  });
});
