import type { Challenge } from 'altcha-lib';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  createPostgresDatabase,
  createSqliteDatabase,
  type TestDatabase,
} from '../../../tests/support/databases.ts';
import { onPostgres } from '../../../tests/support/postgres-suite.ts';
import { solveProof } from '../../../tests/support/proof.ts';
import { openStore } from '../../store/open-store.ts';
import { visitorStore } from '../../store/open-store.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';

const request = {
  name: 'Robot Martin',
  email: 'robot@exemple.fr',
  offer: 'securite-applicative',
  budget: '3000-10000',
};

/** Sixty addresses of one IPv6 /64, as one home connection or rented server has. */
const oneSlash64 = Array.from(
  { length: 60 },
  (_, index) => `2001:db8:99:1::${(index + 1).toString(16)}`,
);

/**
 * Every limit that protects others counts an IPv6 /64 as one client, as it
 * counts an IPv4 address (PRODUCT.md decision 33; security review M1, M2, L5).
 */
function networkLimitTests(engine: string, createDatabase: () => Promise<TestDatabase>) {
  describe(`limits per network on ${engine}`, () => {
    async function setUp(env: Record<string, string> = {}) {
      const database = await createDatabase();
      onTestFinished(() => database.drop());
      const store = await openStore(database.url);
      onTestFinished(() => store.close());
      const app = await buildApp({
        config: loadConfig({
          DATABASE_URL: database.url,
          LOG_LEVEL: 'silent',
          STATIC_DIR: 'missing',
          INQUIRY_MIN_SECONDS: '0',
          ...env,
        }),
        store: visitorStore(store),
      });
      onTestFinished(() => app.close());
      return { app, database };
    }

    it('stores from one /64 no more quote requests without proof than from one IPv4 address', async () => {
      const { app, database } = await setUp({ INQUIRY_RATE_LIMIT: '10' });
      const post = (remoteAddress: string, index: number) =>
        app.inject({
          method: 'POST',
          url: '/api/inquiries',
          remoteAddress,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({
            ...request,
            message: `Demande numéro ${String(index)} : un site à refaire entièrement.`,
          }).toString(),
        });
      const fromSlash64 = [];
      for (const [index, address] of oneSlash64.entries()) {
        fromSlash64.push((await post(address, index)).statusCode);
      }
      const fromIpv4 = [];
      for (let index = 0; index < 10; index += 1) {
        fromIpv4.push((await post('198.51.100.7', 100 + index)).statusCode);
      }
      const stored = (statuses: number[]) => statuses.filter((status) => status === 303).length;
      expect(stored(fromIpv4)).toBe(2);
      expect(stored(fromSlash64)).toBe(stored(fromIpv4));
      expect(fromSlash64.filter((status) => status === 429)).toHaveLength(58);
      expect(await database.query('SELECT id FROM inquiries')).toHaveLength(4);
    });

    it('stores from one /64 no more verified quote requests than from one IPv4 address', async () => {
      const { app, database } = await setUp({ INQUIRY_RATE_LIMIT: '3', SIGNUP_RATE_LIMIT: '0' });
      const statuses = [];
      for (const [index, address] of oneSlash64.slice(0, 6).entries()) {
        const challenge = await app.inject({
          method: 'GET',
          url: '/api/inquiries/challenge',
          remoteAddress: address,
        });
        const altcha = await solveProof(challenge.json<Challenge>());
        const response = await app.inject({
          method: 'POST',
          url: '/api/inquiries',
          remoteAddress: address,
          payload: { ...request, message: `Demande vérifiée numéro ${String(index)}.`, altcha },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
      expect(await database.query('SELECT id FROM inquiries')).toHaveLength(3);
    });

    it('gives one /64 the challenges and sign-ups of one IPv4 address a minute', async () => {
      const { app, database } = await setUp({ SIGNUP_RATE_LIMIT: '5' });
      const challenges = [];
      const signups = [];
      for (const [index, address] of oneSlash64.slice(0, 8).entries()) {
        challenges.push(
          (
            await app.inject({
              method: 'GET',
              url: '/api/inquiries/challenge',
              remoteAddress: address,
            })
          ).statusCode,
        );
        signups.push(
          (
            await app.inject({
              method: 'POST',
              url: '/api/signups',
              remoteAddress: address,
              payload: { email: `personne.${String(index)}@exemple.fr` },
            })
          ).statusCode,
        );
      }
      expect(challenges).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
      expect(signups).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
      expect(await database.query('SELECT id FROM emails')).toHaveLength(5);
    });

    it('spends no sign-up budget on an address to correct (security review L5)', async () => {
      const { app, database } = await setUp({ SIGNUP_RATE_LIMIT: '3' });
      const signUp = (email: string) =>
        app.inject({
          method: 'POST',
          url: '/api/signups',
          remoteAddress: '198.51.100.8',
          payload: { email },
        });
      for (const wrong of ['a', 'b@', '@c.fr', 'd@e', 'f g@h.fr', 'i@@j.fr']) {
        expect((await signUp(wrong)).statusCode).toBe(400);
      }
      expect((await signUp('juste@exemple.fr')).statusCode).toBe(201);
      expect(await database.query('SELECT id FROM emails')).toHaveLength(1);
    });
  });
}

networkLimitTests('SQLite', createSqliteDatabase);
onPostgres('limits per network on PostgreSQL', () => {
  networkLimitTests('PostgreSQL', createPostgresDatabase);
});
