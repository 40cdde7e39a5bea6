import { execFileSync } from 'node:child_process';
import { eventually } from '../../../tests/support/eventually.ts';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { openStore } from '../../store/open-store.ts';
import { visitorStore } from '../../store/open-store.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';

/**
 * GET /api/health says whether storage accepts writes, not only whether it
 * answers: an SQLite file on a small tmpfs (root mounts it, as CI runs), the
 * disk then filled, then freed.
 */
describe('GET /api/health on a disk that fills up', () => {
  it('answers 503 while the SQLite file cannot be written, and 200 again once it can', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'health-'));
    onTestFinished(() => {
      rmSync(folder, { recursive: true, force: true });
    });
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=8m', 'tmpfs', folder]);
    onTestFinished(() => {
      execFileSync('umount', ['-l', folder]);
    });
    const databaseUrl = `file:${join(folder, 'site.sqlite')}`;
    const store = await openStore(databaseUrl);
    onTestFinished(() => store.close());
    const config = loadConfig({
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'silent',
      STATIC_DIR: 'missing',
    });
    const app = await buildApp({ config, store: visitorStore(store) });
    onTestFinished(() => app.close());
    const health = async () => (await app.inject({ method: 'GET', url: '/api/health' })).statusCode;
    expect(await health()).toBe(200);

    // Fill the disk to its last byte.
    const filler = join(folder, 'filler');
    const block = Buffer.alloc(64 * 1024, 1);
    try {
      for (let index = 0; ; index += 1) writeFileSync(filler, block, { flag: 'a' });
    } catch (error) {
      expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC');
    }
    await eventually(async () => (await health()) === 503, 500);
    // Still 503 while full: the verdict of a failed write is not kept.
    expect(await health()).toBe(503);
    rmSync(filler);
    await eventually(async () => (await health()) === 200, 500);
  });
});
