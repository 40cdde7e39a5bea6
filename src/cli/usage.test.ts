import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { createSqliteDatabase, type TestDatabase } from '../../tests/support/databases.ts';
import { captureIo } from '../../tests/support/owner.ts';
import { UsageError } from './config.ts';
import { isUsageError } from './program.ts';
import { main } from './signups.ts';

describe('the command line’s usage and configuration errors', () => {
  const databases: TestDatabase[] = [];
  afterEach(async () => {
    for (const database of databases.splice(0)) await database.drop();
  });
  async function environment(extra: Record<string, string> = {}) {
    const database = await createSqliteDatabase();
    databases.push(database);
    return { DATABASE_URL: database.url, ...extra };
  }

  it('prints the usage: with --help it succeeds, without a command it fails with code 2', async () => {
    const help = captureIo();
    expect(await main(['--help'], help, {})).toBe(0);
    expect(help.out()).toMatch(/^Usage: npm run --silent signups -- <command>/);
    for (const command of ['count', 'stats', 'export', 'delete', 'announce', 'purge']) {
      expect(help.out()).toContain(`\n  ${command}`);
    }
    const none = captureIo();
    expect(await main([], none, {})).toBe(2);
    expect(none.out()).toBe(help.out());
  });

  it('refuses an unknown command or option as a usage mistake', async () => {
    const env = await environment();
    const unknown = main(['list'], captureIo(), env);
    await expect(unknown).rejects.toBeInstanceOf(UsageError);
    await expect(unknown).rejects.toThrow(/^Unknown command "list"/);
    const option = main(['count', '--verbose'], captureIo(), env);
    await expect(option).rejects.toThrow(/--verbose/);
    expect(isUsageError(await option.catch((error: unknown) => error))).toBe(true);
    expect(isUsageError(new Error('disk full'))).toBe(false);
  });

  it('says what a command’s arguments must be', async () => {
    const env = await environment();
    await expect(main(['delete'], captureIo(), env)).rejects.toThrow(/delete needs one address/);
    await expect(main(['stats', '--days', '0'], captureIo(), env)).rejects.toThrow(
      /--days needs a whole number above 0, not "0"/,
    );
    await expect(main(['announce'], captureIo(), env)).rejects.toThrow(/announce needs --date/);
    await expect(main(['announce', '--date', '2027-02-30'], captureIo(), env)).rejects.toThrow(
      /--date 2027-02-30 is not a date/,
    );
  });

  it('lists every invalid variable in one error, before touching any database', async () => {
    const attempt = main(['count'], captureIo(), {
      DATABASE_URL: 'mysql://localhost/list',
      SMTP_URL: 'http://mail.example.fr',
      PUBLIC_URL: 'http://www.example.fr',
    });
    await expect(attempt).rejects.toBeInstanceOf(UsageError);
    await expect(attempt).rejects.toThrow(
      /^Invalid configuration:\n {2}- DATABASE_URL: must start with file: or postgres:\/\/\n {2}- SMTP_URL: .*\n {2}- PUBLIC_URL: must be an https:\/\/ URL/,
    );
  });

  it('asks for the mail settings only when sending', async () => {
    const env = await environment();
    await expect(main(['announce', '--date', '2027-03-15'], captureIo(), env)).rejects.toThrow(
      /^Sending needs SMTP_URL, MAIL_FROM, PUBLIC_URL in the environment/,
    );
    const dry = captureIo();
    expect(await main(['announce', '--date', '2027-03-15', '--dry-run'], dry, env)).toBe(0);
  });

  it('as a program, prints a usage mistake without a stack trace and exits with code 2', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'src/cli/signups.ts', 'count', '--verbose'],
      { encoding: 'utf8', env: { ...process.env, DATABASE_URL: 'file::memory:' } },
    );
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/--verbose/);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('the command line on a closed pipe', () => {
  it('ends quietly when its reader stops early (`| head -1`)', async () => {
    const database = await createSqliteDatabase();
    try {
      // `true` reads nothing and exits at once: every write meets a closed pipe.
      const run = spawnSync(
        'bash',
        ['-c', `set -o pipefail; "${process.execPath}" --import tsx src/cli/audience.ts | true`],
        { env: { ...process.env, DATABASE_URL: database.url }, encoding: 'utf8' },
      );
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
    } finally {
      await database.drop();
    }
  });
});
