import { onPostgres } from '../../../tests/support/postgres-suite.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createPostgresDatabase,
  createSqliteDatabase,
  type TestDatabase,
} from '../../../tests/support/databases.ts';
import { captureIo, setSignupTime, signUp } from '../../../tests/support/owner.ts';
import { startSmtpServer } from '../../../tests/support/smtp.ts';
import { emailKey } from '../../shared/email.ts';
import { openOwnerStore } from '../../store/owner.ts';
import { openStore } from '../../store/open-store.ts';
import type { OwnerStore } from '../../store/owner.ts';
import { loadCliConfig } from '../config.ts';
import { announceCommand } from './announce.ts';
import { deleteCommand, purgeCommand } from './erase.ts';
import { exportCommand, statsCommand } from './list.ts';

const consent = {
  mode: 'double',
  notice: 'sha256:0123456789abcdef',
  page: '/Kaouka_app_android',
} as const;

function consentCommands(engine: string, createDatabase: () => Promise<TestDatabase>) {
  describe(`the owner's commands and consent on ${engine}`, () => {
    let database: TestDatabase;
    let owner: OwnerStore;
    beforeEach(async () => {
      database = await createDatabase();
      // One address of each kind: single opt-in, confirmed, still pending.
      await signUp(database, ['seul@example.fr']);
      const store = await openStore(database.url);
      for (const email of ['oui@example.fr', 'attente@example.fr']) {
        await store.add({ email, key: emailKey(email), consent });
      }
      const [claimed] = (await store.claimConfirmations(10, 60_000)).filter(
        (row) => row.email === 'oui@example.fr',
      );
      await store.confirm(claimed?.token ?? '');
      await store.close();
      owner = await openOwnerStore(database.url);
    });
    afterEach(async () => {
      await owner.close();
      await database.drop();
    });

    it('counts confirmed, pending and single opt-in addresses', async () => {
      const io = captureIo();
      await statsCommand(owner, io, 30);
      expect(io.out().split('\n')[1]).toBe(
        'Confirmed: 1. Awaiting confirmation: 1. Single opt-in: 1.',
      );
    });

    it('exports each consent record as columns', async () => {
      const io = captureIo();
      await exportCommand(owner, io, { output: undefined, raw: false });
      const lines = io.out().replace('\ufeff', '').trim().split('\r\n');
      expect(lines[0]).toBe('email,signed_up_at,consent,confirmed_at,consent_notice,consent_page');
      const confirmed = lines.find((line) => line.startsWith('oui@'))?.split(',');
      expect(confirmed?.slice(2)).toEqual([
        'confirmed',
        expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/) as string,
        consent.notice,
        consent.page,
      ]);
      expect(lines.find((line) => line.startsWith('attente@'))).toMatch(/,pending,,sha256:/);
      expect(lines.find((line) => line.startsWith('seul@'))).toMatch(/,single,,,$/);
    });

    it('announces only to confirmed and single opt-in addresses', async () => {
      const smtp = await startSmtpServer();
      const config = loadCliConfig({
        DATABASE_URL: database.url,
        SMTP_URL: smtp.url,
        MAIL_FROM: 'annonce@example.fr',
        PUBLIC_URL: 'https://www.example.fr',
        MAIL_RATE_PER_MINUTE: '0',
      });
      await announceCommand(owner, captureIo(), config, {
        date: '2027-03-15',
        dryRun: false,
        retryUncertain: false,
        newDate: false,
        rate: undefined,
      });
      await smtp.close();
      expect(smtp.accepted.map((message) => message.to).sort()).toEqual([
        'oui@example.fr',
        'seul@example.fr',
      ]);
    });

    it('purges addresses left unconfirmed for 7 days, and no other', async () => {
      await setSignupTime(database, 'attente@example.fr', new Date(Date.now() - 8 * 86_400_000));
      await setSignupTime(database, 'oui@example.fr', new Date(Date.now() - 8 * 86_400_000));
      const io = captureIo();
      await purgeCommand(owner, io, { olderThan: undefined, dryRun: false });
      expect(io.out()).toMatch(/^Erased 1 address /);
      expect((await owner.list()).map((signup) => signup.email).sort()).toEqual([
        'oui@example.fr',
        'seul@example.fr',
      ]);
    });

    it('deletes an address typed with another spelling of its domain', async () => {
      const io = captureIo();
      await deleteCommand(owner, io, 'OUI@ＥＸＡＭＰＬＥ.fr');
      expect(io.out()).toMatch(/^Erased /);
      expect((await owner.list()).map((signup) => signup.email)).not.toContain('oui@example.fr');
    });
  });
}

consentCommands('SQLite', createSqliteDatabase);
onPostgres("the owner's commands and consent on PostgreSQL", () => {
  consentCommands('PostgreSQL', createPostgresDatabase);
});
