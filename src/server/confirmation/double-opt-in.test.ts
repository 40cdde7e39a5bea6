import { onPostgres } from '../../../tests/support/postgres-suite.ts';
import { eventually } from '../../../tests/support/eventually.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createPostgresDatabase,
  createSqliteDatabase,
  type TestDatabase,
} from '../../../tests/support/databases.ts';
import { startSmtpServer, type ReceivedMessage } from '../../../tests/support/smtp.ts';
import { confirmationEmail } from '../../content/confirmation.ts';
import { legalIdentity } from '../../content/legal-identity.ts';
import { confirmationLink } from '../../shared/confirmation-api.ts';
import { emailKey } from '../../shared/email.ts';
import { openStore } from '../../store/open-store.ts';
import type { ServerStore } from '../../store/open-store.ts';
import { visitorStore } from '../../store/open-store.ts';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { startConfirmations, type Confirmations } from './start-confirmations.ts';
import { retryDelayMs } from './confirmation-sender.ts';

const PUBLIC_URL = 'http://127.0.0.1:8080';

/** The token of a confirmation e-mail's link (quoted-printable soft breaks undone). */
function tokenIn(message: ReceivedMessage): string {
  const text = message.raw.replace(/=\r?\n/g, '').replaceAll('=3D', '=');
  const token = /\/api\/confirmation\?token=([\w-]{22})/.exec(text)?.[1];
  if (!token) throw new Error(`no confirmation link in:\n${text}`);
  return token;
}

