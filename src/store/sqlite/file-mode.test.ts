import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { emailKey } from '../../shared/email.ts';
import { openStore } from '../open-store.ts';

describe('the SQLite file', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('is created readable by its owner only, with its -wal and -shm files (issue 19, item 7)', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'sqlite-mode-'));
    folders.push(folder);
    const file = path.join(folder, 'data', 'signups.sqlite');
    const store = await openStore(`file:${file}`);
    try {
      await store.add({ email: 'prive@example.fr', key: emailKey('prive@example.fr') });
      for (const name of [file, `${file}-wal`, `${file}-shm`]) {
        expect({ name, mode: statSync(name).mode & 0o777 }).toEqual({ name, mode: 0o600 });
      }
    } finally {
      await store.close();
    }
  });
});
