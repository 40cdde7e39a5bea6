import { openStore, type VisitorStore } from '../../src/store/open-store.ts';
import { createPostgresDatabase, createSqliteDatabase, type TestDatabase } from './databases.ts';

export interface TestStore {
  readonly store: VisitorStore;
  readonly database: TestDatabase;
  /** Takes the database away under the store, as a crashed database server would. */
  breakStorage(): Promise<void>;
  cleanUp(): Promise<void>;
}

/** A real store on a fresh database of the engine, with a way to make its storage fail. */
export async function openTestStore(engine: 'sqlite' | 'postgres'): Promise<TestStore> {
  const { database, store, crash } = await openEngine(engine);
  let broken = false;
  return {
    store,
    database,
    breakStorage: async () => {
      broken = true;
      await crash();
    },
    cleanUp: async () => {
      if (!broken) await store.close();
      await database.drop();
    },
  };
}

/** A fresh database, its store, and how to take storage away under the store. */
async function openEngine(engine: 'sqlite' | 'postgres') {
  const database = await (engine === 'sqlite' ? createSqliteDatabase() : createPostgresDatabase());
  const store = await openStore(database.url);
  // The writer thread stops, or the pool closes, as if it had crashed.
  return { database, store, crash: store.crash };
}