function doubleOptIn(engine: string, createDatabase: () => Promise<TestDatabase>) {
  // Real servers and a real mail server, on a machine that may be loaded.
  describe(`double opt-in through a real SMTP conversation on ${engine}`, () => {
    let database: TestDatabase;
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    const cleanUps: (() => Promise<void>)[] = [];
    beforeEach(async () => {
      database = await createDatabase();
      smtp = await startSmtpServer();
    });
    afterEach(async () => {
      for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
      await smtp.close();
      await database.drop();
    });

    const configWith = (env: Record<string, string | undefined> = {}): Config =>
      loadConfig({
        DATABASE_URL: database.url,
        LOG_LEVEL: 'silent',
        STATIC_DIR: 'missing',
        SIGNUP_RATE_LIMIT: '0',
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Studio Exemple <inscription@example.fr>',
        PUBLIC_URL,
        ...env,
      });

    /** A server as server.ts runs it: the app, its store, its sender. */
    async function startServer(config = configWith()) {
      const store: ServerStore = await openStore(database.url);
      const app = await buildApp({
        config,
        store: visitorStore(store),
        onConfirmationQueued: () => {
          confirmations.wake();
        },
      });
      const confirmations: Confirmations = startConfirmations(config, store, app.log);
      cleanUps.push(async () => {
        await app.close();
        await confirmations.stop();
        await store.close();
      });
      const signUp = (email: string) =>
        app.inject({ method: 'POST', url: '/api/signups', payload: { email } });
      return { app, store, confirmations, signUp };
    }

    const consentOf = async (email: string) =>
      (
        await database.query<{ consent: string; consent_notice: string; consent_page: string }>(
          `SELECT consent, consent_notice, consent_page FROM emails WHERE email_key = '${emailKey(email)}'`,
        )
      )[0];

    it('sends one French e-mail whose link opens the page, whose button confirms', async () => {
      const { app, signUp, confirmations } = await startServer();
      const response = await signUp('Jeanne@Exemple.fr');
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ confirmByEmail: true });
      await smtp.arrived(1);
      expect(smtp.accepted).toHaveLength(1);
      const [message] = smtp.accepted;
      expect(message?.to).toBe('Jeanne@exemple.fr');
      expect(message?.raw).toMatch(/Content-Type: text\/plain/);
      expect(message?.raw).toMatch(/Content-Type: text\/html/);
      expect(message?.raw).toContain('inscription@example.fr');
      const decoded = (message?.raw ?? '').replace(/=\r?\n/g, '');
      // The legal identity, in the signature every e-mail ends with.
      expect(decoded).toContain(legalIdentity.publisher.siret.replaceAll('\u00a0', '=C2=A0'));
      expect(decoded).toMatch(/Subject: =\?UTF-8\?/);
      expect(confirmationEmail.footer).toMatch(/parce que/);

      const token = tokenIn(message as ReceivedMessage);
      expect(await consentOf('jeanne@exemple.fr')).toMatchObject({ consent: 'pending' });
      // Following the link (as a mail scanner would) changes nothing: it shows the page.
      const opened = await app.inject({ method: 'GET', url: `/api/confirmation?token=${token}` });
      expect(opened.statusCode).toBe(200);
      // With script, the browser goes on to the site's page.
      expect(opened.body).toContain(
        JSON.stringify(`${PUBLIC_URL}${confirmationLink.pagePath}?jeton=`),
      );
      expect(await consentOf('jeanne@exemple.fr')).toMatchObject({ consent: 'pending' });

      const pressed = await app.inject({
        method: 'POST',
        url: '/api/confirmation',
        payload: { token },
      });
      expect(pressed.statusCode).toBe(200);
      expect(await consentOf('jeanne@exemple.fr')).toMatchObject({
        consent: 'confirmed',
        consent_page: '/Kaouka_app_android',
        consent_notice: expect.stringMatching(/^sha256:[0-9a-f]{16}$/) as string,
      });

      // Confirmed: signing up again never brings another e-mail.
      await signUp('jeanne@exemple.fr');
      await confirmations.settled();
      expect(smtp.received()).toBe(1);
    });

    it('leads every link of the e-mail to the site’s pages when they are on another host (issue 46)', async () => {
      const site = 'https://www.dupont-logiciel.fr/studio';
      const api = 'https://api.dupont-logiciel.fr';
      const { app, signUp } = await startServer(configWith({ PUBLIC_URL: site, API_URL: api }));
      await signUp('lea@exemple.fr');
      await smtp.arrived(1);
      expect(smtp.accepted).toHaveLength(1);
      const text = (smtp.accepted[0]?.raw ?? '').replace(/=\r?\n/g, '').replaceAll('=3D', '=');
      const links = [...new Set(text.match(/https?:\/\/[^\s"<>)]+/g) ?? [])].filter(
        (link) => !link.startsWith('http://www.w3.org'),
      );
      const token = tokenIn(smtp.accepted[0] as ReceivedMessage);
      // The button goes through the API (it only redirects); every other link is a page of the site.
      expect(links.filter((link) => link.startsWith(`${api}/`))).toEqual([
        `${api}/api/confirmation?token=${token}`,
      ]);
      const pages = links.filter((link) => !link.startsWith(`${api}/`));
      expect(pages.length).toBeGreaterThanOrEqual(2);
      for (const link of pages) expect(link).toMatch(new RegExp(`^${site}/`));
      const opened = await app.inject({ method: 'GET', url: `/api/confirmation?token=${token}` });
      expect(opened.statusCode).toBe(200);
      expect(opened.body).toContain(JSON.stringify(`${site}${confirmationLink.pagePath}?jeton=`));
      expect(opened.body).toContain(`href="${site}/"`);
    });

    it('confirms without script: the link’s page posts a plain form, answered with a page (issue 46)', async () => {
      const { app, signUp } = await startServer();
      await signUp('sans-script@exemple.fr');
      await smtp.arrived(1);
      expect(smtp.accepted).toHaveLength(1);
      const token = tokenIn(smtp.accepted[0] as ReceivedMessage);
      const link = `/api/confirmation?token=${token}`;
      const opened = await app.inject({ method: 'GET', url: link });
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['content-type']).toMatch(/^text\/html/);
      // The page's script is allowed by its hash, nothing else.
      expect(opened.headers['content-security-policy']).toMatch(/script-src 'sha256-[\w+/=]+'/);
      const action = /<form method="post" action="([^"]+)">/.exec(opened.body)?.[1] ?? '';
      const hidden = /<input type="hidden" name="token" value="([^"]+)"\/>/.exec(opened.body)?.[1];
      expect(hidden).toBe(token);
      expect(await consentOf('sans-script@exemple.fr')).toMatchObject({ consent: 'pending' });

      const posted = await app.inject({
        method: 'POST',
        url: new URL(action, `http://127.0.0.1${link}`).pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token }).toString(),
      });
      expect(posted.statusCode).toBe(200);
      expect(posted.headers['content-type']).toMatch(/^text\/html/);
      expect(posted.body).toContain('C’est confirmé, merci');
      expect(await consentOf('sans-script@exemple.fr')).toMatchObject({ consent: 'confirmed' });

      const unknown = await app.inject({
        method: 'POST',
        url: '/api/confirmation',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'token=AAAAAAAAAAAAAAAAAAAAAA',
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.headers['content-type']).toMatch(/^text\/html/);
    });

    it('sends nothing for a repeat within 24 h', async () => {
      const { signUp, confirmations } = await startServer();
      await signUp('paul@exemple.fr');
      await smtp.arrived(1);
      expect(smtp.accepted).toHaveLength(1);
      for (const spelling of ['PAUL@exemple.fr', 'paul@ＥＸＥＭＰＬＥ.fr', 'paul@exemple.fr']) {
        expect((await signUp(spelling)).statusCode).toBe(201);
      }
      await confirmations.settled();
      expect(smtp.received()).toBe(1);
    });

    it('loses no e-mail when the server dies between the commit and the send', async () => {
      // The first server commits the sign-up and dies before its sender runs.
      const store = await openStore(database.url);
      const consent = {
        mode: 'double',
        notice: 'sha256:test',
        page: '/Kaouka_app_android',
      } as const;
      await store.add({ email: 'crash@exemple.fr', key: emailKey('crash@exemple.fr'), consent });
      await store.close();
      expect(smtp.received()).toBe(0);
      // The next server to start sends it, once.
      const { confirmations } = await startServer();
      await smtp.arrived(1);
      expect(smtp.accepted).toHaveLength(1);
      expect(smtp.accepted[0]?.to).toBe('crash@exemple.fr');
      await confirmations.settled();
      expect(smtp.received()).toBe(1);
    });

    it('stays single opt-in without mail configured, or with SIGNUP_CONFIRMATION=off, recorded as such', async () => {
      for (const [index, env] of [
        { SMTP_URL: undefined },
        { SIGNUP_CONFIRMATION: 'off' },
      ].entries()) {
        const { signUp, confirmations } = await startServer(configWith(env));
        const response = await signUp(`seul${index}@exemple.fr`);
        expect(response.json()).toMatchObject({ confirmByEmail: false });
        expect(await consentOf(`seul${index}@exemple.fr`)).toMatchObject({ consent: 'single' });
        await confirmations.settled();
      }
      expect(smtp.received()).toBe(0);
    });

    it('retries later, with backoff, when the mail server cannot be reached', async () => {
      const unreachable = configWith({ SMTP_URL: 'smtp://127.0.0.1:9' });
      const { signUp } = await startServer(unreachable);
      const before = new Date();
      await signUp('retry@exemple.fr');
      // A claim counts the attempt before sending; the failure is recorded after it.
      await eventually(async () => {
        const [row] = await database.query<{ attempts: number; last_error: string | null }>(
          'SELECT attempts, last_error FROM confirmation_outbox',
        );
        return row?.attempts === 1 && row.last_error !== null;
      });
      const [row] = await database.query<{ next_attempt_at: string | Date; last_error: string }>(
        'SELECT next_attempt_at, last_error FROM confirmation_outbox',
      );
      // Backoff: the next attempt is a minute or more after the failure (which came after `before`).
      expect(new Date(row?.next_attempt_at ?? 0).getTime()).toBeGreaterThanOrEqual(
        before.getTime() + retryDelayMs(1),
      );
      expect(row?.last_error).toBeTruthy();
    });

    it('gives up at once on a final refusal (5xx), trying no further', async () => {
      const refusing = await startSmtpServer(() => 'refuse');
      cleanUps.push(() => refusing.close());
      const { signUp } = await startServer(configWith({ SMTP_URL: refusing.url }));
      await signUp('refus@exemple.fr');
      await refusing.arrived(1);
      await eventually(
        async () => (await database.query('SELECT * FROM confirmation_outbox')).length === 0,
      );
      expect(await consentOf('refus@exemple.fr')).toMatchObject({ consent: 'pending' });
    });
  });
}

