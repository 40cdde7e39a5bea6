import { createReadStream } from 'node:fs';
import { chmod, copyFile, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import Database from 'better-sqlite3';
import {
  DummyDriver,
  Kysely,
  type CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type Insertable,
} from 'kysely';
import { parseDatabaseUrl } from '../config/database-url.ts';
import { connectPostgres, connectSqlite, migrate, serverApplicationName } from './connect.ts';
import { erasureHash, mergeErasures, type ErasureKind } from './erasures.ts';
import { loadMigrations, REKEY_MIGRATION, type Migration } from './migrations.ts';
import { postgresTool, runPostgresTool } from './postgres/tools.ts';
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
  const found = await stat(file).catch(() => undefined);
  if (!found?.isFile())
    throw new RestoreRefused(`${file} est introuvable ou n’est pas un fichier.`);
  if (found.size === 0) throw new RestoreRefused(`${file} est vide : ce n’est pas une sauvegarde.`);
  const target = parseDatabaseUrl(databaseUrl);
  return target.engine === 'sqlite'
    ? restoreSqlite(target.file, file)
    : restorePostgres(target.url, file);
}

const HELD =
  'un serveur utilise la base : arrêtez-le (sudo systemctl stop studio), restaurez, puis redémarrez-le.';

// ———————————————————— The erasure ledger, both engines ————————————————————

/** A ledger row carried over from the live data to the restored data. */
type Erasure = Insertable<Tables['erasures']>;

