import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const run = (env: Record<string, string>) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/go-live.ts'], {
    env: { ...process.env, PUBLIC_URL: '', ...env },
    encoding: 'utf8',
  });

describe('npm run build’s go-live step', () => {
  it('refuses a real public address while the content holds the example identity, with the list', () => {
    const result = run({ PUBLIC_URL: 'https://www.studio-reel.fr' });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/PUBLIC_URL is https:\/\/www\.studio-reel\.fr/);
    expect(result.stderr).toMatch(/^- src\/content\/site\.ts: email: /m);
  });

  it('leaves a local build (the example address) alone', () => {
    expect(run({}).status).toBe(0);
  });
});
