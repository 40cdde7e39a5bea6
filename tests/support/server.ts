import type { Environment } from '../../src/config/environment.ts';
import { buildApp, type AppOptions } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openStore } from '../../src/store/open-store.ts';
import { visitorStore } from '../../src/store/open-store.ts';
import type { TestDatabase } from './databases.ts';
import { openTestStore } from './stores.ts';

/**
 * The server's application on `database`, with the store the server opens
 * (openStore: its deadlines and lock timeouts), no static site, no log, no
 * rate limit unless `env` says otherwise; `close` closes both.
 */
export async function appOn(database: TestDatabase, env: Environment = {}) {
  const store = await openStore(database.url);
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    STATIC_DIR: 'missing',
    SIGNUP_RATE_LIMIT: '0',
    ...env,
  });
  const app = await buildApp({ config, store: visitorStore(store) });
  return {
    app,
    signUp: (email: string) =>
      app.inject({ method: 'POST', url: '/api/signups', payload: { email } }),
    close: async () => {
      await app.close();
      await store.close();
    },
  };
}

/**
 * The application on a fresh SQLite test store (openTestStore, `testStore`
 * to break its storage), with no static site and no log unless `env` says
 * otherwise, and the other `options` of buildApp; `close` closes both.
 */
export async function appOnTestStore(
  env: Environment = {},
  options: Omit<AppOptions, 'config' | 'store'> = {},
) {
  const testStore = await openTestStore('sqlite');
  const config = loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: 'missing', ...env });
  const app = await buildApp({ config, store: testStore.store, ...options });
  return {
    app,
    testStore,
    close: async () => {
      await app.close();
      await testStore.cleanUp();
    },
  };
}
