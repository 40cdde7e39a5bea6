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
    expect(result.stderr).toMatch(/^- src\/content\/site\.ts: site\.email: /m);
    // Beyond the identity: the release e-mail's store links and the fictional CV.
    expect(result.stderr).toMatch(/^- src\/content\/announcement\.ts: .*store id of zeros/m);
    expect(result.stderr).toMatch(/^- src\/content\/cv\.ts: cv\[0\]: .*example: true/m);
  });

  it('leaves the example site and a local build alone', () => {
    expect(run({}).status).toBe(0);
    expect(run({ PUBLIC_URL: 'http://127.0.0.1:8080' }).status).toBe(0);
  });
});
