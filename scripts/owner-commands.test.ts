import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it, onTestFinished } from 'vitest';

/** Every file below `folder`. */
function filesIn(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The owner's commands as deploy/ installs them: the release's build/ (made
 * here by the server's compiler), deploy/bin/studio, and the service's
 * environment file with values systemd accepts unquoted.
 */
describe('the owner’s commands on the production host', () => {
  it(
    'run from the release with the service’s environment file, needing only production dependencies',
    { timeout: 300_000 },
    () => {
      const release = mkdtempSync(join(tmpdir(), 'release-'));
      onTestFinished(() => {
        rmSync(release, { recursive: true, force: true });
      });
      const compiled = spawnSync(
        process.execPath,
        [
          resolve('node_modules/typescript/bin/tsc'),
          '-p',
          'tsconfig.server.json',
          '--outDir',
          join(release, 'build'),
          '--sourceMap',
          'false',
          // What runs, not whether it type-checks: `npm test`'s typecheck says that.
          '--noCheck',
        ],
        { encoding: 'utf8' },
      );
      expect(compiled.status, compiled.stdout).toBe(0);
      cpSync('src/store/migrations', join(release, 'build/store/migrations'), {
        recursive: true,
        filter: (source) => !source.endsWith('.ts'),
      });
      cpSync('deploy', join(release, 'deploy'), { recursive: true });
      symlinkSync(resolve('node_modules'), join(release, 'node_modules'));

      // What the commands import: Node's own modules and `dependencies` only
      // (`npm ci --omit=dev` installs nothing else).
      const { dependencies } = JSON.parse(readFileSync('package.json', 'utf8')) as {
        dependencies: Record<string, string>;
      };
      const packages = new Set<string>();
      for (const file of filesIn(join(release, 'build'))) {
        if (!file.endsWith('.js') || /\.test(-d)?\.js$/.test(file)) continue;
        const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
        for (const { fileName: specifier } of importedFiles) {
          if (specifier.startsWith('.') || specifier.startsWith('node:')) continue;
          const name = specifier.startsWith('@')
            ? specifier.split('/').slice(0, 2).join('/')
            : (specifier.split('/')[0] ?? '');
          packages.add(name);
        }
      }
      expect([...packages].filter((name) => !(name in dependencies))).toEqual([]);

      const state = join(release, 'state');
      mkdirSync(state);
      const envFile = join(release, 'studio.env');
      writeFileSync(
        envFile,
        [
          '# as /etc/studio/studio.env holds it',
          `DATABASE_URL=file:${join(state, 'site.sqlite')}`,
          'MAIL_FROM=Studio Dupont <annonce@dupont-logiciel.fr>',
          'OWNER_DIGEST=friday 19:00',
          'PUBLIC_URL=https://www.dupont-logiciel.fr',
          '',
        ].join('\n'),
      );
      const studio = (...args: string[]) =>
        spawnSync(join(release, 'deploy/bin/studio'), args, {
          cwd: tmpdir(),
          encoding: 'utf8',
          env: {
            PATH: `${process.execPath.replace(/\/node$/, '')}:/usr/bin:/bin`,
            STUDIO_ENV_FILE: envFile,
          },
        });
      const migrated = studio('migrate');
      expect(migrated.status, migrated.stderr).toBe(0);
      expect(migrated.stdout).toMatch(/^migrate: applied/m);
      const count = studio('signups', 'count');
      expect(count.status, count.stderr).toBe(0);
      expect(count.stdout.trim()).toMatch(/\b0\b/);
      // The digest's preview reads OWNER_DIGEST and MAIL_FROM as systemd does.
      const digest = studio('digest', '--preview');
      expect(digest.status, digest.stderr).toBe(0);
      // The compiled content is checked too: a live address with the example's
      // placeholders left is refused, as from the sources.
      const announce = studio('signups', 'announce', '--date', '2027-01-04');
      expect(announce.status, announce.stderr).toBe(2);
      expect(announce.stderr).toMatch(/still holds placeholders/);
      const wrong = studio('rm', '-rf');
      expect(wrong.status).toBe(2);
      expect(wrong.stderr).toMatch(/^usage: studio signups\|inquiries/);
    },
  );
});
