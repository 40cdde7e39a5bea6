import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import {
  loadMigrations,
  MIGRATIONS_TABLE_SQL,
  REKEY_MIGRATION,
  type Migration,
} from '../migrations.ts';
import { rekeySqlite } from '../rekey.ts';

export type SqliteDatabase = Database.Database;

/**
 * Opens the SQLite file (creating it and its folder if needed), configured
 * for durable concurrent use, with every migration applied. The server's
 * writer thread and the owner's command line each open their own connection
 * this way.
 *
 * - WAL: readers never block the writer, and a commit is one append to the log.
 * - synchronous=FULL: each commit fsyncs the log before returning, so a 201
 *   survives a power cut, not only a killed process (NORMAL would). Group
 *   commit pays that fsync once per batch (docs/decisions/002-signup-storage.md).
 * - busy_timeout: another process writing (the command line) makes us wait, not fail,
 *   3 s at most (the server's writer answers a request within its deadline, open-store.ts).
 */
export function openSqliteDatabase(file: string): SqliteDatabase {
  const db = connectSqlite(file);
  try {
    migrateSqlite(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/** The connection of `openSqliteDatabase`, before migrations (`npm run migrate` applies them itself). */
export function connectSqlite(file: string): SqliteDatabase {
  if (file !== ':memory:') createPrivately(file);
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('busy_timeout = 3000');
    db.pragma('foreign_keys = ON');
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/**
 * Creates the file, if it does not exist yet, readable and writable by its
 * owner only (0600, as the export is): it holds the whole list. SQLite gives
 * its -wal and -shm files the mode of the database file, so they follow.
 * An existing file keeps the mode its owner gave it.
 */
function createPrivately(file: string): void {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true, mode: 0o700 });
  try {
    closeSync(openSync(file, 'wx', 0o600));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

/** Applies the migrations not yet recorded, each in its own transaction; returns those it applied. */
export function migrateSqlite(db: SqliteDatabase): Migration[] {
  db.exec(MIGRATIONS_TABLE_SQL);
  const isApplied = db.prepare('SELECT 1 FROM schema_migrations WHERE version = ?');
  const record = db.prepare(
    'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
  );
  const applied: Migration[] = [];
  for (const migration of loadMigrations('sqlite')) {
    // IMMEDIATE takes the write lock first, so two processes starting
    // together do not both apply the same file.
    db.transaction(() => {
      if (isApplied.get(migration.version)) return;
      db.exec(migration.sql);
      if (migration.version === REKEY_MIGRATION) rekeySqlite(db);
      record.run(migration.version, migration.name, new Date().toISOString());
      applied.push(migration);
    }).immediate();
  }
  return applied;
}