doubleOptIn('SQLite', createSqliteDatabase);
onPostgres('double opt-in through a real SMTP conversation on PostgreSQL', () => {
  doubleOptIn('PostgreSQL', createPostgresDatabase);

  const consent = { mode: 'double', notice: 'sha256:test', page: '/Kaouka_app_android' } as const;
  /** A fresh database, a mail server, and a server configuration for both. */
  async function mailSetup() {
    const database = await createPostgresDatabase();
    const smtp = await startSmtpServer();
    const config = loadConfig({
      DATABASE_URL: database.url,
      LOG_LEVEL: 'silent',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'inscription@example.fr',
      PUBLIC_URL,
      // These tests count e-mails, not time: the rate cap has its own (throttle.test.ts).
      CONFIRMATION_RATE_PER_MINUTE: '0',
    });
    return { database, smtp, config };
  }

  it('sends every due e-mail at once, even when a claim comes back short', async () => {
    const { database, smtp, config } = await mailSetup();
    const store = await openStore(database.url);
    // Five e-mails queued first whose addresses were then confirmed another
    // way: PostgreSQL's claim drops them, so it hands out fewer than it took.
    const stale = Array.from({ length: 5 }, (_, index) => `ancien${index}@exemple.fr`);
    await Promise.all(stale.map((email) => store.add({ email, key: email, consent })));
    await database.query("UPDATE emails SET consent = 'confirmed' RETURNING id");
    const pending = Array.from({ length: 20 }, (_, index) => `attente${index}@exemple.fr`);
    await Promise.all(pending.map((email) => store.add({ email, key: email, consent })));
    const app = await buildApp({ config, store: visitorStore(store) });
    const sender = startConfirmations(config, store, app.log);
    try {
      // Well before the sender's next look at the outbox (every 10 s).
      await smtp.arrived(pending.length);
      expect(smtp.accepted).toHaveLength(pending.length);
      expect(smtp.accepted.map((message) => message.to).sort()).toEqual([...pending].sort());
    } finally {
      await sender.stop();
      await app.close();
      await store.close();
      await smtp.close();
      await database.drop();
    }
  });

  describe('two servers on one PostgreSQL database', () => {
    it('send each confirmation once', async () => {
      const { database, smtp, config } = await mailSetup();
      const first = await openStore(database.url);
      const stores = [first, await openStore(database.url)];
      const emails = Array.from({ length: 100 }, (_, index) => `deux${index}@exemple.fr`);
      await Promise.all(emails.map((email) => first.add({ email, key: email, consent })));
      const app = await buildApp({ config, store: visitorStore(first) });
      // Both senders start at once on the same outbox.
      const senders = stores.map((store) => startConfirmations(config, store, app.log));
      await smtp.arrived(emails.length);
      // Both loops done with the outbox: a second send would have shown by now.
      await Promise.all(senders.map((sender) => sender.settled()));
      await Promise.all(senders.map((sender) => sender.stop()));
      await app.close();
      await Promise.all(stores.map((store) => store.close()));
      await smtp.close();
      await database.drop();
      expect(smtp.accepted.map((message) => message.to).sort()).toEqual([...emails].sort());
    });
  });
});
