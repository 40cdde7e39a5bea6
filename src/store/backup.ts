import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import Database from 'better-sqlite3';
import { parseDatabaseUrl } from '../config/database-url.ts';
import { postgresTool, runPostgresTool } from './postgres/tools.ts';

const BACKUP_NAME = /^site-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.(sqlite|dump)$/;

/**
 * Backs the database up into `folder` (made 0700): SQLite through its online
 * backup API (the server may keep running), PostgreSQL with `pg_dump`'s
 * custom format. The file is 0600 like the database, written under a
 * temporary name and renamed, so a file with the final name is complete;
 * only the newest `keep` backups are kept. Returns the file's path.
 */
export async function backupDatabase(
  databaseUrl: string,
  folder: string,
  { keep = 14, now = new Date() }: { readonly keep?: number; readonly now?: Date } = {},
): Promise<string> {
  const target = parseDatabaseUrl(databaseUrl);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const file = path.join(folder, `site-${stamp}.${target.engine === 'sqlite' ? 'sqlite' : 'dump'}`);
  const partial = `${file}.partial`;
  // Made 0600 before a byte is written: the online backup and pg_dump write
  // into this file (keeping its mode) rather than making one of their own.
  await writeFile(partial, '', { mode: 0o600, flag: 'wx' });
  try {
    // A failed backup leaves nothing behind (security review L4).
    if (target.engine === 'sqlite') {
      const db = new Database(target.file, { readonly: true, fileMustExist: true });
      try {
        await db.backup(partial);
      } finally {
        db.close();
      }
    } else {
      const postgres = postgresTool(target.url);
      await runPostgresTool(postgres, 'pg_dump', [
        '--format=custom',
        '--no-owner',
        ...postgres.schemaArgs,
        `--file=${partial}`,
        postgres.url,
      ]);
    }
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  await rename(partial, file);
  const backups = (await readdir(folder)).filter((name) => BACKUP_NAME.test(name)).sort();
  for (const old of backups.slice(0, Math.max(0, backups.length - keep))) {
    await rm(path.join(folder, old));
  }
  return file;
}