/** The live data's ledger, or none when it has no ledger yet. */
async function readLedger({ db, engine }: Sql): Promise<Erasure[]> {
  const present =
    engine === 'sqlite'
      ? sql`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'erasures'`
      : sql`SELECT 1 WHERE to_regclass('erasures') IS NOT NULL`;
  if ((await present.execute(db)).rows.length === 0) return [];
  const rows = await db.selectFrom('erasures').select(['kind', 'hash', 'erased_at']).execute();
  return rows.map((row) => ({ ...row, erased_at: new Date(row.erased_at).toISOString() }));
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
  return [
    ...mergeErasures(db, ledger),
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

// ————————————————————————————— Both engines' backups —————————————————————————————

interface Applied {
  readonly version: number;
  readonly name: string;
}

/**
 * The backup's migrations must be this project's, none of them unknown;
 * returns those it lacks, which the restore applies.
 */
function pendingMigrations(file: string, applied: readonly Applied[], engine: Engine): Migration[] {
  const known = loadMigrations(engine);
  const isKnown = (row: Applied) =>
    known.some((migration) => migration.version === row.version && migration.name === row.name);
  const strange = applied.filter((row) => !isKnown(row));
  if (applied.length === 0 || strange.length > 0) {
    throw new RestoreRefused(
      `${file} n’est pas une sauvegarde de ce site, ou vient d’une version plus récente : ` +
        `migrations inconnues (${strange.map((row) => `${String(row.version)}_${row.name}`).join(', ') || 'aucune'}).`,
    );
  }
  return known.filter((migration) => !applied.some((row) => row.version === migration.version));
}

// ————————————————————————————— SQLite —————————————————————————————

/**
 * The live file's ledger, once nothing else holds the file: leaving WAL mode
 * needs the only connection, and checkpoints the log into the file on the
 * way (so the file alone is the data). Throws RestoreRefused when it is
 * held; none when there is no live file yet.
 */
async function takeSqliteAlone(file: string): Promise<Erasure[]> {
  let db: Database.Database;
  try {
    db = new Database(file, { fileMustExist: true });
  } catch {
    return [];
  }
  const live = sqliteSql(db);
  try {
    db.pragma('journal_mode = DELETE');
    return await readLedger(live);
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') throw new RestoreRefused(HELD);
    throw new RestoreRefused(
      `la base actuelle (${file}) ne s’ouvre pas : ${(error as Error).message}`,
    );
  } finally {
    db.close(); // Kysely closes it only once it ran a query.
  }
}

async function removeSqliteFiles(file: string): Promise<void> {
  for (const suffix of ['', '-wal', '-shm', '-journal'])
    await rm(`${file}${suffix}`, { force: true });
}

async function restoreSqlite(liveFile: string, file: string): Promise<RestoreReport> {
  const ledger = await takeSqliteAlone(liveFile);
  // Beside the live file, so that the swap is one rename on one file system.
  const scratch = `${liveFile}.restoring`;
  await removeSqliteFiles(scratch);
  try {
    await copyFile(file, scratch);
    await chmod(scratch, 0o600);
    const damaged = `${file} n’est pas une base SQLite, ou elle est endommagée.`;
    let connection: Database.Database;
    try {
      connection = connectSqlite(scratch);
    } catch {
      throw new RestoreRefused(damaged);
    }
    const database = sqliteSql(connection);
    let report: RestoreReport;
    try {
      if (connection.pragma('integrity_check', { simple: true }) !== 'ok') {
        throw new RestoreRefused(damaged);
      }
      connection.function('erasure_hash', { deterministic: true }, (value) =>
        erasureHash(String(value)),
      );
      const applied = await database.db
        .selectFrom('schema_migrations')
        .select(['version', 'name'])
        .execute()
        .catch(() => []); // No such table: not this site's.
      pendingMigrations(file, applied, 'sqlite');
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
      connection.close();
    }
    await takeSqliteAlone(liveFile);
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

const problem = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function restorePostgres(url: string, file: string): Promise<RestoreReport> {
  const tool = postgresTool(url);
  const folder = await mkdtemp(path.join(tmpdir(), 'restore-'));
  try {
    // 1. The whole restore as SQL, read from the file alone: a file that is
    // not an archive, or a cut or damaged one, fails here, before the
    // database is touched.
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
        `${file} n’est pas une sauvegarde PostgreSQL lisible et complète (${problem(error)}) ; rien n’a changé.`,
      );
    }

    // 2. Its migrations: the rows the script copies into schema_migrations.
    const applied: Applied[] = [];
    let table: string | undefined; // The table whose COPY data the lines are.
    for await (const line of createInterface({ input: createReadStream(script) })) {
      if (table === undefined) table = /^COPY (\S+) .* FROM stdin;$/.exec(line)?.[1];
      else if (line === '\\.') table = undefined;
      else if (/(^|\.)schema_migrations$/.test(table)) {
        const [version, name = ''] = line.split('\t');
        applied.push({ version: Number(version), name });
      }
    }
    const pending = pendingMigrations(file, applied, 'postgres');
    if (pending.some((migration) => migration.version === REKEY_MIGRATION)) {
      throw new RestoreRefused(
        `${file} est antérieure à la migration ${String(REKEY_MIGRATION).padStart(3, '0')} : ` +
          'restaurez-la avec la version du site qui l’a faite, puis mettez à jour.',
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
      throw new RestoreRefused(`la base ne répond pas (${problem(error)}) ; rien n’a changé.`);
    } finally {
      await live.db.destroy();
    }

    // 4. One transaction: this site's tables dropped (an older backup lacks
    // some, which its pending migrations make), the backup's data, the
    // migrations it lacks, the ledger replayed; psql stops at the first
    // error and nothing is kept.
    const prologue = path.join(folder, 'before.sql');
    const tables = loadMigrations('postgres').flatMap((migration) =>
      [...migration.sql.matchAll(/^CREATE TABLE (?:IF NOT EXISTS )?(\w+)/gm)].map(
        (match) => match[1],
      ),
    );
    await writeFile(prologue, `DROP TABLE IF EXISTS ${tables.join(', ')} CASCADE;\n`);
    const epilogue = path.join(folder, 'after.sql');
    await writeFile(epilogue, postgresEpilogue(pending, ledger), { mode: 0o600 });
    let output: string;
    try {
      output = await runPostgresTool(tool, 'psql', [
        '--no-psqlrc',
        '--single-transaction',
        '--quiet',
        '--tuples-only',
        '--no-align',
        '--set=ON_ERROR_STOP=1',
        `--dbname=${tool.url}`,
        `--file=${prologue}`,
        `--file=${script}`,
        `--file=${epilogue}`,
      ]);
    } catch (error) {
      throw new RestoreRefused(
        `la restauration a échoué (${problem(error)}) ; annulée en entier, rien n’a changé.`,
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

/** A compiled query as one line of psql's script, its values written in. */
function inlined({ sql: text, parameters }: CompiledQuery): string {
  const literal = (value: unknown) => `'${String(value).replaceAll("'", "''")}'`;
  return `${text.replace(/\$(\d+)/g, (_, n: string) => literal(parameters[Number(n) - 1]))};`;
}

/**
 * The SQL run after the backup's, in the same transaction: the migrations
 * the backup lacks, each recorded, then the current ledger replayed
 * (replayLedger, its values written into the SQL).
 */
function postgresEpilogue(pending: readonly Migration[], ledger: readonly Erasure[]): string {
  const appliedAt = new Date().toISOString();
  const lines = ['RESET search_path;'];
  for (const { version, name, sql: text } of pending) {
    const recorded = coldPostgres
      .insertInto('schema_migrations')
      .values({ version, name, applied_at: appliedAt });
    lines.push(`${text};`, inlined(recorded.compile()));
  }
  for (const query of replayLedger(coldPostgres, 'postgres', ledger)) {
    lines.push(inlined(query.compile()));
  }
  return `${lines.join('\n')}\n`;
}
