import { describe, expect, it, onTestFinished } from 'vitest';
import { eventually } from '../../../tests/support/eventually.ts';
import { createSqliteDatabase, type TestDatabase } from '../../../tests/support/databases.ts';
import { startSmtpServer } from '../../../tests/support/smtp.ts';
import { emailKey } from '../../shared/email.ts';
import { signupMessages } from '../routes/signups.ts';
import { openStore } from '../../store/open-store.ts';
import { visitorStore } from '../../store/open-store.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { startConfirmations } from './start-confirmations.ts';
import { networkOf } from '../network.ts';
import {
  ConfirmationThrottle,
  DOMAIN_BUDGET_PER_HOUR,
  DOMAIN_SHARE_PER_CLIENT,
  DomainBudget,
  MailboxSpellings,
  mailboxOf,
} from './throttle.ts';

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
    const throttle = new ConfirmationThrottle({ perMailboxPerDay: 3 });
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
    const throttle = new ConfirmationThrottle({ perMailboxPerDay: 3 });
    const now = Date.parse('2026-11-24T10:00:00Z');
    for (const tag of ['a', 'b', 'c', 'd']) throttle.admit(`victime+${tag}@exemple.fr`, now);
    expect(throttle.admit('victime@exemple.fr', now + 1000).send).toBe(true);
  });

  it('drops a mailbox’s e-mails past its daily share, and never holds one for its domain', () => {
    const throttle = new ConfirmationThrottle({ perMailboxPerDay: 2 });
    const now = Date.parse('2026-11-24T10:00:00Z');
    expect(throttle.admit('v+1@a.fr', now).send).toBe(true);
    expect(throttle.admit('v+2@a.fr', now).send).toBe(true);
    expect(throttle.admit('V+3@a.fr', now)).toEqual({ send: false, reason: 'mailbox' });
    for (let index = 0; index < 100; index += 1) {
      expect(throttle.admit(`w${String(index)}@a.fr`, now).send).toBe(true);
    }
    // A day later the mailbox has its share again.
    expect(throttle.admit('v+4@a.fr', now + 24 * 60 * 60_000 + 1).send).toBe(true);
  });
});

describe('a domain’s confirmation budget, real visitors first (security review M1)', () => {
  const HOUR = 60 * 60_000;
  const start = Date.parse('2026-11-24T10:00:00Z');
  const invented = (client: string, index: number) =>
    `invente.${client.replace(/\W/g, '')}.${String(index)}@gmail.com`;

  /** Every client spends all it may at gmail.com at `now`; returns how many went through. */
  function attack(budget: DomainBudget, clients: readonly string[], now: number): number {
    let through = 0;
    for (const client of clients) {
      for (let index = 0; index < DOMAIN_SHARE_PER_CLIENT + 5; index += 1) {
        if (budget.take(networkOf(client), invented(client, index), now)) through += 1;
      }
    }
    return through;
  }

  it('lets a real visitor through at once, whatever six IPv4 clients or twenty did first, hour after hour', () => {
    for (const count of [6, 20]) {
      const budget = new DomainBudget();
      const clients = Array.from(
        { length: count },
        (_, index) => `198.51.100.${String(index + 1)}`,
      );
      for (let hour = 0; hour < 3; hour += 1) {
        const now = start + hour * HOUR;
        attack(budget, clients, now);
        // A real visitor at the same minute: its e-mail goes now, not in an hour.
        expect(
          budget.take('203.0.113.77', `vraie.personne.${String(hour)}@gmail.com`, now + 1),
        ).toBeTruthy();
      }
    }
  });

  it('counts one IPv6 /64 as one client: it gets what one IPv4 address gets', () => {
    const budget = new DomainBudget();
    const oneSlash64 = Array.from(
      { length: 60 },
      (_, index) => `2001:db8:42:7::${index.toString(16)}`,
    );
    let through = 0;
    oneSlash64.forEach((address, index) => {
      if (budget.take(networkOf(address), invented('v6', index), start + index * 6_300))
        through += 1;
    });
    const ipv4 = new DomainBudget();
    let throughIpv4 = 0;
    for (let index = 0; index < 60; index += 1) {
      if (ipv4.take(networkOf('198.51.100.9'), invented('v4', index), start)) throughIpv4 += 1;
    }
    expect(through).toBe(DOMAIN_SHARE_PER_CLIENT);
    expect(throughIpv4).toBe(DOMAIN_SHARE_PER_CLIENT);
    expect(
      budget.take('203.0.113.77', 'vraie.personne@gmail.com', start + 60 * 6_300),
    ).toBeTruthy();
  });

  it('still bounds what clients past their first e-mail send to one domain in an hour', () => {
    const budget = new DomainBudget();
    const clients = Array.from({ length: 20 }, (_, index) => `198.51.100.${String(index + 1)}`);
    // 20 first e-mails (people), and the shared budget for the rest.
    expect(attack(budget, clients, start)).toBe(20 + DOMAIN_BUDGET_PER_HOUR);
    // An hour later the budget is whole again.
    expect(attack(budget, clients, start + HOUR + 1)).toBe(20 + DOMAIN_BUDGET_PER_HOUR);
  });

  it('gives a share back when the sign-up’s write failed', () => {
    const budget = new DomainBudget(2, 60);
    const first = budget.take('198.51.100.1', 'a@gmail.com', start);
    const second = budget.take('198.51.100.1', 'b@gmail.com', start);
    expect(budget.take('198.51.100.1', 'c@gmail.com', start)).toBeUndefined();
    if (!second || !first) throw new Error('refused');
    budget.giveBack(second);
    expect(budget.take('198.51.100.1', 'c@gmail.com', start)).toBeTruthy();
  });
});

