import pg from 'pg';
import { onPostgres } from '../../tests/support/postgres-suite.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createPostgresDatabase,
  createSqliteDatabase,
  type TestDatabase,
} from '../../tests/support/databases.ts';
import { emailKey } from '../shared/email.ts';
import { CONFIRMATION_PERIOD_MS } from './types.ts';
import { openStore } from './open-store.ts';
import { postgresSql } from './sql.ts';
import { dueRows } from './writes.ts';
import type { ServerStore } from './open-store.ts';

const consent = { mode: 'double', notice: 'notice-hash', page: '/Kaouka_app_android' } as const;
const doubleOptIn = (email: string) => ({ email, key: emailKey(email), consent });
const HOUR = 60 * 60 * 1000;
const LEASE = 60_000;

function confirmationContract(engine: string, createDatabase: () => Promise<TestDatabase>) {
  describe(`double opt-in in the store on ${engine}`, () => {
    let database: TestDatabase;
    let store: ServerStore;
    beforeEach(async () => {
      database = await createDatabase();
      store = await openStore(database.url);
    });
    afterEach(async () => {
      await store.close();
      await database.drop();
    });
    const later = (ms: number) => new Date(Date.now() + ms);
    const outbox = () =>
      database.query<{ email_id: string }>('SELECT email_id FROM confirmation_outbox');
    const consentOf = async (email: string) =>
      (
        await database.query<{ consent: string; confirmed_at: unknown; consent_notice: string }>(
          `SELECT consent, confirmed_at, consent_notice FROM emails WHERE email_key = '${emailKey(email)}'`,
        )
      )[0];

    it('stores a new address pending, with its e-mail queued in the same transaction, claimed once', async () => {
      const added = await store.add(doubleOptIn('nina@example.fr'));
      expect(added.created).toBe(true);
      expect(await consentOf('nina@example.fr')).toMatchObject({
        consent: 'pending',
        consent_notice: 'notice-hash',
      });
      const [claimed, ...others] = await store.claimConfirmations(10, LEASE);
      expect(others).toEqual([]);
      expect(claimed).toMatchObject({ email: 'nina@example.fr', attempt: 1 });
      expect(claimed?.token).toMatch(/^[\w-]{22}$/);
      // Leased: not handed out again while the sender works on it.
      expect(await store.claimConfirmations(10, LEASE)).toEqual([]);
      // A sender that died: the row comes back when its lease ends.
      const [again] = await store.claimConfirmations(10, LEASE, later(LEASE + 1000));
      expect(again).toMatchObject({ email: 'nina@example.fr', attempt: 2 });
      await store.confirmationSent(claimed?.emailId ?? '');
      expect(await outbox()).toEqual([]);
    });

    it('never hands out an e-mail whose address is no longer pending, nor lets it hold up the others', async () => {
      // Addresses confirmed by another way than their link (an owner's merge,
      // a hand edit) while their e-mails were still queued.
      const stale = ['ana@example.fr', 'bea@example.fr', 'cid@example.fr'];
      for (const email of stale) await store.add(doubleOptIn(email));
      await store.add(doubleOptIn('dan@example.fr'));
      await database.query(
        `UPDATE emails SET consent = 'confirmed' WHERE email_key IN (${stale.map((email) => `'${email}'`).join(', ')}) RETURNING id`,
      );
      // Two small claims: the stale e-mails may take a claim's places (then
      // they leave the queue), never a place in what is handed out.
      const claimed = [
        ...(await store.claimConfirmations(2, LEASE)),
        ...(await store.claimConfirmations(2, LEASE)),
      ];
      expect(claimed.map((confirmation) => confirmation.email)).toEqual(['dan@example.fr']);
    });

    it('queues nothing for a repeat within 24 h, and a new e-mail for one after', async () => {
      await store.add(doubleOptIn('remi@example.fr'));
      const [first] = await store.claimConfirmations(10, LEASE);
      await store.confirmationSent(first?.emailId ?? '');
      expect((await store.add(doubleOptIn('REMI@example.fr'))).created).toBe(false);
      expect(await outbox()).toEqual([]);
      const past =
        database.engine === 'sqlite'
          ? `'${new Date(Date.now() - 25 * HOUR).toISOString()}'`
          : `now() - interval '25 hours'`;
      await database.query(`UPDATE emails SET confirmation_requested_at = ${past} RETURNING id`);
      await store.add(doubleOptIn('remi@example.fr'));
      expect(await outbox()).toEqual([{ email_id: first?.emailId }]);
    });

    it('confirms by token once, never queues a confirmed address again, and refuses other tokens', async () => {
      await store.add(doubleOptIn('zoe@example.fr'));
      const [claimed] = await store.claimConfirmations(10, LEASE);
      const token = claimed?.token ?? '';
      expect(await store.confirm('AAAAAAAAAAAAAAAAAAAAAA')).toBe('unknown');
      expect(await store.confirm('not a token')).toBe('unknown');
      expect(await store.confirm(token)).toBe('confirmed');
      expect(await store.confirm(token)).toBe('confirmed');
      expect(await consentOf('zoe@example.fr')).toMatchObject({ consent: 'confirmed' });
      expect((await consentOf('zoe@example.fr'))?.confirmed_at).toBeTruthy();
      // Its pending e-mail, if any, is dropped; a repeat, even days later, sends nothing.
      expect(await store.claimConfirmations(10, LEASE, later(2 * LEASE))).toEqual([]);
      await database.query(`UPDATE emails SET confirmation_requested_at = created_at RETURNING id`);
      await store.add(doubleOptIn('zoe@example.fr'));
      expect(await store.claimConfirmations(10, LEASE, later(26 * HOUR))).toEqual([]);
    });

    it('erases addresses left unconfirmed past the period, and no confirmed or single one', async () => {
      await store.add(doubleOptIn('late@example.fr'));
      await store.add(doubleOptIn('done@example.fr'));
      await store.add({ email: 'single@example.fr', key: 'single@example.fr' });
      const claimed = await store.claimConfirmations(10, LEASE);
      const done = claimed.find((row) => row.email === 'done@example.fr');
      await store.confirm(done?.token ?? '');
      const late = claimed.find((row) => row.email === 'late@example.fr');
      // Past the period, a link no longer confirms.
      expect(await store.confirm(late?.token ?? '', later(CONFIRMATION_PERIOD_MS + HOUR))).toBe(
        'unknown',
      );
      expect(await store.expireUnconfirmed(later(-HOUR))).toBe(0);
      expect(await store.expireUnconfirmed(later(HOUR))).toBe(1);
      const left = await database.query<{ email: string }>(
        'SELECT email FROM emails ORDER BY email',
      );
      expect(left.map((row) => row.email)).toEqual(['done@example.fr', 'single@example.fr']);
      expect(await outbox()).toEqual([]);
    });

    it('retries a failed e-mail at the time given, and drops it when told to give up', async () => {
      await store.add(doubleOptIn('retry@example.fr'));
      const [claimed] = await store.claimConfirmations(10, 1000);
      await store.confirmationFailed(claimed?.emailId ?? '', later(10 * LEASE), 'greylisted');
      expect(await store.claimConfirmations(10, LEASE, later(5 * LEASE))).toEqual([]);
      const [retried] = await store.claimConfirmations(10, LEASE, later(11 * LEASE));
      expect(retried).toMatchObject({ email: 'retry@example.fr', attempt: 2 });
      await store.confirmationFailed(retried?.emailId ?? '', undefined, 'refused');
      expect(await outbox()).toEqual([]);
    });
  });
}

