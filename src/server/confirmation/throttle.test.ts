import { describe, expect, it, onTestFinished } from 'vitest';
import { createSqliteDatabase, type TestDatabase } from '../../../tests/support/databases.ts';
import { startSmtpServer } from '../../../tests/support/smtp.ts';
import { emailKey } from '../../shared/email.ts';
import { openStore } from '../../store/open-store.ts';
import { visitorStore } from '../../store/visitor-store.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { startConfirmations } from './start-confirmations.ts';
import { ConfirmationThrottle, DOMAIN_SHARE_PER_CLIENT, mailboxOf } from './throttle.ts';

const consent = { mode: 'double', notice: 'sha256:test', page: '/Kaouka_app_android' } as const;

describe('the confirmation throttle', () => {
  it('counts a mailbox however its +tag and case are spelled', () => {
    expect(mailboxOf('Victim+1@Exemple.FR')).toEqual({
      mailbox: 'victim@exemple.fr',
      domain: 'exemple.fr',
      tagged: true,
    });
    expect(mailboxOf('+x@exemple.fr').mailbox).toBe('+x@exemple.fr');
    // Dots do not count elsewhere: two addresses.
    expect(mailboxOf('v.ictim@exemple.fr').mailbox).toBe('v.ictim@exemple.fr');
  });

  it('knows Gmail’s aliases: dots anywhere, googlemail.com, and the +tag', () => {
    const spellings = [
      'jeanne.martin@gmail.com',
      'j.e.a.n.n.e.martin@gmail.com',
      'JeanneMartin@googlemail.com',
      'jeanne.martin+x@gmail.com',
    ];
    expect(new Set(spellings.map((email) => mailboxOf(email).mailbox))).toEqual(
      new Set(['jeannemartin@gmail.com']),
    );
    const throttle = new ConfirmationThrottle({ perMailboxPerDay: 3, perDomainPerHour: 1000 });
    const now = Date.parse('2026-11-24T10:00:00Z');
    const dotted = Array.from({ length: 11 }, (_, index) => {
      const name = 'jeannemartin';
      return `${name.slice(0, index + 1)}.${name.slice(index + 1)}@gmail.com`;
    });
    const sent = [...dotted, 'jeannemartin@googlemail.com'].filter(
      (email) => throttle.admit(email, now).send,
    );
    expect(sent).toHaveLength(3);
  });

  it('never lets tagged spellings silence the person’s own plain address', () => {
    const throttle = new ConfirmationThrottle({ perMailboxPerDay: 3, perDomainPerHour: 1000 });
    const now = Date.parse('2026-11-24T10:00:00Z');
    for (const tag of ['a', 'b', 'c', 'd']) throttle.admit(`victime+${tag}@exemple.fr`, now);
    expect(throttle.admit('victime@exemple.fr', now + 1000).send).toBe(true);
  });

  it('drops a mailbox’s e-mails past its daily share, and delays a domain’s past its hourly one', () => {
    const throttle = new ConfirmationThrottle({ perMailboxPerDay: 2, perDomainPerHour: 3 });
    const now = Date.parse('2026-11-24T10:00:00Z');
    expect(throttle.admit('v+1@a.fr', now).send).toBe(true);
    expect(throttle.admit('v+2@a.fr', now).send).toBe(true);
    expect(throttle.admit('V+3@a.fr', now)).toEqual({ send: false, reason: 'mailbox' });
    expect(throttle.admit('w@a.fr', now).send).toBe(true);
    expect(throttle.admit('x@a.fr', now + 1000)).toEqual({
      send: false,
      reason: 'domain',
      retryAt: new Date(now + 60 * 60_000),
    });
    // A day later the mailbox has its share again.
    expect(throttle.admit('v+4@a.fr', now + 24 * 60 * 60_000 + 1).send).toBe(true);
  });
});

describe('mail bombing through spellings of one mailbox (issue 19, item 1)', () => {
  async function setUp(env: Record<string, string> = {}) {
    const database: TestDatabase = await createSqliteDatabase();
    onTestFinished(() => database.drop());
    const smtp = await startSmtpServer();
    onTestFinished(() => smtp.close());
    const config = loadConfig({
      DATABASE_URL: database.url,
      LOG_LEVEL: 'silent',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'inscription@example.fr',
      PUBLIC_URL: 'http://127.0.0.1:8080',
      ...env,
    });
    const store = await openStore(database.url);
    onTestFinished(() => store.close());
    const app = await buildApp({ config, store: visitorStore(store) });
    onTestFinished(() => app.close());
    const outbox = async () =>
      (await database.query<{ n: number }>('SELECT count(*) AS n FROM confirmation_outbox'))[0]
        ?.n ?? 0;
    return { smtp, store, app, start: () => startConfirmations(config, store, app.log), outbox };
  }

  it('gives each client a share of a domain: one cannot spend gmail.com’s hour for everyone', async () => {
    const { app } = await setUp({ SIGNUP_RATE_LIMIT: '0' });
    const signUp = (email: string, remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/api/signups', payload: { email }, remoteAddress });
    const statuses = [];
    for (let index = 0; index < DOMAIN_SHARE_PER_CLIENT + 1; index += 1) {
      statuses.push((await signUp(`invente.${String(index)}@gmail.com`, '203.0.113.9')).statusCode);
    }
    expect(statuses.slice(0, DOMAIN_SHARE_PER_CLIENT).every((status) => status === 201)).toBe(true);
    const refused = await signUp('encore@googlemail.com', '203.0.113.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3600');
    // Another domain from the same client, and a real visitor of the same domain, go through.
    expect((await signUp('moi@exemple.fr', '203.0.113.9')).statusCode).toBe(201);
    expect((await signUp('vraie.personne@gmail.com', '198.51.100.20')).statusCode).toBe(201);
  });

  it('mails one mailbox three times a day at most, however many spellings are signed up; others still get theirs', async () => {
    const { smtp, store, start, outbox } = await setUp({ CONFIRMATION_RATE_PER_MINUTE: '0' });
    const spellings = Array.from({ length: 13 }, (_, index) => `victim+${index}@exemple.fr`);
    for (const email of [...spellings, 'autre@exemple.fr']) {
      await store.add({ email, key: emailKey(email), consent });
    }
    const sender = start();
    onTestFinished(() => sender.stop());
    // Every row leaves the outbox, sent or dropped.
    await expect.poll(outbox, { timeout: 10_000 }).toBe(0);
    const recipients = smtp.accepted.map((message) => message.to);
    expect(recipients.filter((to) => to.startsWith('victim'))).toHaveLength(3);
    expect(recipients).toContain('autre@exemple.fr');
  });

  it('caps the rate the server mails at (CONFIRMATION_RATE_PER_MINUTE)', async () => {
    const { smtp, store, start } = await setUp({ CONFIRMATION_RATE_PER_MINUTE: '600' });
    const addresses = Array.from({ length: 5 }, (_, index) => `rythme${index}@exemple${index}.fr`);
    for (const email of addresses) await store.add({ email, key: emailKey(email), consent });
    let last = 0;
    smtp.onMessage(() => (last = performance.now()));
    const started = performance.now();
    const sender = start();
    onTestFinished(() => sender.stop());
    await expect.poll(() => smtp.accepted.length, { timeout: 10_000 }).toBe(addresses.length);
    // 600 a minute: the fifth e-mail starts 4 × 100 ms after the first at the
    // earliest (a little slack for the timers).
    expect(last - started).toBeGreaterThanOrEqual(390);
  });
});
