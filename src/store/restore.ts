import { mkdtemp, rename, rm, stat, writeFile, chmod } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type Compilable,
} from 'kysely';
import { parseDatabaseUrl } from '../config/database-url.ts';
import { connectPostgres, connectSqlite, migrate, serverApplicationName } from './connect.ts';
import { erasureHash, type ErasureKind } from './erasures.ts';
import { loadMigrations, REKEY_MIGRATION } from './migrations.ts';
import {
  postgresTool,
  PostgresToolError,
  runPostgresTool,
  withoutPassword,
  type PostgresTool,
} from './postgres/tools.ts';
import {
  inTransaction,
  postgresSql,
  sqliteSql,
  type Engine,
  type Sql,
  type Tables,
} from './sql.ts';

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

// ———————————————————— The erasure ledger, both engines ————————————————————

/** A ledger row carried over from the live data to the restored data. */
interface Erasure {
  readonly kind: ErasureKind;
  readonly hash: string;
  readonly erasedAt: string;
}

/** The live data's ledger, or none when it has no ledger yet. */
async function readLedger({ db, engine }: Sql): Promise<Erasure[]> {
  const present =
    engine === 'sqlite'
      ? sql`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'erasures'`
      : sql`SELECT 1 WHERE to_regclass('erasures') IS NOT NULL`;
  if ((await present.execute(db)).rows.length === 0) return [];
  const rows = await db.selectFrom('erasures').select(['kind', 'hash', 'erased_at']).execute();
  return rows.map((row) => ({
    kind: row.kind,
    hash: row.hash,
    erasedAt: new Date(row.erased_at).toISOString(),
  }));
}

/**
 * The ledger replayed on restored data, written once for both engines (run
 * on the scratch SQLite file, or compiled into the PostgreSQL restore's
 * transaction): the live ledger merged into the restored one, then every
 * sign-up erased again whose key's hash is there and that is not newer than
 * its erasure (one signed up again after it is kept), and every quote
 * request whose id's hash is there. Each row deleted returns its kind.
 */
function replayLedger(db: Kysely<Tables>, engine: Engine, ledger: readonly Erasure[]) {
  // SQLite has no SHA-256 of its own: the restore gives its connection erasureHash.
  const hashOf = (column: string) =>
    engine === 'sqlite'
      ? sql<string>`erasure_hash(${sql.ref(column)})`
      : sql<string>`encode(sha256(convert_to(${sql.ref(column)}, 'UTF8')), 'hex')`;
  const erasures = (kind: ErasureKind, column: string) =>
    db
      .selectFrom('erasures as x')
      .select('x.hash')
      .where('x.kind', '=', kind)
      .where('x.hash', '=', hashOf(column));
  const merges: Compilable[] = [];
  for (let start = 0; start < ledger.length; start += 500) {
    const part = ledger.slice(start, start + 500);
    merges.push(
      db
        .insertInto('erasures')
        .values(part.map(({ kind, hash, erasedAt }) => ({ kind, hash, erased_at: erasedAt })))
        .onConflict((conflict) =>
          conflict
            .columns(['kind', 'hash'])
            .doUpdateSet((eb) => ({ erased_at: eb.ref('excluded.erased_at') })),
        ),
    );
  }
  return [
    ...merges,
    db
      .deleteFrom('emails')
      .where((eb) =>
        eb.exists(
          erasures('signup', 'emails.email_key').where(
            sql<boolean>`emails.created_at <= x.erased_at`,
          ),
        ),
      )
      .returning(sql.lit(`${ERASED_AGAIN}signup`).as('erased')),
    db
      .deleteFrom('inquiries')
      .where((eb) => eb.exists(erasures('inquiry', 'inquiries.id')))
      .returning(sql.lit(`${ERASED_AGAIN}inquiry`).as('erased')),
  ];
}

/** What the replay's marks say: how many of each kind went again. */
function reportOf(ledger: readonly Erasure[], marks: readonly string[]): RestoreReport {
  return {
    ledger: ledger.length,
    signupsErasedAgain: marks.filter((mark) => mark === `${ERASED_AGAIN}signup`).length,
    inquiriesErasedAgain: marks.filter((mark) => mark === `${ERASED_AGAIN}inquiry`).length,
  };
}

const ERASED_AGAIN = 'erased-again:';

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

/** The live file's ledger, or none when there is no live file yet. */
async function readSqliteLedger(file: string): Promise<Erasure[]> {
  let live: Database.Database;
  try {
    live = new Database(file, { readonly: true, fileMustExist: true });
  } catch {
    return [];
  }
  const database = sqliteSql(live);
  try {
    return await readLedger(database);
  } finally {
    await database.db.destroy();
  }
}

async function removeSqliteFiles(file: string): Promise<void> {
  for (const suffix of ['', '-wal', '-shm', '-journal'])
    await rm(`${file}${suffix}`, { force: true });
}

async function restoreSqlite(liveFile: string, file: string): Promise<RestoreReport> {
  checkSqliteBackup(file);
  takeSqliteAlone(liveFile);
  const ledger = await readSqliteLedger(liveFile);
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
    const connection = connectSqlite(scratch);
    connection.function('erasure_hash', { deterministic: true }, (value) =>
      erasureHash(String(value)),
    );
    const database = sqliteSql(connection);
    try {
      await migrate(database);
      report = await inTransaction(database, async (trx) => {
        const marks: string[] = [];
        for (const query of replayLedger(trx, 'sqlite', ledger)) {
          const { rows } = await trx.executeQuery<{ erased?: string }>(query.compile());
          for (const row of rows) if (row.erased) marks.push(row.erased);
        }
        return reportOf(ledger, marks);
      });
      // One self-contained file: its log folded in, none left beside it.
      connection.pragma('journal_mode = DELETE');
    } finally {
      await database.db.destroy();
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

// ——————————————————————————— PostgreSQL ———————————————————————————

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

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
    const live = postgresSql(connectPostgres(url, { max: 1 }));
    let ledger: Erasure[];
    try {
      const { rows } = await sql<{
        held: number;
      }>`SELECT count(*)::int AS held FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid()
           AND application_name = ${serverApplicationName(url)}`.execute(live.db);
      if ((rows[0]?.held ?? 0) > 0) throw new RestoreRefused(HELD);
      ledger = await readLedger(live);
    } catch (error) {
      if (error instanceof RestoreRefused) throw error;
      throw new RestoreRefused(
        `la base ne répond pas (${toolProblem(error, tool)}) ; rien n’a changé.`,
      );
    } finally {
      await live.db.destroy();
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
    return reportOf(
      ledger,
      output.split('\n').map((line) => line.trim()),
    );
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The query layer with no connection, to write PostgreSQL's SQL into psql's script. */
const coldPostgres = new Kysely<Tables>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

const TOO_OLD = 'restore: backup older than the rekey migration';
const TOO_NEW = 'restore: backup from a newer version of the site';

/**
 * The SQL run after the backup's, in the same transaction: the migrations
 * the backup lacks (psql's \if on its schema_migrations), then the current
 * ledger replayed (replayLedger, its values written into the SQL).
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
  for (const query of replayLedger(coldPostgres, 'postgres', ledger)) {
    const { sql: text, parameters } = query.compile();
    lines.push(
      `${text.replace(/\$(\d+)/g, (_, n: string) => literal(String(parameters[Number(n) - 1])))};`,
    );
  }
  return `${lines.join('\n')}\n`;
}
