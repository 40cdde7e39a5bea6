import { onPostgres } from '../../../tests/support/postgres-suite.ts';
import { eventually } from '../../../tests/support/eventually.ts';
import type { Challenge } from 'altcha-lib';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  createPostgresDatabase,
  createSqliteDatabase,
  type TestDatabase,
} from '../../../tests/support/databases.ts';
import { solveProof } from '../../../tests/support/proof.ts';
import { startSmtpServer } from '../../../tests/support/smtp.ts';
import { openStore } from '../../store/open-store.ts';
import type { ServerStore } from '../../store/open-store.ts';
import { visitorStore } from '../../store/open-store.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { inquiryRetryDelayMs, startInquiryMail } from './start-inquiry-mail.ts';

const OWNER = 'proprietaire@example.fr';
const prospect = {
  name: 'Jeanne Martin',
  email: 'jeanne@exemple.fr',
  message:
    'Bonjour,\n\nNous cherchons quelqu’un pour reprendre une application <script>alert(1)</script>.',
};

/** The message's text, quoted-printable soft breaks and =XX escapes of ASCII undone. */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([2-7][0-9A-F])/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The message's text with every quoted-printable escape undone, UTF-8 included. */
const decodedUtf8 = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (escapes) =>
      Buffer.from(escapes.replace(/=/g, ''), 'hex').toString('utf8'),
    );

/** The Subject header, unfolded, its RFC 2047 encoded words decoded. */
function subjectOf(raw: string): string {
  const headers = (raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
  const subject = /^Subject: (.*)$/m.exec(headers)?.[1] ?? '';
  return subject
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, text: string) =>
      decodeURIComponent(text.replace(/_/g, ' ').replace(/=/g, '%')),
    );
}

const outboxEmpty = (database: TestDatabase) => async () =>
  (await database.query('SELECT inquiry_id FROM inquiry_outbox')).length === 0;

