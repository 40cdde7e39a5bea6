import { parseDatabaseUrl } from '../config/database-url.ts';
import type { Migration } from './migrations.ts';
import { connectPostgres, migratePostgres } from './postgres/store.ts';
import { connectSqlite, migrateSqlite } from './sqlite/database.ts';

/**
 * Applies the migrations `DATABASE_URL`'s database has not had yet and
 * returns them, in order (`npm run migrate`: a deploy with several servers
 * migrates once, before starting them; a server applies them too at start-up).
 */
export async function migrateDatabase(databaseUrl: string): Promise<Migration[]> {
  const target = parseDatabaseUrl(databaseUrl);
  if (target.engine === 'sqlite') {
    const db = connectSqlite(target.file);
    try {
      return migrateSqlite(db);
    } finally {
      db.close();
    }
  }
  const pool = connectPostgres(target.url, { max: 1 });
  try {
    return await migratePostgres(pool);
  } finally {
    await pool.end();
  }
}