confirmationContract('SQLite', createSqliteDatabase);
onPostgres('double opt-in in the store on PostgreSQL', () => {
  confirmationContract('PostgreSQL', createPostgresDatabase);
});

function repeatTests(engine: string, createDatabase: () => Promise<TestDatabase>) {
  describe(`a repeated address on ${engine}`, () => {
    it('is committed like a new one: its batch writes, so it waits for the same flush', async () => {
      const database = await createDatabase();
      const store = await openStore(database.url);
      const ticks = async () =>
        Number((await database.query<{ n: number | string }>('SELECT n FROM commit_ticks'))[0]?.n);
      try {
        for (const mode of ['single', 'double'] as const) {
          const signup = {
            ...doubleOptIn(`deja-${mode}@example.fr`),
            consent: { ...consent, mode },
          };
          await store.add(signup);
          const before = await ticks();
          expect(await store.add({ ...signup, email: signup.email.toUpperCase() })).toEqual({
            created: false,
          });
          // Without a write, the engine ends the transaction without flushing
          // its log: the repeat would be answered sooner and tell that the
          // address is registered.
          expect(await ticks()).toBe(before + 1);
        }
      } finally {
        await store.close();
        await database.drop();
      }
    });
  });
}

repeatTests('SQLite', createSqliteDatabase);
onPostgres('a repeated address on PostgreSQL', () => {
  repeatTests('PostgreSQL', createPostgresDatabase);
});

onPostgres('the confirmation outbox on PostgreSQL', () => {
  it('is claimed from its earliest due rows by index, without reading every pending address', async () => {
    const database = await createPostgresDatabase();
    const store = await openStore(database.url);
    try {
      // A launch-day burst: thousands of pending addresses, before any
      // ANALYZE has given PostgreSQL statistics about the tables.
      for (let batch = 0; batch < 10; batch += 1) {
        await Promise.all(
          Array.from({ length: 300 }, (_, index) =>
            store.add(doubleOptIn(`rafale-${batch}-${index}@example.fr`)),
          ),
        );
      }
      const due = dueRows(
        postgresSql(new pg.Pool()).db,
        'postgres',
        'confirmation_outbox',
        new Date(),
        20,
      );
      await database.query(`PREPARE claim AS ${due.compile().sql}`);
      const plan = (
        await database.query<{ 'QUERY PLAN': string }>('EXPLAIN EXECUTE claim(now(), 20)')
      )
        .map((row) => row['QUERY PLAN'])
        .join('\n');
      await database.query('DEALLOCATE claim');
      // The due index read in order and stopped after 20 rows: a sort would
      // mean every due row (and its address) was read first, for each claim.
      expect(plan).toMatch(
        /Limit[^\n]*\n\s*->\s+LockRows[^\n]*\n\s*->\s+Index Scan using confirmation_outbox_due/,
      );
      expect(plan).not.toContain('Sort');
    } finally {
      await store.close();
      await database.drop();
    }
  });
});
