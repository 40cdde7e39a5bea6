import { execFile } from 'node:child_process';
import { chmod, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import type pg from 'pg';
import { parseDatabaseUrl } from '../config/database-url.ts';
import { replayErasures, type Erasure } from './erasures.ts';
import { connectPostgres, migratePostgres } from './postgres/store.ts';
import { withClient } from './postgres/with-client.ts';
import { openSqliteDatabase } from './sqlite/database.ts';

const run = promisify(execFile);
/**
 * A PostgreSQL URL as pg_dump and pg_restore read it (libpq takes `%20`, not
 * `+`, for a space), and the schema it names with `options=-c search_path=…`
 * (then only that schema is backed up and restored).
 */
function postgresTarget(url: string): { readonly url: string; readonly schemaArgs: string[] } {
  const parsed = new URL(url);
  const options = parsed.searchParams.get('options');
  const schema = /-c\s*search_path=([\w$]+)/.exec(options ?? '')?.[1];
  parsed.search = options ? `?options=${encodeURIComponent(options)}` : '';
  return { url: parsed.toString(), schemaArgs: schema ? [`--schema=${schema}`] : [] };
}

/** A PostgreSQL time as an ISO 8601 string in UTC, as SQLite stores them. */
const iso = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
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
  const umask = process.umask(0o077);
  try {
    if (target.engine === 'sqlite') {
      const db = new Database(target.file, { readonly: true, fileMustExist: true });
      try {
        await db.backup(partial);
      } finally {
        db.close();
      }
    } else {
      const postgres = postgresTarget(target.url);
      await run('pg_dump', [
        '--format=custom',
        '--no-owner',
        ...postgres.schemaArgs,
        `--file=${partial}`,
        postgres.url,
      ]);
    }
  } finally {
    process.umask(umask);
  }
  await chmod(partial, 0o600);
  await rename(partial, file);
  const backups = (await readdir(folder)).filter((name) => BACKUP_NAME.test(name)).sort();
  for (const old of backups.slice(0, Math.max(0, backups.length - keep))) {
    await rm(path.join(folder, old));
  }
  return file;
}

export interface RestoreReport {
  /** Erasures of the current database carried over and applied to the restored data. */
  readonly ledger: number;
  readonly signupsErasedAgain: number;
  readonly inquiriesErasedAgain: number;
}

/**
 * Replaces the database's content with the backup `file`, then brings it to
 * the current migrations and replays the current database's erasure ledger
 * on it: an address erased after the backup is erased again (the server must
 * be stopped meanwhile: README, « Backup, restore and upgrade »).
 */
export async function restoreDatabase(databaseUrl: string, file: string): Promise<RestoreReport> {
  await stat(file);
  const target = parseDatabaseUrl(databaseUrl);
  if (target.engine === 'sqlite') {
    const ledger = readSqliteLedger(target.file);
    const source = new Database(file, { readonly: true, fileMustExist: true });
    try {
      await source.backup(target.file);
    } finally {
      source.close();
    }
    await chmod(target.file, 0o600);
    const db = openSqliteDatabase(target.file);
    try {
      return db.transaction(() => {
        const insert = db.prepare(
          `INSERT INTO erasures (kind, hash, erased_at) VALUES (?, ?, ?)
           ON CONFLICT (kind, hash) DO UPDATE SET erased_at = excluded.erased_at`,
        );
        for (const entry of ledger) insert.run(entry.kind, entry.hash, entry.erasedAt);
        const all = db
          .prepare<[], { kind: Erasure['kind']; hash: string; erasedAt: string }>(
            'SELECT kind, hash, erased_at AS erasedAt FROM erasures',
          )
          .all();
        const signups = db
          .prepare<[], { id: string; key: string; createdAt: string }>(
            'SELECT id, email_key AS key, created_at AS createdAt FROM emails',
          )
          .all();
        const inquiries = db.prepare<[], { id: string }>('SELECT id FROM inquiries').all();
        const { signupIds, inquiryIds } = replayErasures(all, signups, inquiries);
        const eraseSignup = db.prepare('DELETE FROM emails WHERE id = ?');
        const eraseInquiry = db.prepare('DELETE FROM inquiries WHERE id = ?');
        for (const id of signupIds) eraseSignup.run(id);
        for (const id of inquiryIds) eraseInquiry.run(id);
        return {
          ledger: ledger.length,
          signupsErasedAgain: signupIds.length,
          inquiriesErasedAgain: inquiryIds.length,
        };
      })();
    } finally {
      db.close();
    }
  }

  const pool = connectPostgres(target.url, { max: 1 });
  try {
    const ledger = await readPostgresLedger(pool);
    const postgres = postgresTarget(target.url);
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      ...postgres.schemaArgs,
      `--dbname=${postgres.url}`,
      file,
    ]);
    await migratePostgres(pool);
    return await withClient(pool, async (client) => {
      for (const entry of ledger) {
        await client.query(
          `INSERT INTO erasures (kind, hash, erased_at) VALUES ($1, $2, $3)
         ON CONFLICT (kind, hash) DO UPDATE SET erased_at = excluded.erased_at`,
          [entry.kind, entry.hash, entry.erasedAt],
        );
      }
      const all = (
        await client.query<Erasure>(
          `SELECT kind, hash, ${iso('erased_at')} AS "erasedAt" FROM erasures`,
        )
      ).rows;
      const signups = (
        await client.query<{ id: string; key: string; createdAt: string }>(
          `SELECT id::text, email_key AS key, ${iso('created_at')} AS "createdAt" FROM emails`,
        )
      ).rows;
      const inquiries = (await client.query<{ id: string }>('SELECT id::text FROM inquiries')).rows;
      const { signupIds, inquiryIds } = replayErasures(all, signups, inquiries);
      await client.query('DELETE FROM emails WHERE id::text = ANY($1)', [signupIds]);
      await client.query('DELETE FROM inquiries WHERE id::text = ANY($1)', [inquiryIds]);
      return {
        ledger: ledger.length,
        signupsErasedAgain: signupIds.length,
        inquiriesErasedAgain: inquiryIds.length,
      };
    });
  } finally {
    await pool.end();
  }
}

/** The current SQLite file's ledger, or none when there is no file or no ledger yet. */
function readSqliteLedger(file: string): Erasure[] {
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch {
    return [];
  }
  try {
    return db.prepare<[], Erasure>('SELECT kind, hash, erased_at AS erasedAt FROM erasures').all();
  } catch {
    return [];
  } finally {
    db.close();
  }
}

async function readPostgresLedger(pool: pg.Pool): Promise<Erasure[]> {
  try {
    return (
      await pool.query<Erasure>(
        `SELECT kind, hash, ${iso('erased_at')} AS "erasedAt" FROM erasures`,
      )
    ).rows;
  } catch {
    return [];
  }
}
