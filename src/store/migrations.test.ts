import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { loadMigrations } from './migrations.ts';

describe('the migration loader', () => {
  const folders: string[] = [];
  afterEach(async () => {
    for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
  });
  /** A migrations folder holding these files, as a URL with its trailing slash. */
  async function folderWith(files: Record<string, string>): Promise<URL> {
    const folder = await mkdtemp(path.join(tmpdir(), 'migrations-'));
    folders.push(folder);
    for (const [name, sql] of Object.entries(files)) await writeFile(path.join(folder, name), sql);
    return pathToFileURL(`${folder}/`);
  }

  it('reads NNN_name.sql files in numeric order and ignores other files', async () => {
    const folder = await folderWith({
      '010_later.sql': 'SELECT 10;',
      '002_second.sql': 'SELECT 2;',
      '001_first.sql': 'SELECT 1;',
      'README.md': 'not a migration',
    });
    expect(loadMigrations('sqlite', folder)).toEqual([
      { version: 1, name: 'first', sql: 'SELECT 1;' },
      { version: 2, name: 'second', sql: 'SELECT 2;' },
      { version: 10, name: 'later', sql: 'SELECT 10;' },
    ]);
  });

  it('refuses a file not named NNN_name.sql, naming it', async () => {
    const folder = await folderWith({ '001_first.sql': '', 'second.sql': '' });
    expect(() => loadMigrations('sqlite', folder)).toThrow(
      'Migration file second.sql is not named NNN_name.sql',
    );
  });

  it('refuses two migrations with the same number, naming the number', async () => {
    const folder = await folderWith({ '003_a.sql': '', '003_b.sql': '', '001_c.sql': '' });
    expect(() => loadMigrations('postgres', folder)).toThrow('Two migrations are numbered 3');
  });

  it('writes each engine its own words for a time, a day and now, and refuses an unknown word', async () => {
    const folder = await folderWith({
      '001_t.sql': 'CREATE TABLE t (at {TIME} NOT NULL DEFAULT {NOW}, day {DATE});',
    });
    expect(loadMigrations('sqlite', folder)[0]?.sql).toBe(
      "CREATE TABLE t (at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')), day TEXT);",
    );
    expect(loadMigrations('postgres', folder)[0]?.sql).toBe(
      'CREATE TABLE t (at TIMESTAMPTZ NOT NULL DEFAULT now(), day DATE);',
    );
    const misspelt = await folderWith({ '001_t.sql': 'CREATE TABLE t (at {TIMESTAMP});' });
    expect(() => loadMigrations('sqlite', misspelt)).toThrow(
      'Migration file 001_t.sql uses an unknown {TIMESTAMP}',
    );
  });
});
