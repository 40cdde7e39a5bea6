import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSqliteDatabase, type TestDatabase } from '../../../tests/support/databases.ts';
import { captureIo, signUp } from '../../../tests/support/owner.ts';
import { UsageError } from '../config.ts';
import { isUsageError } from '../program.ts';
import { main } from '../signups.ts';

describe('the owner’s commands guard against a slip (issue 19, item 10)', () => {
  const databases: TestDatabase[] = [];
  const folders: string[] = [];
  afterEach(async () => {
    for (const database of databases.splice(0)) await database.drop();
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  async function listOf(emails: readonly string[]) {
    const database = await createSqliteDatabase();
    databases.push(database);
    await signUp(database, emails);
    return { DATABASE_URL: database.url };
  }

  async function count(env: Record<string, string>): Promise<string> {
    const io = captureIo();
    await main(['count'], io, env);
    return io.out().trim();
  }

  it('purge --older-than 0d erases nothing without --yes, shows the count on a dry run, erases with --yes', async () => {
    const env = await listOf(['un@example.fr', 'deux@example.fr']);
    const refused = main(['purge', '--older-than', '0d'], captureIo(), env);
    await expect(refused).rejects.toBeInstanceOf(UsageError);
    await expect(refused).rejects.toThrow(/shorter than the privacy policy.*--yes/);
    expect(await count(env)).toMatch(/^2\b/);

    const dry = captureIo();
    expect(await main(['purge', '--older-than', '0d', '--dry-run'], dry, env)).toBe(0);
    expect(dry.out()).toMatch(/would erase 2 addresses/);

    expect(await main(['purge', '--older-than', '0d', '--yes'], captureIo(), env)).toBe(0);
    expect(await count(env)).toMatch(/^0\b/);
  });

  it('export --output refuses a symbolic link and leaves its target alone', async () => {
    const env = await listOf(['un@example.fr']);
    const folder = mkdtempSync(path.join(tmpdir(), 'export-'));
    folders.push(folder);
    const target = path.join(folder, 'elsewhere.txt');
    writeFileSync(target, 'untouched');
    const link = path.join(folder, 'list.csv');
    symlinkSync(target, link);
    const refused = main(['export', '--output', link], captureIo(), env);
    await expect(refused).rejects.toThrow(/is a symbolic link/);
    expect(isUsageError(await refused.catch((error: unknown) => error))).toBe(true);
    expect(readFileSync(target, 'utf8')).toBe('untouched');
  });

  it('export --output into a missing folder says so in one line, as a usage mistake (no stack trace)', async () => {
    const env = await listOf(['un@example.fr']);
    const folder = mkdtempSync(path.join(tmpdir(), 'export-'));
    folders.push(folder);
    mkdirSync(path.join(folder, 'there'));
    const missing = main(
      ['export', '--output', path.join(folder, 'absent', 'list.csv')],
      captureIo(),
      env,
    );
    await expect(missing).rejects.toThrow(/folder that does not exist/);
    expect(isUsageError(await missing.catch((error: unknown) => error))).toBe(true);
    // A plain file in an existing folder is still written.
    expect(
      await main(['export', '--output', path.join(folder, 'there', 'list.csv')], captureIo(), env),
    ).toBe(0);
  });
});
