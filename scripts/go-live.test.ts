import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const run = (env: Record<string, string>) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/go-live.ts'], {
    env: { ...process.env, PUBLIC_URL: '', ...env },
    encoding: 'utf8',
  });

describe('npm run build’s go-live step', () => {
  it('refuses a real site address while the content holds placeholders, with the list', () => {
    const result = run({ PUBLIC_URL: 'https://www.studio-reel.fr' });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/the site's address is https:\/\/www\.studio-reel\.fr/);
    // A summary first, then each value once with its count and where it is set.
    expect(result.stderr.split('\n')[1]).toMatch(/^\d+ values to replace, in \d+ places: /);
    expect(result.stderr).toMatch(
      /^- « contact@example\.fr »: an example address[^\n]*\n(?: {4}src\/[^\n]+\n)* {4}src\/content\/site\.ts: site\.email$/m,
    );
    // Beyond the identity: the store links and the fictional CV.
    expect(result.stderr).toMatch(/^- « id0000000000 »: a store id of zeros, \d+ places$/m);
    expect(result.stderr).toMatch(/^ {4}src\/content\/cv\.ts: cv\[0\]$/m);
  });

  it('leaves the example site and a local build alone', () => {
    expect(run({}).status).toBe(0);
    expect(run({ PUBLIC_URL: 'http://127.0.0.1:8080' }).status).toBe(0);
  });
});
