import { onPostgres } from '../../tests/support/postgres-suite.ts';
import Database from 'better-sqlite3';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  createPostgresDatabase,
  createSqliteDatabase,
  sqliteFileOf,
  type TestDatabase,
} from '../../tests/support/databases.ts';
import { signUp } from '../../tests/support/owner.ts';
import { emailKey } from '../shared/email.ts';
import { WRITE_PROBE_DEADLINE_MS } from './health-probe.ts';
import { openOwnerStore } from './owner.ts';
import { openStore } from './open-store.ts';
import { StoreUnavailableError } from './types.ts';
import { visitorStore } from './open-store.ts';

const VISITOR_METHODS = [
  'add',
  'addInquiry',
  'close',
  'confirm',
  'countRejection',
  'ping',
  'recordAudience',
  'unsubscribe',
];

/** Gives each address its unsubscribe token, as `announce` does when it claims an address. */
async function tokensFor(database: TestDatabase): Promise<Map<string, string>> {
  const owner = await openOwnerStore(database.url);
  try {
    const tokens = new Map<string, string>();
    for (const { id, email } of await owner.pendingRecipients('2027-03-15')) {
      tokens.set(email, (await owner.claim(id, '2027-03-15')) ?? '');
    }
    return tokens;
  } finally {
    await owner.close();
  }
}

function visitorStoreTests(engine: string, createDatabase: () => Promise<TestDatabase>) {
  describe(`the visitors' store on ${engine}`, () => {
    async function setUp(emails: readonly string[]) {
      const database = await createDatabase();
      onTestFinished(() => database.drop());
      await signUp(database, emails);
      const tokens = await tokensFor(database);
      const store = await openStore(database.url);
      onTestFinished(() => store.close());
      return { database, store, tokens };
    }

    it('hands the HTTP application an object with no method that reads addresses, at run time either', async () => {
      const { store } = await setUp([]);
      const methods = Object.entries(visitorStore(store))
        .filter(([, value]) => typeof value === 'function')
        .map(([name]) => name)
        .sort();
      expect(methods).toEqual(VISITOR_METHODS);
    });

    it('erases the address holding a token, once, and nothing else', async () => {
      const { database, store, tokens } = await setUp(['part@example.fr', 'reste@example.fr']);
      const token = tokens.get('part@example.fr') ?? '';
      expect(await store.unsubscribe(token)).toBe(true);
      expect(await store.unsubscribe(token)).toBe(false);
      expect(await store.unsubscribe('AAAAAAAAAAAAAAAAAAAAAA')).toBe(false);
      expect(await store.unsubscribe("' OR 1=1 --")).toBe(false);
      const rows = await database.query<{ email: string }>('SELECT email FROM emails');
      expect(rows.map((row) => row.email)).toEqual(['reste@example.fr']);
    });
  });
}

visitorStoreTests('SQLite', createSqliteDatabase);

onPostgres("the visitors' store on PostgreSQL", () => {
  visitorStoreTests('PostgreSQL', createPostgresDatabase);
});

describe('the SQLite writer thread', () => {
  async function setUp(emails: readonly string[]) {
    const database = await createSqliteDatabase();
    onTestFinished(() => database.drop());
    await signUp(database, emails);
    const tokens = await tokensFor(database);
    const store = await openStore(database.url);
    onTestFinished(() => store.close());
    // Another process's connection, as the owner's command line holds one.
    const other = new Database(sqliteFileOf(database));
    onTestFinished(() => {
      other.close();
      return Promise.resolve();
    });
    return { store, tokens, other };
  }

  it('unsubscribes off the HTTP thread: while another process holds the write lock, health answers at once that writes wait', async () => {
    const { store, tokens, other } = await setUp(['part@example.fr']);
    other.exec('BEGIN IMMEDIATE');
    let erased: boolean | undefined;
    const unsubscribing = store.unsubscribe(tokens.get('part@example.fr') ?? '').then((value) => {
      erased = value;
    });
    // A write on this thread would block it here until busy_timeout (3 s) and
    // fail; off it, health answers within its deadline, while the write still
    // waits for the lock: unavailable, since storage does not take writes now.
    // The deadline is the HTTP thread's timer: faked, it passes when the test
    // says, so the lock goes long before the writer's busy_timeout, however
    // slow the machine (the lock and the writer's wait are real).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const pinged = expect(store.ping()).rejects.toBeInstanceOf(StoreUnavailableError);
    await vi.advanceTimersByTimeAsync(WRITE_PROBE_DEADLINE_MS);
    await pinged;
    vi.useRealTimers();
    expect(erased).toBeUndefined();
    other.exec('COMMIT');
    await unsubscribing;
    expect(erased).toBe(true);
  });

  it('answers a failed batch with a failure and lives on to commit the next one', async () => {
    const { store, other } = await setUp([]);
    other.exec(`CREATE TRIGGER refuse BEFORE INSERT ON emails
                BEGIN SELECT RAISE(ABORT, 'disk full'); END`);
    const refused = store.add({ email: 'a@example.fr', key: emailKey('a@example.fr') });
    await expect(refused).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(refused).rejects.toThrow(/disk full/);

    other.exec('DROP TRIGGER refuse');
    await expect(store.ping()).resolves.toBeUndefined();
    expect(await store.add({ email: 'b@example.fr', key: emailKey('b@example.fr') })).toEqual({
      created: true,
      id: expect.any(String) as string,
    });
  });

  it('fails every request at once when the thread is gone, and health says so', async () => {
    const { store } = await setUp([]);
    await store.crash();
    await expect(store.ping()).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(
      store.add({ email: 'a@example.fr', key: emailKey('a@example.fr') }),
    ).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(store.unsubscribe('AAAAAAAAAAAAAAAAAAAAAA')).rejects.toBeInstanceOf(
      StoreUnavailableError,
    );
  });
});
