import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it, onTestFinished } from 'vitest';
import { startSmtpServer } from '../../tests/support/smtp.ts';
import { appOnTestStore } from '../../tests/support/server.ts';
import { createSmtpSender, type OutgoingMessage } from '../mail/smtp-sender.ts';
import { MailHealth } from './mail-health.ts';
import { verifyMailAtStart } from './verify-mail.ts';

const message: OutgoingMessage = {
  to: 'proprietaire@exemple.fr',
  subject: 'Demande de devis',
  text: 'Bonjour',
  html: '<p>Bonjour</p>',
  headers: {},
};

/** An address where nothing listens: a mail server that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('GET /api/health while e-mails fail', () => {
  it('answers 503 once mail has failed for longer than the limit, and 200 after one goes out', async () => {
    let now = Date.parse('2026-11-27T10:00:00Z');
    const mailHealth = new MailHealth(30 * 60_000, () => now);
    const { app, close } = await appOnTestStore({}, { mailHealth });
    onTestFinished(close);
    const health = async () => {
      const response = await app.inject({ url: '/api/health' });
      return { code: response.statusCode, body: response.json<Record<string, string>>() };
    };

    const down = mailHealth.watch(
      createSmtpSender(`smtp://127.0.0.1:${String(await closedPort())}`, 'site@exemple.fr', 2_000),
    );
    onTestFinished(() => {
      down.close();
    });
    await expect(down.send(message)).rejects.toThrow(/ECONNREFUSED/);
    expect(await health()).toEqual({ code: 200, body: { status: 'ok' } });

    now += 29 * 60_000;
    await expect(down.send(message)).rejects.toThrow();
    expect((await health()).code).toBe(200);
    now += 2 * 60_000;
    expect(await health()).toEqual({
      code: 503,
      body: { status: 'unavailable', failing: 'mail' },
    });
    expect(mailHealth.problem()).toMatch(/^e-mails have failed for 31 min \(last: .*ECONNREFUSED/);

    const sink = await startSmtpServer();
    onTestFinished(sink.close);
    const up = mailHealth.watch(createSmtpSender(sink.url, 'site@exemple.fr', 2_000));
    onTestFinished(() => {
      up.close();
    });
    await up.send(message);
    expect(sink.accepted).toHaveLength(1);
    expect(await health()).toEqual({ code: 200, body: { status: 'ok' } });
  });

  it('does not count one recipient refused as mail failing', async () => {
    let now = 0;
    const mailHealth = new MailHealth(60_000, () => now);
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error('No such user'), { responseCode: 550 }));
      },
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    onTestFinished(
      () =>
        new Promise<void>((resolve) => {
          refusing.close(() => {
            resolve();
          });
        }),
    );
    const { port } = refusing.server.address() as AddressInfo;
    const mailer = mailHealth.watch(
      createSmtpSender(`smtp://127.0.0.1:${String(port)}`, 'site@exemple.fr', 2_000),
    );
    onTestFinished(() => {
      mailer.close();
    });
    await expect(mailer.send(message)).rejects.toThrow();
    now += 10 * 60_000;
    expect(mailHealth.problem()).toBeUndefined();
  });
});

describe('SMTP_URL checked at start', () => {
  function recordingLog() {
    const lines: { level: string; text: string; reason?: string }[] = [];
    const log = {
      info: (text: string) => lines.push({ level: 'info', text }),
      warn: (fields: { reason: string }, text: string) =>
        lines.push({ level: 'warn', text, reason: fields.reason }),
    } as unknown as FastifyBaseLogger;
    return { lines, log };
  }

  it('warns, with the reason, when the mail server refuses the login, and goes on', async () => {
    const strict = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === 'site' && auth.password === 'juste') callback(null, { user: 'site' });
        else callback(new Error('Invalid username or password'));
      },
    });
    await new Promise<void>((resolve) => strict.listen(0, '127.0.0.1', resolve));
    onTestFinished(
      () =>
        new Promise<void>((resolve) => {
          strict.close(() => {
            resolve();
          });
        }),
    );
    const { port } = strict.server.address() as AddressInfo;
    const config = (password: string) => ({
      confirmationMail: undefined,
      inquiryMail: {
        smtpUrl: `smtp://site:${password}@127.0.0.1:${String(port)}`,
        mailFrom: 'site@exemple.fr',
        ownerEmail: 'moi@exemple.fr',
      },
    });

    const wrong = recordingLog();
    await verifyMailAtStart(config('faux'), wrong.log, 2_000);
    expect(wrong.lines).toEqual([
      {
        level: 'warn',
        text: 'SMTP_URL could not be verified: e-mails wait in the outbox until the mail server takes them',
        reason: expect.stringMatching(/Invalid username or password/) as string,
      },
    ]);

    const right = recordingLog();
    await verifyMailAtStart(config('juste'), right.log, 2_000);
    expect(right.lines.map(({ level }) => level)).toEqual(['info']);
  });

  it('warns when nothing answers at SMTP_URL, and says nothing without mail', async () => {
    const down = recordingLog();
    await verifyMailAtStart(
      {
        confirmationMail: {
          smtpUrl: `smtp://127.0.0.1:${String(await closedPort())}`,
          mailFrom: 'site@exemple.fr',
          publicUrl: 'http://127.0.0.1:8080',
          apiUrl: undefined,
          ratePerMinute: 0,
        },
        inquiryMail: undefined,
      },
      down.log,
      2_000,
    );
    expect(down.lines[0]?.reason).toMatch(/ECONNREFUSED/);
    const none = recordingLog();
    await verifyMailAtStart({ confirmationMail: undefined, inquiryMail: undefined }, none.log);
    expect(none.lines).toEqual([]);
  });
});