function ownerMailTests(engine: string, createDatabase: () => Promise<TestDatabase>) {
  describe(`the owner’s e-mail about a quote request, on ${engine}`, () => {
    /** A server as server.ts runs it (app, store, sender), on `database`, mailing through `smtpUrl`. */
    async function startServer(database: TestDatabase, smtpUrl: string, minFill = '0') {
      const config = loadConfig({
        DATABASE_URL: database.url,
        LOG_LEVEL: 'silent',
        STATIC_DIR: 'missing',
        INQUIRY_RATE_LIMIT: '0',
        INQUIRY_MIN_SECONDS: minFill,
        SMTP_URL: smtpUrl,
        MAIL_FROM: 'Site <site@example.fr>',
        OWNER_EMAIL: OWNER,
      });
      const store: ServerStore = await openStore(database.url);
      const app = await buildApp({
        config,
        store: visitorStore(store),
        onInquiryStored: () => {
          mail.wake();
        },
      });
      const mail = startInquiryMail(config, store, app.log, 200);
      let stopped: Promise<void> | undefined;
      const stop = () =>
        (stopped ??= (async () => {
          await app.close();
          await mail.stop();
          await store.close();
        })());
      onTestFinished(() => stop());
      const proof = async () =>
        solveProof(
          (await app.inject({ method: 'GET', url: '/api/inquiries/challenge' })).json<Challenge>(),
        );
      return { app, store, proof, stop };
    }

    it('goes to OWNER_EMAIL only, Reply-To the prospect, with the whole request, escaped, once', async () => {
      const database = await createDatabase();
      onTestFinished(() => database.drop());
      const smtp = await startSmtpServer();
      onTestFinished(() => smtp.close());
      const { app, proof } = await startServer(database, smtp.url);
      const response = await app.inject({
        method: 'POST',
        url: '/api/inquiries',
        payload: { ...prospect, company: 'Exemple SARL', altcha: await proof() },
      });
      expect(response.statusCode).toBe(201);
      await smtp.arrived(1);
      expect(smtp.accepted).toHaveLength(1);
      const [message] = smtp.accepted;
      expect(message?.to).toBe(OWNER);
      const raw = decoded(message?.raw ?? '');
      expect(raw).toMatch(/^Reply-To: jeanne@exemple\.fr\r?$/m);
      expect(raw).toMatch(/^To: proprietaire@example\.fr\r?$/m);
      expect(raw).not.toContain('non vérifié');
      expect(raw).toContain('Content-Type: text/plain');
      expect(raw).toContain('Content-Type: text/html');
      // The prospect's text never becomes markup in the HTML part.
      const html = raw.slice(raw.indexOf('Content-Type: text/html'));
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(html).not.toContain('<script>alert');
      expect(raw).toContain('Exemple SARL');
      await eventually(outboxEmpty(database));
      // The outbox is empty: nothing else is sent, not to the prospect, not twice.
      expect(smtp.received()).toBe(1);
    });

    it('marks a request without proof « non vérifié », and never mails a honeypot or a request sent too fast', async () => {
      const database = await createDatabase();
      onTestFinished(() => database.drop());
      const smtp = await startSmtpServer();
      onTestFinished(() => smtp.close());
      const { app, proof } = await startServer(database, smtp.url, '60');
      const post = (payload: Record<string, string>) =>
        app.inject({ method: 'POST', url: '/api/inquiries', payload });
      await post({ ...prospect, website: 'rempli par un robot' });
      await post({
        ...prospect,
        message: `${prospect.message} (trop vite)`,
        altcha: await proof(),
      });
      await post({ ...prospect, message: `${prospect.message} (sans script)` });
      await smtp.arrived(1);
      expect(smtp.accepted).toHaveLength(1);
      expect(subjectOf(smtp.accepted[0]?.raw ?? '')).toMatch(/^\[non vérifié\] Demande de devis/);
      await eventually(outboxEmpty(database));
      // Only the request without proof was stored: nothing else can be mailed.
      expect(await database.query('SELECT id FROM inquiries')).toHaveLength(1);
      expect(smtp.received()).toBe(1);
    });

    it('says in its subject what is asked and for how much: a mission, a training, a project', async () => {
      const database = await createDatabase();
      onTestFinished(() => database.drop());
      const smtp = await startSmtpServer();
      onTestFinished(() => smtp.close());
      const { app, proof } = await startServer(database, smtp.url);
      const requests = [
        {
          offer: 'mission',
          budget: '10000-30000',
          start: 'février 2027',
          duration: 'trois mois',
          onSite: 'deux jours',
        },
        {
          offer: 'formation-sur-mesure',
          budget: 'moins-de-3000',
          participants: '6',
          dates: 'mi-mars 2027',
          funding: 'entreprise',
        },
        { offer: 'applications-web-et-bureau', budget: '3000-10000', deadline: 'juin 2027' },
      ];
      for (const [index, request] of requests.entries()) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/inquiries',
          payload: {
            ...prospect,
            ...request,
            phone: '06 12 34 56 78',
            message: `${prospect.message} (${String(index)})`,
            altcha: await proof(),
          },
        });
        expect(response.statusCode).toBe(201);
      }
      await smtp.arrived(3);
      expect(smtp.accepted).toHaveLength(3);
      const mails = smtp.accepted.map((message) => ({
        subject: subjectOf(message.raw),
        body: decodedUtf8(message.raw),
      }));
      const bySubject = (pattern: RegExp) => {
        const found = mails.find((mail) => pattern.test(mail.subject));
        expect(found, String(pattern)).toBeDefined();
        return found ?? { subject: '', body: '' };
      };
      const mission = bySubject(/^Proposition de mission · Mission en renfort/);
      const training = bySubject(/^Demande de formation · Formation sur mesure/);
      const project = bySubject(/^Demande de devis · Développement d’applications web/);
      expect(mission.subject).toContain('budget\u00a0: De 10\u00a0000 à 30\u00a0000\u00a0€ HT');
      expect(training.subject).toContain('budget\u00a0: Moins de 3\u00a0000\u00a0€ HT');
      expect(project.subject).toContain('budget\u00a0: De 3\u00a0000 à 10\u00a0000\u00a0€ HT');
      // What the form asked for each kind reaches the owner, labelled.
      expect(mission.body).toContain('Date de début souhaitée\u00a0: février 2027');
      expect(mission.body).toContain('Jours sur site par semaine\u00a0: deux jours');
      expect(training.body).toContain('Nombre de participants\u00a0: 6');
      expect(training.body).toContain('Financement\u00a0: Budget de l’entreprise');
      expect(project.body).toContain('Échéance souhaitée\u00a0: juin 2027');
      // The phone is a link the owner can tap.
      expect(project.body).toContain('href="tel:0612345678"');
    });

    it('delays the e-mail through an SMTP outage, keeps it, and sends it once the server is back', async () => {
      const database = await createDatabase();
      onTestFinished(() => database.drop());
      const down = await startServer(database, 'smtp://127.0.0.1:9');
      const before = new Date();
      await down.app.inject({ method: 'POST', url: '/api/inquiries', payload: prospect });
      await eventually(async () => {
        const [row] = await database.query<{ attempts: number; last_error: string | null }>(
          'SELECT attempts, last_error FROM inquiry_outbox',
        );
        return row?.attempts === 1 && row.last_error !== null;
      });
      const [row] = await database.query<{ next_attempt_at: string | Date }>(
        'SELECT next_attempt_at FROM inquiry_outbox',
      );
      // Delayed by the backoff, counted from the failure (which came after `before`).
      expect(new Date(row?.next_attempt_at ?? 0).getTime()).toBeGreaterThanOrEqual(
        before.getTime() + inquiryRetryDelayMs(1),
      );
      await down.stop();

      // The mail server is back; the retry is due (as it will be after its backoff).
      await database.query(
        engine === 'SQLite'
          ? "UPDATE inquiry_outbox SET next_attempt_at = '2000-01-01T00:00:00.000Z' RETURNING 1"
          : "UPDATE inquiry_outbox SET next_attempt_at = '2000-01-01' RETURNING 1",
      );
      const smtp = await startSmtpServer();
      onTestFinished(() => smtp.close());
      await startServer(database, smtp.url);
      await smtp.arrived(1);
      expect(smtp.accepted).toHaveLength(1);
      expect(smtp.accepted[0]?.to).toBe(OWNER);
      await eventually(outboxEmpty(database));
      expect(smtp.received()).toBe(1);
    });
  });
}

ownerMailTests('SQLite', createSqliteDatabase);
onPostgres('the owner’s e-mail about a quote request, on PostgreSQL', () => {
  ownerMailTests('PostgreSQL', createPostgresDatabase);
});
