import { chmod, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSqliteDatabase, type TestDatabase } from '../../../tests/support/databases.ts';
import { captureIo, signUp } from '../../../tests/support/owner.ts';
import { openOwnerStore } from '../../store/owner.ts';
import type { OwnerStore } from '../../store/owner.ts';
import { exportCommand } from './list.ts';

describe('export --output onto a file that already exists', () => {
  let database: TestDatabase;
  let store: OwnerStore;
  let folder: string;
  beforeAll(async () => {
    database = await createSqliteDatabase();
    await signUp(database, ['privee@example.fr']);
    store = await openOwnerStore(database.url);
    folder = await mkdtemp(path.join(tmpdir(), 'export-'));
  });
  afterAll(async () => {
    await store.close();
    await database.drop();
    await rm(folder, { recursive: true, force: true });
  });

  it('makes it readable and writable by its owner only, whatever its mode was', async () => {
    const file = path.join(folder, 'liste.csv');
    await writeFile(file, 'old content that is longer than the export will be '.repeat(20));
    await chmod(file, 0o666);
    await exportCommand(store, captureIo(), { output: file, raw: false });
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const text = await readFile(file, 'utf8');
    expect(text).toContain('privee@example.fr');
    expect(text).not.toContain('old content');
  });
});
