import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { connectSqlite } from './connect.ts';
import { sqliteSql } from './sql.ts';

describe('the query layer over one SQLite connection', () => {
  it('runs one transaction at a time: a statement sent meanwhile never joins one rolled back', async () => {
    const { db } = sqliteSql(connectSqlite(':memory:'));
    await sql`CREATE TABLE t (n INTEGER)`.execute(db);
    const failing = db.transaction().execute(async (trx) => {
      await sql`INSERT INTO t VALUES (1)`.execute(trx);
      await new Promise(setImmediate);
      throw new Error('rolled back');
    });
    const other = sql`INSERT INTO t VALUES (2)`.execute(db);
    await expect(failing).rejects.toThrow('rolled back');
    await other;
    expect((await sql<{ n: number }>`SELECT n FROM t`.execute(db)).rows).toEqual([{ n: 2 }]);
    await db.destroy();
  });

  it('runs a migration file of several statements whole', async () => {
    const { db } = sqliteSql(connectSqlite(':memory:'));
    await sql.raw('CREATE TABLE a (n INTEGER); CREATE TABLE b (n INTEGER);').execute(db);
    await sql`INSERT INTO b VALUES (1)`.execute(db);
    expect((await sql<{ n: number }>`SELECT n FROM b`.execute(db)).rows).toEqual([{ n: 1 }]);
    await db.destroy();
  });
});
