import type { Worker } from 'node:worker_threads';
import { GroupCommit } from './group-commit.ts';
import type { AddResult, NewSignup, SignupStore } from './signup-store.ts';
import { SqliteWriterClient } from './sqlite-writer-client.ts';

/** The SQLite store, with its writer thread (a test stops it as a crash would). */
export interface SqliteSignupStore extends SignupStore {
  readonly writer: Worker;
}

/**
 * The sign-up store on SQLite. A worker thread owns the connection and
 * writes batches of sign-ups (group commit), so the HTTP thread goes on
 * reading requests while a commit waits for the disk: the next batch is
 * ready when the commit returns. Resolves once the file is open and migrated.
 */
export async function createSqliteStore(file: string): Promise<SqliteSignupStore> {
  const writer = new SqliteWriterClient(file);
  await writer.ping();
  const batches = new GroupCommit<NewSignup, AddResult>((signups) => writer.add(signups), {
    maxBatch: 1000,
    maxInFlight: 1,
  });
  return {
    writer: writer.thread,
    add: (signup) => batches.submit(signup),
    ping: () => writer.ping(),
    confirm: (token, now = new Date()) => writer.confirm(token, now),
    claimConfirmations: (limit, leaseMs, now = new Date()) => writer.claim(limit, leaseMs, now),
    confirmationSent: (emailId) => writer.sent(emailId),
    confirmationFailed: (emailId, retryAt, error) => writer.sendFailed(emailId, retryAt, error),
    expireUnconfirmed: (cutoff) => writer.expire(cutoff),
    async close() {
      await batches.close();
      await writer.close();
    },
  };
}