describe('one spelling of a mailbox a day per client (security review L9)', () => {
  const DAY = 24 * 60 * 60_000;
  const start = Date.parse('2026-11-24T10:00:00Z');
  const [first, second, third] = [
    'j.eanne.dupont@gmail.com',
    'je.anne.dupont@gmail.com',
    'jea.nne.dupont@gmail.com',
  ] as const;

  it('refuses a client’s further spellings of a mailbox for a day, never another client’s own', () => {
    const spellings = new MailboxSpellings();
    const attacker = networkOf('2001:db8:66:1::5');
    expect(spellings.take(attacker, first, start)).toBeTruthy();
    // Another address of the same /64 is the same client.
    expect(spellings.take(networkOf('2001:db8:66:1::9'), second, start + 1)).toBeUndefined();
    expect(spellings.take(attacker, 'JeaNNe.dupont+x@googlemail.com', start + 2)).toBeTruthy();
    expect(spellings.take(attacker, 'jea.nne.dupont+y@gmail.com', start + 3)).toBeUndefined();
    // The same spelling again is a repeat, let through; other mailboxes too.
    expect(spellings.take(attacker, 'J.Eanne.Dupont@gmail.com', start + 4)).toBeTruthy();
    expect(spellings.take(attacker, 'marie.curie@gmail.com', start + 5)).toBeTruthy();
    // The person, from her own network, whatever the attacker did.
    expect(spellings.take('203.0.113.8', 'jeanne.dupont@gmail.com', start + 6)).toBeTruthy();
    // A day later the attacker's network may spell it otherwise again.
    expect(spellings.take(attacker, third, start + DAY - 1)).toBeUndefined();
    expect(spellings.take(attacker, third, start + DAY)).toBeTruthy();
  });

  it('forgets a first spelling whose sign-up was not stored', () => {
    const spellings = new MailboxSpellings();
    const taken = spellings.take('198.51.100.1', first, start);
    if (!taken) throw new Error('refused');
    spellings.giveBack(taken);
    expect(spellings.take('198.51.100.1', second, start)).toBeTruthy();
  });

  it('still mails one inbox three times a day at most, from three networks or more', () => {
    const spellings = new MailboxSpellings();
    const throttle = new ConfirmationThrottle();
    const networks = Array.from({ length: 6 }, (_, index) => `198.51.100.${String(index + 1)}`);
    const mailed = networks.filter((network, index) => {
      const email = `${'jeanne'.slice(0, index + 1)}.${'jeanne'.slice(index + 1)}dupont@gmail.com`;
      return spellings.take(network, email, start) && throttle.admit(email, start).send;
    });
    expect(mailed).toHaveLength(3);
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

  it('mails a real visitor at once after six clients, or one IPv6 /64, spent all they may at gmail.com', async () => {
    const { app, smtp, start, outbox } = await setUp({
      SIGNUP_RATE_LIMIT: '0',
      CONFIRMATION_RATE_PER_MINUTE: '0',
    });
    const signUp = (email: string, remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/api/signups', payload: { email }, remoteAddress });
    const statuses: number[] = [];
    const clients = Array.from({ length: 6 }, (_, index) => `198.51.100.${String(index + 1)}`);
    const slash64 = Array.from({ length: 6 }, (_, index) => `2001:db8:42:7::${String(index + 1)}`);
    for (const client of [...clients, ...slash64]) {
      for (let index = 0; index < DOMAIN_SHARE_PER_CLIENT; index += 1) {
        const email = `invente.${client.replace(/\W/g, '')}.${String(index)}@gmail.com`;
        statuses.push((await signUp(email, client)).statusCode);
      }
    }
    // Each IPv4 client its share; the /64's six addresses one share at most between them.
    const ipv4 = statuses.slice(0, clients.length * DOMAIN_SHARE_PER_CLIENT);
    const ipv6 = statuses.slice(clients.length * DOMAIN_SHARE_PER_CLIENT);
    expect(ipv4.every((status) => status === 201)).toBe(true);
    expect(ipv6.filter((status) => status === 201).length).toBeLessThanOrEqual(
      DOMAIN_SHARE_PER_CLIENT,
    );
    expect(ipv6.filter((status) => status === 429).length).toBeGreaterThanOrEqual(
      (slash64.length - 1) * DOMAIN_SHARE_PER_CLIENT,
    );
    const refused = await signUp('encore@googlemail.com', '198.51.100.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3600');

    expect((await signUp('vraie.personne@gmail.com', '203.0.113.20')).statusCode).toBe(201);
    const sender = start();
    onTestFinished(() => sender.stop());
    // Every e-mail leaves the outbox now: none is held for its domain.
    await eventually(async () => (await outbox()) === 0);
    expect(smtp.accepted.map((message) => message.to)).toContain('vraie.personne@gmail.com');
  });

  it('mails a person’s own sign-up after another network signed up three dotted spellings of her address (security review L9)', async () => {
    const { app, smtp, start, outbox } = await setUp({ CONFIRMATION_RATE_PER_MINUTE: '0' });
    const signUp = (email: string, remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/api/signups', payload: { email }, remoteAddress });
    const spelled = [
      'j.eanne.dupont@gmail.com',
      'je.anne.dupont@gmail.com',
      'jea.nne.dupont@gmail.com',
    ];
    const statuses = [];
    for (const email of spelled) statuses.push((await signUp(email, '198.51.100.66')).statusCode);
    // The first spelling is mailed; the others are refused at the door, in French.
    expect(statuses).toEqual([201, 429, 429]);
    const refused = await signUp('je.anne.dupont@gmail.com', '198.51.100.66');
    expect(refused.json()).toEqual({ error: signupMessages.otherSpelling });
    expect(refused.headers['retry-after']).toBe(String(24 * 3600));

    expect((await signUp('jeanne.dupont@gmail.com', '203.0.113.8')).statusCode).toBe(201);
    const sender = start();
    onTestFinished(() => sender.stop());
    await eventually(async () => (await outbox()) === 0);
    expect(smtp.accepted.map((message) => message.to)).toEqual([
      'j.eanne.dupont@gmail.com',
      'jeanne.dupont@gmail.com',
    ]);
    // Her retry is answered as any repeat; the e-mail she has is the one to use.
    expect((await signUp('jeanne.dupont@gmail.com', '203.0.113.8')).statusCode).toBe(201);
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
    await eventually(async () => (await outbox()) === 0);
    const recipients = smtp.accepted.map((message) => message.to);
    expect(recipients.filter((to) => to.startsWith('victim'))).toHaveLength(3);
    expect(recipients).toContain('autre@exemple.fr');
  });
});
