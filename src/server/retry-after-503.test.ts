import net from 'node:net';
import { eventually } from '../../tests/support/eventually.ts';
import Database from 'better-sqlite3';
import type { Challenge } from 'altcha-lib';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  createPostgresDatabase,
  createSqliteDatabase,
  sqliteFileOf,
  type TestDatabase,
} from '../../tests/support/databases.ts';
import { onPostgres } from '../../tests/support/postgres-suite.ts';
import { solveProof } from '../../tests/support/proof.ts';
import { startSmtpServer } from '../../tests/support/smtp.ts';
import type { ReceivedMessage } from '../../tests/support/smtp.ts';
import { openOwnerStore } from '../store/owner.ts';
import { openStore } from '../store/open-store.ts';
import { visitorStore } from '../store/open-store.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { startConfirmations } from './confirmation/start-confirmations.ts';
import { startInquiryMail } from './inquiries/start-inquiry-mail.ts';

/** The token of a confirmation e-mail's link (quoted-printable soft breaks undone). */
function tokenIn(message: ReceivedMessage | undefined): string {
  const text = (message?.raw ?? '').replace(/=\r?\n/g, '').replaceAll('=3D', '=');
  const token = /\/api\/confirmation\?token=([\w-]{22})/.exec(text)?.[1];
  if (!token) throw new Error(`no confirmation link in:\n${text}`);
  return token;
}

const OWNER = 'proprietaire@example.fr';
const request = {
  name: 'Jeanne Martin',
  email: 'apres.panne@exemple.fr',
  message: 'Bonjour, nous voudrions refaire le site de notre association cet hiver.',
};

/** What makes the store fail for a while, and ends it. */
interface Outage {
  end(): Promise<void>;
}

/**
 * The page's retry after a storage failure (security review H1): the first
 * send is answered 503, the visitor sends the same request again with the
 * same proof (the page's script does), and it must be stored, once, with
 * one e-mail to the owner — not taken for a robot's replay and thrown away.
 */
