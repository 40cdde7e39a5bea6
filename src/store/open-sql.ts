import { parseDatabaseUrl } from '../config/database-url.ts';
import { openPostgresPool } from './postgres/store.ts';
import { postgresSql, sqliteSql, type Sql } from './sql.ts';
import { openSqliteDatabase } from './sqlite/database.ts';

/**
 * The query layer on `DATABASE_URL`, on a connection of its own (the
 * command line and the server's schedulers are apart from the HTTP
 * server's store), migrations applied.
 */
export async function openSql(databaseUrl: string, { max = 2 } = {}): Promise<Sql> {
  const target = parseDatabaseUrl(databaseUrl);
  if (target.engine === 'sqlite') return sqliteSql(openSqliteDatabase(target.file));
  return postgresSql(await openPostgresPool(target.url, { max }));
}
