import { mkdtemp, rename, rm, stat, writeFile, chmod } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { parseDatabaseUrl } from '../config/database-url.ts';
import { replayErasures, type Erasure } from './erasures.ts';
import { loadMigrations, REKEY_MIGRATION } from './migrations.ts';
import { connectPostgres, serverApplicationName } from './postgres/store.ts';
import {
  postgresTool,
  PostgresToolError,
  runPostgresTool,
  withoutPassword,
  type PostgresTool,
} from './postgres/tools.ts';
import { openSqliteDatabase } from './sqlite/database.ts';

export interface RestoreReport {
  /** Erasures of the current database carried over and applied to the restored data. */
  readonly ledger: number;
  readonly signupsErasedAgain: number;
  readonly inquiriesErasedAgain: number;
}

/**
 * A restore that did not happen: the message says why, in French, for the
 * owner; the live data and its erasure ledger are as they were.
 */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

/**
 * Replaces the database's content with the backup `file`, all or nothing
 * (PRODUCT.md decision 33, security review M3/M4): the file is checked
 * first, the new data is built apart (SQLite: a file beside the live one;
 * PostgreSQL: one transaction), brought to the current migrations, and the
 * current erasure ledger replayed on it (an address erased after the backup
 * is erased again); only then does it replace the live data. On any failure
 * the live data and the ledger are untouched and RestoreRefused says what was
 * wrong. Refused while a server holds the database.
 */
export async function restoreDatabase(databaseUrl: string, file: string): Promise<RestoreReport> {
  let size: number;
  try {
    const found = await stat(file);
    if (!found.isFile()) throw new RestoreRefused(`${file} n’est pas un fichier.`);
    size = found.size;
  } catch (error) {
    if (error instanceof RestoreRefused) throw error;
    throw new RestoreRefused(`${file} est introuvable ou illisible.`);
  }
  if (size === 0) throw new RestoreRefused(`${file} est vide : ce n’est pas une sauvegarde.`);
  const target = parseDatabaseUrl(databaseUrl);
  return target.engine === 'sqlite'
    ? restoreSqlite(target.file, file)
    : restorePostgres(target.url, file);
}

const HELD =
  'un serveur utilise la base : arrêtez-le (sudo systemctl stop studio), restaurez, puis redémarrez-le.';

// ————————————————————————————— SQLite —————————————————————————————

/** What makes a SQLite file a backup of this site: its tables and known migrations. */
function checkSqliteBackup(file: string): void {
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch {
    throw new RestoreRefused(`${file} ne s’ouvre pas comme une base SQLite.`);
  }
  try {
    let integrity: unknown[];
    try {
      integrity = db.pragma('integrity_check', { simple: false }) as unknown[];
    } catch {
      throw new RestoreRefused(`${file} n’est pas une base SQLite (ou elle est endommagée).`);
    }
    const ok = integrity.length === 1 && Object.values(integrity[0] ?? {})[0] === 'ok';
    if (!ok) throw new RestoreRefused(`${file} est endommagé (integrity_check de SQLite).`);
    const tables = new Set(
      db
        .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")
        .all()
        .map((row) => row.name),
    );
    for (const table of ['schema_migrations', 'emails']) {
      if (!tables.has(table)) {
        throw new RestoreRefused(
          `${file} n’est pas une sauvegarde de ce site : la table ${table} manque.`,
        );
      }
    }
    checkMigrations(
      file,
      db.prepare<[], Applied>('SELECT version, name FROM schema_migrations').all(),
      'sqlite',
    );
  } finally {
    db.close();
  }
}

interface Applied {
  readonly version: number;
  readonly name: string;
}