function retryTests(
  engine: string,
  createDatabase: () => Promise<TestDatabase>,
  /** The URL the server opens: `database.url`, or one through something that can fail. */
  serverUrl: (database: TestDatabase) => Promise<string>,
  startOutage: (database: TestDatabase) => Promise<Outage>,
) {
  describe(`a quote request sent again after a 503, on ${engine}`, () => {
    it('is stored exactly once and mailed to the owner once', async () => {
      const database = await createDatabase();
      onTestFinished(() => database.drop());
      const smtp = await startSmtpServer();
      onTestFinished(() => smtp.close());
      const url = await serverUrl(database);
      const config = loadConfig({
        DATABASE_URL: url,
        LOG_LEVEL: 'silent',
        STATIC_DIR: 'missing',
        INQUIRY_RATE_LIMIT: '0',
        INQUIRY_MIN_SECONDS: '0',
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Site <site@example.fr>',
        OWNER_EMAIL: OWNER,
      });
      const store = await openStore(url);
      const app = await buildApp({
        config,
        store: visitorStore(store),
        onInquiryStored: () => {
          mail.wake();
        },
      });
      const mail = startInquiryMail(config, store, app.log, 200);
      onTestFinished(async () => {
        await app.close();
        await mail.stop();
        await store.close();
      });
      const challenge = await app.inject({ method: 'GET', url: '/api/inquiries/challenge' });
      const altcha = await solveProof(challenge.json<Challenge>());
      const send = () =>
        app.inject({ method: 'POST', url: '/api/inquiries', payload: { ...request, altcha } });

      const outage = await startOutage(database);
      const failed = await send();
      await outage.end();
      expect(failed.statusCode).toBe(503);

      // The same body, the same proof, as the page sends it again.
      const retried = await send();
      expect(retried.statusCode).toBe(201);
      const rows = () =>
        database.query<{ email: string }>(
          `SELECT email FROM inquiries WHERE email = '${request.email}'`,
        );
      expect(await rows()).toHaveLength(1);
      // Not counted as a robot.
      expect(await database.query('SELECT reason FROM inquiry_rejections')).toEqual([]);

      // Sent a third time (a double click): still one row.
      expect((await send()).statusCode).toBe(201);
      expect(await rows()).toHaveLength(1);

      await smtp.arrived(1);
      expect(smtp.accepted).toHaveLength(1);
      expect(smtp.accepted[0]?.to).toBe(OWNER);
      await eventually(
        async () => (await database.query('SELECT 1 FROM inquiry_outbox')).length === 0,
      );
      expect(smtp.received()).toBe(1);
    });

    it('still turns away the same proof sent with another request (a replay)', async () => {
      const database = await createDatabase();
      onTestFinished(() => database.drop());
      const url = await serverUrl(database);
      const store = await openStore(url);
      const app = await buildApp({
        config: loadConfig({
          DATABASE_URL: url,
          LOG_LEVEL: 'silent',
          STATIC_DIR: 'missing',
          INQUIRY_RATE_LIMIT: '0',
          INQUIRY_MIN_SECONDS: '0',
        }),
        store: visitorStore(store),
      });
      onTestFinished(async () => {
        await app.close();
        await store.close();
      });
      const challenge = await app.inject({ method: 'GET', url: '/api/inquiries/challenge' });
      const altcha = await solveProof(challenge.json<Challenge>());
      const send = (message: string) =>
        app.inject({
          method: 'POST',
          url: '/api/inquiries',
          payload: { ...request, message, altcha },
        });
      const outage = await startOutage(database);
      expect((await send(request.message)).statusCode).toBe(503);
      await outage.end();
      expect((await send(request.message)).statusCode).toBe(201);
      // The proof is now this request's: another message with it is a robot's.
      expect((await send(`${request.message} Et encore une autre.`)).statusCode).toBe(201);
      expect(await database.query('SELECT email FROM inquiries')).toHaveLength(1);
      expect(await database.query('SELECT reason FROM inquiry_rejections')).toEqual([
        { reason: 'bad-proof' },
      ]);
    });
    it('keeps a sign-up, its confirmation and an unsubscription retried after a 503 once each', async () => {
      const database = await createDatabase();
      onTestFinished(() => database.drop());
      const smtp = await startSmtpServer();
      onTestFinished(() => smtp.close());
      const url = await serverUrl(database);
      const config = loadConfig({
        DATABASE_URL: url,
        LOG_LEVEL: 'silent',
        STATIC_DIR: 'missing',
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Studio Exemple <inscription@example.fr>',
        PUBLIC_URL: 'http://127.0.0.1:8080',
      });
      const store = await openStore(url);
      const app = await buildApp({
        config,
        store: visitorStore(store),
        onConfirmationQueued: () => {
          confirmations.wake();
        },
      });
      const confirmations = startConfirmations(config, store, app.log);
      onTestFinished(async () => {
        await app.close();
        await confirmations.stop();
        await store.close();
      });
      const email = 'reessaie@gmail.com';
      const signUp = () => app.inject({ method: 'POST', url: '/api/signups', payload: { email } });
      const during = async <T>(work: () => Promise<T>) => {
        const outage = await startOutage(database);
        try {
          return await work();
        } finally {
          await outage.end();
        }
      };

      expect((await during(signUp)).statusCode).toBe(503);
      expect((await signUp()).statusCode).toBe(201);
      const rows = () =>
        database.query<{ consent: string }>(`SELECT consent FROM emails WHERE email = '${email}'`);
      expect(await rows()).toHaveLength(1);
      await smtp.arrived(1);
      expect(smtp.accepted).toHaveLength(1);
      await confirmations.settled();
      expect(smtp.received()).toBe(1);

      const token = tokenIn(smtp.accepted[0]);
      const confirm = () =>
        app.inject({ method: 'POST', url: '/api/confirmation', payload: { token } });
      expect((await during(confirm)).statusCode).toBe(503);
      const confirmed = await confirm();
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toMatchObject({ status: 'confirmed' });
      expect((await rows()).map((row) => row.consent)).not.toContain('pending');

      // Tokens for the announcement are given as `announce` gives them.
      const owner = await openOwnerStore(database.url);
      const [recipient] = await owner.pendingRecipients('2027-03-15');
      const unsubscribeToken = recipient && (await owner.claim(recipient.id, '2027-03-15'));
      await owner.close();
      expect(unsubscribeToken).toBeTruthy();
      const unsubscribe = () =>
        app.inject({ method: 'POST', url: `/api/unsubscribe?token=${unsubscribeToken ?? ''}` });
      expect((await during(unsubscribe)).statusCode).toBe(503);
      expect((await unsubscribe()).statusCode).toBe(200);
      expect(await rows()).toHaveLength(0);
    });
  });
}

retryTests(
  'SQLite (the file locked by another connection)',
  createSqliteDatabase,
  (database) => Promise.resolve(database.url),
  (database) => {
    const other = new Database(sqliteFileOf(database));
    other.exec('BEGIN EXCLUSIVE');
    return Promise.resolve({
      end() {
        other.exec('COMMIT');
        other.close();
        return Promise.resolve();
      },
    });
  },
);

/**
 * A TCP relay to PostgreSQL that can be cut: every connection through it
 * closed, new ones refused at once, as when the network or the server fails.
 */
async function startRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  let cut = false;
  const server = net.createServer((client) => {
    if (cut) {
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    const forget = () => {
      sockets.delete(client);
      sockets.delete(upstream);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', forget).on('close', forget);
    upstream.on('error', forget).on('close', forget);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    cut() {
      cut = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      cut = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => {
          resolve();
        });
      }),
  };
}

onPostgres('a quote request retried after PostgreSQL failed', () => {
  const relays = new Map<string, Awaited<ReturnType<typeof startRelay>>>();
  retryTests(
    'PostgreSQL (through a connection that fails)',
    createPostgresDatabase,
    async (database) => {
      const target = new URL(database.url);
      const relay = await startRelay(new URL(database.url));
      onTestFinished(() => relay.close());
      relays.set(database.url, relay);
      target.hostname = '127.0.0.1';
      target.port = String(relay.port);
      return target.toString();
    },
    (database) => {
      const relay = relays.get(database.url);
      if (!relay) throw new Error('no relay for this database');
      relay.cut();
      return Promise.resolve({
        end() {
          relay.restore();
          return Promise.resolve();
        },
      });
    },
  );
});
