import { Writable } from 'node:stream';
import type { CliIo } from '../../src/cli/io.ts';
import { openStore } from '../../src/store/open-store.ts';
import { emailKey } from '../../src/shared/email.ts';
import type { TestDatabase } from './databases.ts';

/** A CliIo that keeps what commands write, as a terminal user would read it. */
export function captureIo(): CliIo & { out: () => string; err: () => string } {
  const chunks = { out: [] as string[], err: [] as string[] };
  const sink = (into: string[]) =>
    new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        into.push(chunk.toString());
        callback();
      },
    });
  return {
    stdout: sink(chunks.out),
    stderr: sink(chunks.err),
    interactive: false,
    out: () => chunks.out.join(''),
    err: () => chunks.err.join(''),
  };
}

/** Signs addresses up through the visitors' store, as the API does. */
export async function signUp(database: TestDatabase, emails: readonly string[]): Promise<void> {
  const store = await openStore(database.url);
  try {
    for (const email of emails) await store.add({ email, key: emailKey(email) });
  } finally {
    await store.close();
  }
}

/** Moves one sign-up back in time (SQL literal: test data only). */
export async function setSignupTime(
  database: TestDatabase,
  email: string,
  at: Date,
): Promise<void> {
  const value =
    database.engine === 'sqlite' ? `'${at.toISOString()}'` : `'${at.toISOString()}'::timestamptz`;
  await database.query(
    `UPDATE emails SET created_at = ${value} WHERE email_key = '${emailKey(email)}' RETURNING id`,
  );
}

/** Records an announcement as sent to one address at `at` (SQL literal: test data only). */
export async function setAnnouncedTime(
  database: TestDatabase,
  email: string,
  at: Date,
): Promise<void> {
  const value =
    database.engine === 'sqlite' ? `'${at.toISOString()}'` : `'${at.toISOString()}'::timestamptz`;
  await database.query(
    `INSERT INTO announcement_deliveries (email_id, release_date, status, updated_at)
     SELECT id, '2026-01-01', 'sent', ${value} FROM emails WHERE email_key = '${emailKey(email)}'
     RETURNING email_id`,
  );
}
