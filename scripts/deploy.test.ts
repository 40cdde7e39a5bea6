import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('deploy/systemd/studio.service', () => {
  it('is a unit systemd accepts (systemd-analyze verify), hardened, restarting, migrating first', () => {
    const unit = readFileSync('deploy/systemd/studio.service', 'utf8');
    expect(unit).toMatch(/^Restart=always$/m);
    expect(unit).toMatch(/^User=studio$/m);
    expect(unit).toMatch(/^EnvironmentFile=/m);
    expect(unit).toMatch(/^ExecStartPre=.*migrate\.js$/m);
    expect(unit).toMatch(/^NoNewPrivileges=yes$/m);
    expect(unit).toMatch(/^ProtectSystem=strict$/m);
    // Verified as installed, with this machine's node where the unit names /usr/bin/node.
    const folder = mkdtempSync(join(tmpdir(), 'unit-'));
    try {
      const file = join(folder, 'studio.service');
      writeFileSync(file, unit.replaceAll('/usr/bin/node', process.execPath));
      const verify = spawnSync('systemd-analyze', ['verify', file], { encoding: 'utf8' });
      expect(verify.error).toBeUndefined();
      expect(verify.stderr).toBe('');
      expect(verify.status).toBe(0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
