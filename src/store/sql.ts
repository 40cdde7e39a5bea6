import type BetterSqlite3 from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  sql,
  SqliteAdapter,
  SqliteDriver,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type ColumnType,
  type DatabaseConnection,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqliteStatement,
  type Transaction,
} from 'kysely';
import type pg from 'pg';
import type { InquiryStatus } from './types.ts';

/**
 * The tables, as the one query layer (Kysely) sees them on both engines
 * (docs/decisions/022-one-query-layer.md). Times are written as ISO 8601
 * strings and read back as strings (SQLite) or Dates (PostgreSQL):
 * `new Date(value)` takes either. Flags are written 0/1 and read back as
 * 0/1 or booleans. Counts come back as numbers or (PostgreSQL) strings.
 */
type Time = ColumnType<string | Date, string, string>;
type Flag = ColumnType<number | boolean, number, number>;
type Counter = ColumnType<number, number | undefined, number>;

export interface Tables {
  emails: {
    id: string;
    email: string;
    email_key: string;
    created_at: Time;
    consent: 'single' | 'pending' | 'confirmed';
    consent_notice: string | null;
    consent_page: string | null;
    confirmed_at: Time | null;
    confirmation_token: string | null;
    confirmation_requested_at: Time | null;
    unsubscribe_token: string | null;
  };
  announcement_deliveries: {
    email_id: string;
    release_date: string;
    status: 'sending' | 'sent';
    updated_at: Time;
  };
  confirmation_outbox: {
    email_id: string;
    attempts: Counter;
    next_attempt_at: Time;
    last_error: string | null;
  };
  commit_ticks: { id: number; n: number };
  inquiries: {
    id: string;
    created_at: Time;
    last_contact_at: Time;
    name: string;
    email: string;
    email_key: string;
    company: string | null;
    phone: string | null;
    offer: string | null;
    budget: string | null;
    message: string;
    verified: Flag;
    page: string | null;
    dedupe_key: string;
    status: ColumnType<InquiryStatus, InquiryStatus | undefined, InquiryStatus>;
    answered_at: Time | null;
  };
  inquiry_outbox: {
    inquiry_id: string;
    attempts: Counter;
    next_attempt_at: Time;
    last_error: string | null;
  };
  inquiry_rejections: { day: string; reason: string; count: number };
  audience_pages: { day: string; path: string; views: number; visits: number };
  audience_referrers: { day: string; host: string; views: number };
  audience_devices: { day: string; device: 'phone' | 'desktop'; views: number };
  audience_conversions: {
    day: string;
    kind: 'signup' | 'inquiry';
    from_path: string;
    entry_path: string;
    count: number;
  };
  health_probe: { id: number; checked_at: Time };
  erasures: { kind: 'signup' | 'inquiry'; hash: string; erased_at: Time };
  owner_digests: { week: string; claimed_at: Time; sent_at: Time | null };
  schema_migrations: { version: number; name: string; applied_at: string };
}

export type Engine = 'sqlite' | 'postgres';

/** One database through the query layer, and which engine it is (for the few places they differ). */
export interface Sql {
  readonly db: Kysely<Tables>;
  readonly engine: Engine;
}

/** The database or a transaction of it: what an operation's statements run on. */
export type Db = Kysely<Tables> | Transaction<Tables>;

export const iso = (date: Date): string => date.toISOString();
export const msBefore = (now: Date, ms: number): string => iso(new Date(now.getTime() - ms));
/** Rows a statement may carry at once (500), well under both engines' limit of parameters. */
export const chunks = <T>(rows: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(rows.length / 500) }, (_, index) =>
    rows.slice(index * 500, (index + 1) * 500),
  );
/** A count as either engine returns it (PostgreSQL's count is a bigint, as a string). */
export const asCount = (value: unknown): number => Number(value ?? 0);

/** How many rows `query` selects. */
export async function countRows<T extends keyof Tables>(
  query: SelectQueryBuilder<Tables, T, object>,
): Promise<number> {
  return asCount((await query.select(sql<number>`count(*)`.as('n')).executeTakeFirst())?.n);
}

/** A table's rows per UTC day of `created_at`, oldest first, days without rows left out. */
export async function countPerDay(
  { db, engine }: Sql,
  table: 'emails' | 'inquiries',
): Promise<{ day: string; count: number }[]> {
  const day = utcDay(engine, 'created_at');
  const rows = await db
    .selectFrom(table)
    .select([day.as('day'), sql<number>`count(*)`.as('count')])
    .groupBy(day)
    .orderBy(day)
    .execute();
  return rows.map((row) => ({ day: row.day, count: asCount(row.count) }));
}

/** A time column's UTC day, `YYYY-MM-DD`: SQLite stores ISO text, PostgreSQL a timestamptz. */
function utcDay(engine: Engine, column: string): RawBuilder<string> {
  return engine === 'sqlite'
    ? sql<string>`substr(${sql.ref(column)}, 1, 10)`
    : sql<string>`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
}

/** Runs `work` in one transaction (SQLite: BEGIN IMMEDIATE, so it holds the write lock from the start). */
export function inTransaction<T>(
  { db }: Sql,
  work: (trx: Transaction<Tables>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(work);
}

/** The query layer over a PostgreSQL pool; destroying it ends the pool. */
export function postgresSql(pool: pg.Pool): Sql {
  return { db: new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) }), engine: 'postgres' };
}

/**
 * The query layer over a better-sqlite3 connection; destroying it closes
 * the connection. Kysely runs one transaction or statement at a time on it
 * (its SQLite adapter has one connection); its driver's transactions take
 * the write lock first here (BEGIN IMMEDIATE: a write never fails half-way
 * on another process's lock). Statements are prepared once and kept.
 */
export function sqliteSql(database: BetterSqlite3.Database): Sql {
  const statements = new Map<string, SqliteStatement>();
  const prepare = (text: string): SqliteStatement => {
    let statement = statements.get(text);
    if (statement) return statement;
    try {
      statement = database.prepare(text);
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      // A migration's file: several statements, no parameters, run whole.
      const run = () => (database.exec(text), { changes: 0, lastInsertRowid: 0 });
      return { reader: false, run, all: () => [], iterate: () => [][Symbol.iterator]() };
    }
    if (statements.size > 500) statements.clear();
    statements.set(text, statement);
    return statement;
  };
  const driver = new ImmediateSqliteDriver({
    database: { prepare, close: () => database.close() },
  });
  return {
    engine: 'sqlite',
    db: new Kysely<Tables>({
      dialect: {
        createAdapter: () => new SqliteAdapter(),
        createDriver: () => driver,
        createIntrospector: (db) => new SqliteIntrospector(db),
        createQueryCompiler: () => new SqliteQueryCompiler(),
      },
    }),
  };
}

/** Kysely's driver, its transactions begun IMMEDIATE. */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}
