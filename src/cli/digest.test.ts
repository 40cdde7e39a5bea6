import { describe, expect, it, onTestFinished } from 'vitest';
import { createSqliteDatabase, type TestDatabase } from '../../tests/support/databases.ts';
import { captureIo } from '../../tests/support/owner.ts';
import { startSmtpServer } from '../../tests/support/smtp.ts';
import { openDigestStore } from '../store/digest-store.ts';
import { UsageError } from './config.ts';
import { main } from './digest.ts';

const NOW = new Date('2026-11-25T12:00:00Z');

describe('npm run digest', () => {
  async function database(): Promise<TestDatabase> {
    const created = await createSqliteDatabase();
    onTestFinished(() => created.drop());
    return created;
  }

  it('previews the last week’s summary without sending or recording anything', async () => {
    const { url } = await database();
    const io = captureIo();
    expect(await main(['--preview'], io, { DATABASE_URL: url }, NOW)).toBe(0);
    expect(io.out()).toMatch(/^Subject: Votre semaine du 16 novembre au 22 novembre\n/);
    expect(io.out()).toContain('Demandes de devis qui attendent une réponse');
  });

  it('previews the week in progress with --current, against as many days before (issue 46)', async () => {
    const { url } = await database();
    const io = captureIo();
    expect(await main(['--preview', '--current'], io, { DATABASE_URL: url }, NOW)).toBe(0);
    // Monday 08:00 is the default: Monday the 23rd to today, Wednesday the 25th.
    expect(io.out()).toMatch(/^Subject: Votre semaine du 23 novembre au 25 novembre\n/);
    await expect(
      main(['--send', '--current'], captureIo(), { DATABASE_URL: url }, NOW),
    ).rejects.toThrow('--current goes with --preview.');
  });

  it('sends it now to OWNER_EMAIL, leaving the server’s weekly sending as it was', async () => {
    const { url } = await database();
    const smtp = await startSmtpServer();
    onTestFinished(() => smtp.close());
    const env = {
      DATABASE_URL: url,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'site@example.fr',
      OWNER_EMAIL: 'proprietaire@example.fr',
      OWNER_DIGEST: 'wednesday 09:30',
    };
    const io = captureIo();
    expect(await main(['--send'], io, env, NOW)).toBe(0);
    expect(io.out()).toContain('Sent the summary of 2026-11-18 to 2026-11-24');
    expect(smtp.accepted.map((message) => message.to)).toEqual(['proprietaire@example.fr']);
    const store = await openDigestStore(url);
    onTestFinished(() => store.close());
    expect(await store.claim('2026-11-25', NOW, NOW)).toBe('claimed');
  });

  it('needs exactly one of --preview and --send, and the mail settings to send', async () => {
    for (const argv of [[], ['--preview', '--send'], ['now']]) {
      await expect(main(argv, captureIo(), {}, NOW)).rejects.toBeInstanceOf(UsageError);
    }
    const { url } = await database();
    await expect(main(['--send'], captureIo(), { DATABASE_URL: url }, NOW)).rejects.toThrow(
      /SMTP_URL, MAIL_FROM and OWNER_EMAIL/,
    );
  });
});