/** The backup's migrations must be this project's, none of them unknown. */
function checkMigrations(file: string, applied: readonly Applied[], engine: 'sqlite' | 'postgres') {
  const known = new Map(loadMigrations(engine).map((m) => [m.version, m.name]));
  const strange = applied.filter((row) => known.get(row.version) !== row.name);
  if (applied.length === 0 || strange.length > 0) {
    throw new RestoreRefused(
      `${file} n’est pas une sauvegarde de ce site, ou vient d’une version plus récente : ` +
        `migrations inconnues (${strange.map((row) => `${String(row.version)}_${row.name}`).join(', ') || 'aucune'}).`,
    );
  }
}

/**
 * Whether a server (or anything) holds the file: leaving WAL mode needs the
 * only connection, and checkpoints the log into the file on the way (so the
 * file alone is the data). Throws RestoreRefused when it is held.
 */
function takeSqliteAlone(file: string): void {
  let db: Database.Database;
  try {
    db = new Database(file, { fileMustExist: true });
  } catch {
    return; // No live file yet: nothing to take.
  }
  try {
    db.pragma('journal_mode = DELETE');
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') throw new RestoreRefused(HELD);
    throw new RestoreRefused(
      `la base actuelle (${file}) ne s’ouvre pas : ${(error as Error).message}`,
    );
  } finally {
    db.close();
  }
}

/** The live file's ledger, or none when there is no file or no ledger yet. */
function readSqliteLedger(file: string): Erasure[] {
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch {
    return [];
  }
  try {
    const hasLedger = db
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'erasures'")
      .get();
    if (!hasLedger) return [];
    return db.prepare<[], Erasure>('SELECT kind, hash, erased_at AS erasedAt FROM erasures').all();
  } finally {
    db.close();
  }
}

async function removeSqliteFiles(file: string): Promise<void> {
  for (const suffix of ['', '-wal', '-shm', '-journal'])
    await rm(`${file}${suffix}`, { force: true });
}

async function restoreSqlite(liveFile: string, file: string): Promise<RestoreReport> {
  checkSqliteBackup(file);
  takeSqliteAlone(liveFile);
  const ledger = readSqliteLedger(liveFile);
  // Beside the live file, so that the swap is one rename on one file system.
  const scratch = `${liveFile}.restoring`;
  await removeSqliteFiles(scratch);
  try {
    const source = new Database(file, { readonly: true, fileMustExist: true });
    try {
      await source.backup(scratch);
    } finally {
      source.close();
    }
    await chmod(scratch, 0o600);
    let report: RestoreReport;
    const db = openSqliteDatabase(scratch);
    try {
      report = replaySqliteLedger(db, ledger);
      // One self-contained file: its log folded in, none left beside it.
      db.pragma('journal_mode = DELETE');
    } finally {
      db.close();
    }
    takeSqliteAlone(liveFile);
    for (const suffix of ['-wal', '-shm']) await rm(`${liveFile}${suffix}`, { force: true });
    await rename(scratch, liveFile);
    return report;
  } catch (error) {
    await removeSqliteFiles(scratch);
    if (error instanceof RestoreRefused) throw error;
    throw new RestoreRefused(
      `la sauvegarde n’a pas pu être préparée (${(error as Error).message}) ; rien n’a changé.`,
    );
  }
}

