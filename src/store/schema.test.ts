import { expect, it } from 'vitest';
import { createPostgresDatabase, createSqliteDatabase } from '../../tests/support/databases.ts';
import { onPostgres } from '../../tests/support/postgres-suite.ts';
import { migrateDatabase } from './connect.ts';

/** A migrated database's tables, each with its columns' names, sorted. */
function schemaOf(rows: readonly { table_name: string; column_name: string }[]) {
  const tables: Record<string, string[]> = {};
  for (const { table_name, column_name } of rows) (tables[table_name] ??= []).push(column_name);
  return Object.fromEntries(
    Object.entries(tables)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([table, columns]) => [table, columns.sort()]),
  );
}

// Each engine has its own migration files (docs/decisions/022): what they make
// must be the one set of tables and columns the query layer describes (sql.ts,
// Tables), or an operation written once fails on one engine only.
onPostgres('the migrations of both engines', () => {
  it('make the same tables with the same columns', async () => {
    const sqlite = await createSqliteDatabase();
    const postgres = await createPostgresDatabase();
    try {
      await migrateDatabase(sqlite.url);
      await migrateDatabase(postgres.url);
      const onSqlite = schemaOf(
        await sqlite.query(
          `SELECT m.name AS table_name, c.name AS column_name
           FROM sqlite_master m JOIN pragma_table_info(m.name) c
           WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%'`,
        ),
      );
      const onPostgres = schemaOf(
        await postgres.query(
          `SELECT table_name, column_name FROM information_schema.columns
           WHERE table_schema = current_schema()`,
        ),
      );
      expect(onSqlite).toEqual(onPostgres);
      expect(onSqlite.emails).toContain('email_key');
    } finally {
      await sqlite.drop();
      await postgres.drop();
    }
  });
});
