import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { GroupCommit } from './group-commit.ts';
import { loadMigrations, MIGRATIONS_TABLE_SQL } from './migrations.ts';
import {
  StoreUnavailableError,
  type AddResult,
  type NewSignup,
  type SignupStore,
} from './signup-store.ts';

type SqliteDatabase = Database.Database;

/**
 * Opens the SQLite file (creating it and its folder if needed), configured
 * for durable concurrent use, with every migration applied. The server and
 * the owner's command line each open their own connection this way.
 *
 * - WAL: readers never block the writer, and a commit is one append to the log.
 * - synchronous=FULL: each commit fsyncs the log before returning, so a 201
 *   survives a power cut, not only a killed process (NORMAL would). Group
 *   commit pays that fsync once per batch (docs/decisions/002-signup-storage.md).
 * - busy_timeout: another process writing (the command line) makes us wait, not fail.
 */
export function openSqliteDatabase(file: string): SqliteDatabase {
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('busy_timeout = 5000');
    db.pragma('foreign_keys = ON');
    migrateSqlite(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/** Applies the migrations not yet recorded, each in its own transaction. */
export function migrateSqlite(db: SqliteDatabase): void {
  db.exec(MIGRATIONS_TABLE_SQL);
  const isApplied = db.prepare('SELECT 1 FROM schema_migrations WHERE version = ?');
  const record = db.prepare(
    'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
  );
  for (const migration of loadMigrations('sqlite')) {
    // IMMEDIATE takes the write lock first, so two processes starting
    // together do not both apply the same file.
    db.transaction(() => {
      if (isApplied.get(migration.version)) return;
      db.exec(migration.sql);
      record.run(migration.version, migration.name, new Date().toISOString());
    }).immediate();
  }
}

/**
 * Records a batch of sign-ups in one IMMEDIATE transaction on `db`: a row per
 * new key with a fresh id, nothing for a key already there. better-sqlite3
 * commits synchronously: when it returns, the WAL is fsynced.
 */
export function prepareInsertBatch(
  db: SqliteDatabase,
): (signups: readonly NewSignup[]) => AddResult[] {
  const insert = db.prepare(
    'INSERT INTO emails (id, email, email_key) VALUES (?, ?, ?) ON CONFLICT (email_key) DO NOTHING',
  );
  const insertBatch = db.transaction((signups: readonly NewSignup[]): AddResult[] =>
    signups.map((signup) => {
      const id = randomUUID();
      const { changes } = insert.run(id, signup.email, signup.key);
      return changes === 1 ? { created: true, id } : { created: false };
    }),
  );
  return (signups) => insertBatch.immediate(signups);
}

/** The SQLite store, with its writer thread (a test stops it as a crash would). */
export interface SqliteSignupStore extends SignupStore {
  readonly writer: Worker;
}

/**
 * The sign-up store on SQLite. A worker thread owns the connection and
 * writes batches of sign-ups (group commit), so the HTTP thread goes on
 * reading requests while a commit waits for the disk: the next batch is
 * ready when the commit returns. Resolves once the file is open and migrated.
 */
export async function createSqliteStore(file: string): Promise<SqliteSignupStore> {
  const writer = new SqliteWriter(file);
  await writer.request({ type: 'ping' });
  const batches = new GroupCommit<NewSignup, AddResult>(
    (signups) => writer.request({ type: 'add', signups }) as Promise<AddResult[]>,
    { maxBatch: 1000, maxInFlight: 1 },
  );
  return {
    writer: writer.thread,
    add: (signup) => batches.submit(signup),
    async ping() {
      await writer.request({ type: 'ping' });
    },
    async close() {
      await batches.close();
      await writer.close();
    },
  };
}

/** The messages of sqlite-writer.ts, both ways. */
export type WriterRequest = { type: 'ping' } | { type: 'add'; signups: readonly NewSignup[] };
export type WriterReply =
  { seq: number; ok: true; results?: AddResult[] } | { seq: number; ok: false; message: string };

/** The writer thread as promises: one per request, rejected if the thread fails or stops. */
class SqliteWriter {
  readonly thread: Worker;
  private seq = 0;
  private readonly pending = new Map<
    number,
    { resolve: (results: AddResult[] | undefined) => void; reject: (error: Error) => void }
  >();
  private failure: Error | undefined;

  constructor(file: string) {
    // Built, the entry is sqlite-writer.js; from the sources (tests, tsx) it
    // is TypeScript, which the thread loads once tsx is registered in it.
    const typescript = import.meta.url.endsWith('.ts');
    const entry = new URL(`./sqlite-writer.${typescript ? 'ts' : 'js'}`, import.meta.url);
    this.thread = typescript
      ? new Worker(
          `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); })`,
          { eval: true, workerData: { file } },
        )
      : new Worker(entry, { workerData: { file } });
    this.thread.on('message', (reply: WriterReply) => {
      const request = this.pending.get(reply.seq);
      this.pending.delete(reply.seq);
      if (reply.ok) request?.resolve(reply.results);
      else request?.reject(new StoreUnavailableError(`SQLite write failed: ${reply.message}`));
    });
    this.thread.on('error', (error) => {
      this.fail(new StoreUnavailableError('SQLite writer failed', { cause: error }));
    });
    this.thread.on('exit', (code) => {
      this.fail(new StoreUnavailableError(`SQLite writer stopped (exit code ${String(code)})`));
    });
  }

  request(message: WriterRequest): Promise<AddResult[] | undefined> {
    if (this.failure) return Promise.reject(this.failure);
    this.seq += 1;
    const seq = this.seq;
    return new Promise((resolve, reject) => {
      this.pending.set(seq, { resolve, reject });
      this.thread.postMessage({ seq, ...message });
    });
  }

  async close(): Promise<void> {
    if (this.failure) return;
    const exited = new Promise((resolve) => this.thread.once('exit', resolve));
    this.thread.postMessage({ type: 'close' });
    await exited;
  }

  private fail(error: Error): void {
    this.failure ??= error;
    const requests = [...this.pending.values()];
    this.pending.clear();
    for (const request of requests) request.reject(this.failure);
  }
}

/** `file:./data/signups.sqlite`, `file:/abs/path.sqlite` or `file:///abs/path.sqlite` → a path. */
export function sqlitePathFromUrl(databaseUrl: string): string {
  if (databaseUrl.startsWith('file://')) return fileURLToPath(databaseUrl);
  return databaseUrl.slice('file:'.length);
}