function replaySqliteLedger(db: Database.Database, ledger: readonly Erasure[]): RestoreReport {
  return db.transaction(() => {
    const insert = db.prepare(
      `INSERT INTO erasures (kind, hash, erased_at) VALUES (?, ?, ?)
       ON CONFLICT (kind, hash) DO UPDATE SET erased_at = excluded.erased_at`,
    );
    for (const entry of ledger) insert.run(entry.kind, entry.hash, entry.erasedAt);
    const all = db
      .prepare<[], Erasure>('SELECT kind, hash, erased_at AS erasedAt FROM erasures')
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
}

// ——————————————————————————— PostgreSQL ———————————————————————————

/** A PostgreSQL time as an ISO 8601 string in UTC. */
const iso = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

const REPORT_MARK = 'restore-report';

/** What the PostgreSQL tools said, reduced to its first error line, without the password. */
function toolProblem(error: unknown, tool: PostgresTool): string {
  const said =
    error instanceof PostgresToolError ? error.stderr : error instanceof Error ? error.message : '';
  const line =
    said
      .split('\n')
      .map((text) => text.trim())
      .find((text) => /error|erreur|fatal/i.test(text)) ?? said.trim().split('\n')[0];
  return withoutPassword(line ?? 'échec', tool.env.PGPASSWORD);
}

async function restorePostgres(url: string, file: string): Promise<RestoreReport> {
  const tool = postgresTool(url);
  // 1. The archive's table of contents, and this site's tables in it.
  let list: string;
  try {
    list = await runPostgresTool(tool, 'pg_restore', ['--list', file]);
  } catch (error) {
    throw new RestoreRefused(
      `${file} n’est pas une sauvegarde PostgreSQL lisible (${toolProblem(error, tool)}).`,
    );
  }
  for (const table of ['schema_migrations', 'emails']) {
    if (!new RegExp(`TABLE DATA \\S+ ${table} `).test(list)) {
      throw new RestoreRefused(
        `${file} n’est pas une sauvegarde de ce site : la table ${table} manque.`,
      );
    }
  }

  const folder = await mkdtemp(path.join(tmpdir(), 'restore-'));
  try {
    // 2. The whole restore as SQL, read from the file alone: a cut or
    // damaged archive fails here, before the database is touched.
    const script = path.join(folder, 'restore.sql');
    try {
      await runPostgresTool(tool, 'pg_restore', [
        '--clean',
        '--if-exists',
        '--no-owner',
        ...tool.schemaArgs,
        `--file=${script}`,
        file,
      ]);
    } catch (error) {
      throw new RestoreRefused(
        `${file} est incomplet ou endommagé (${toolProblem(error, tool)}) ; rien n’a changé.`,
      );
    }

    // 3. Nobody else on the data; the current ledger.
    const pool = connectPostgres(url, { max: 1 });
    let ledger: Erasure[];
    try {
      const { rows } = await pool.query<{ held: number }>(
        `SELECT count(*)::int AS held FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid() AND application_name = $1`,
        [serverApplicationName(url)],
      );
      if ((rows[0]?.held ?? 0) > 0) throw new RestoreRefused(HELD);
      ledger = await readPostgresLedger(pool);
    } catch (error) {
      if (error instanceof RestoreRefused) throw error;
      throw new RestoreRefused(
        `la base ne répond pas (${toolProblem(error, tool)}) ; rien n’a changé.`,
      );
    } finally {
      await pool.end();
    }

    // 4. One transaction: the backup's data, the migrations it lacks, the
    // ledger replayed; psql stops at the first error and nothing is kept.
    const epilogue = path.join(folder, 'after.sql');
    await writeFile(epilogue, postgresEpilogue(ledger), { mode: 0o600 });
    let output: string;
    try {
      output = await runPostgresTool(tool, 'psql', [
        '--no-psqlrc',
        '--single-transaction',
        '--quiet',
        '--tuples-only',
        '--no-align',
        '--field-separator= ',
        '--set=ON_ERROR_STOP=1',
        `--dbname=${tool.url}`,
        `--file=${script}`,
        `--file=${epilogue}`,
      ]);
    } catch (error) {
      const problem = toolProblem(error, tool);
      if (problem.includes(TOO_OLD)) {
        throw new RestoreRefused(
          `${file} est antérieure à la migration ${String(REKEY_MIGRATION).padStart(3, '0')} : ` +
            'restaurez-la avec la version du site qui l’a faite, puis mettez à jour.',
        );
      }
      if (problem.includes(TOO_NEW)) {
        throw new RestoreRefused(
          `${file} vient d’une version plus récente du site : mettez le site à jour d’abord ; rien n’a changé.`,
        );
      }
      throw new RestoreRefused(
        `la restauration a échoué (${problem}) ; annulée en entier, rien n’a changé.`,
      );
    }
    const report = output
      .split('\n')
      .find((line) => line.startsWith(REPORT_MARK))
      ?.split(' ');
    return {
      ledger: ledger.length,
      signupsErasedAgain: Number(report?.[1] ?? 0),
      inquiriesErasedAgain: Number(report?.[2] ?? 0),
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

const TOO_OLD = 'restore: backup older than the rekey migration';
const TOO_NEW = 'restore: backup from a newer version of the site';

/**
 * The SQL run after the backup's, in the same transaction: the migrations
 * the backup lacks (psql's \if on its schema_migrations), then the current
 * ledger merged and replayed, as replayErasures does (a sign-up erased again
 * when it is not newer than its erasure), and one line reporting the counts.
 */
function postgresEpilogue(ledger: readonly Erasure[]): string {
  const lines = ['RESET search_path;'];
  for (const migration of loadMigrations('postgres')) {
    const version = String(migration.version);
    lines.push(
      `SELECT NOT EXISTS (SELECT 1 FROM schema_migrations WHERE version = ${version}) AS pending \\gset`,
      '\\if :pending',
      migration.version === REKEY_MIGRATION
        ? `DO $$ BEGIN RAISE EXCEPTION '${TOO_OLD}'; END $$;`
        : `${migration.sql};\nINSERT INTO schema_migrations (version, name, applied_at) VALUES (${version}, ${literal(migration.name)}, ${literal(new Date().toISOString())});`,
      '\\endif',
    );
  }
  const latest = Math.max(...loadMigrations('postgres').map((migration) => migration.version));
  lines.push(
    `DO $$ BEGIN IF EXISTS (SELECT 1 FROM schema_migrations WHERE version > ${String(latest)}) THEN RAISE EXCEPTION '${TOO_NEW}'; END IF; END $$;`,
  );
  lines.push(
    'CREATE TEMP TABLE restore_ledger (kind text, hash text, erased_at timestamptz) ON COMMIT DROP;',
  );
  for (let start = 0; start < ledger.length; start += 500) {
    const rows = ledger
      .slice(start, start + 500)
      .map(
        (entry) => `(${literal(entry.kind)}, ${literal(entry.hash)}, ${literal(entry.erasedAt)})`,
      );
    lines.push(`INSERT INTO restore_ledger VALUES ${rows.join(', ')};`);
  }
  lines.push(
    `INSERT INTO erasures (kind, hash, erased_at) SELECT kind, hash, erased_at FROM restore_ledger
       ON CONFLICT (kind, hash) DO UPDATE SET erased_at = excluded.erased_at;`,
    `WITH signups AS (
       DELETE FROM emails e USING erasures x
       WHERE x.kind = 'signup' AND x.hash = encode(sha256(convert_to(e.email_key, 'UTF8')), 'hex')
         AND e.created_at <= x.erased_at
       RETURNING e.id
     ), inquiries AS (
       DELETE FROM inquiries i USING erasures x
       WHERE x.kind = 'inquiry' AND x.hash = encode(sha256(convert_to(i.id::text, 'UTF8')), 'hex')
       RETURNING i.id
     )
     SELECT '${REPORT_MARK}', (SELECT count(*) FROM signups), (SELECT count(*) FROM inquiries);`,
  );
  return `${lines.join('\n')}\n`;
}

async function readPostgresLedger(pool: ReturnType<typeof connectPostgres>): Promise<Erasure[]> {
  const { rows } = await pool.query<{ present: boolean }>(
    "SELECT to_regclass('erasures') IS NOT NULL AS present",
  );
  if (!rows[0]?.present) return [];
  return (
    await pool.query<Erasure>(`SELECT kind, hash, ${iso('erased_at')} AS "erasedAt" FROM erasures`)
  ).rows;
}
