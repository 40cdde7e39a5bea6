import { createPostgresStore, openPostgresPool } from '../../src/server/store/postgres-store.ts';
import type { SignupStore } from '../../src/server/store/signup-store.ts';
import { createSqliteStore, sqlitePathFromUrl } from '../../src/server/store/sqlite-store.ts';
import { createPostgresDatabase, createSqliteDatabase, type TestDatabase } from './databases.ts';

export interface TestStore {
  readonly store: SignupStore;
  readonly database: TestDatabase;
  /** Takes the database away under the store, as a crashed database server would. */
  breakStorage(): Promise<void>;
  cleanUp(): Promise<void>;
}

/** A real store on a fresh database of the engine, with a way to make its storage fail. */
export async function openTestStore(engine: 'sqlite' | 'postgres'): Promise<TestStore> {
  if (engine === 'sqlite') {
    const database = await createSqliteDatabase();
    const store = await createSqliteStore(sqlitePathFromUrl(database.url));
    let broken = false;
    return {
      store,
      database,
      // The writer thread stops as if it had crashed.
      breakStorage: async () => {
        broken = true;
        await store.writer.terminate();
      },
      cleanUp: async () => {
        if (!broken) await store.close();
        await database.drop();
      },
    };
  }
  const database = await createPostgresDatabase();
  const pool = await openPostgresPool(database.url);
  const store = createPostgresStore(pool);
  let broken = false;
  return {
    store,
    database,
    breakStorage: async () => {
      broken = true;
      await pool.end();
    },
    cleanUp: async () => {
      if (!broken) await store.close();
      await database.drop();
    },
  };
}
