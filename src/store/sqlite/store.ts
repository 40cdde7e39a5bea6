import { throttledWriteProbe } from '../health-probe.ts';
import type { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { GroupCommit } from '../group-commit.ts';
import { type AddResult, type NewSignup } from '../signup-store.ts';
import { StoreUnavailableError } from '../server-store.ts';
import { SqliteWriterClient } from './writer-client.ts';
import type { WriterOperation, WriterOperations } from './writer-protocol.ts';
import type { ServerStore } from '../server-store.ts';

/** The SQLite store, with its writer thread (a test stops it as a crash would). */
export interface SqliteServerStore extends ServerStore {
  readonly writer: Worker;
}

/**
 * The server's store on SQLite. A worker thread owns the connection that
 * writes and runs the server's writes (writes.ts, the same as PostgreSQL's):
 * batches of sign-ups (group commit), confirmations, the outboxes,
 * unsubscribes, audience counts, quote requests. The HTTP
 * thread never writes, so it goes on reading requests while a commit waits
 * for the disk, or for the lock the owner's command line holds.
 *
 * `ping` (GET /api/health) checks that the writer thread runs, reads the
 * file on a connection of the HTTP thread, and that the file accepts a write
 * (one row of health_probe, at most every few seconds: health-probe.ts), so
 * a full disk or a read-only file answers 503. Resolves once the file is
 * open and migrated.
 */
export async function createSqliteStore(
  file: string,
  {
    deadlineMs = 0,
    maxBatch = 1000,
  }: { readonly deadlineMs?: number; readonly maxBatch?: number | undefined } = {},
): Promise<SqliteServerStore> {
  const writer = new SqliteWriterClient(file);
  await writer.call('ping');
  writer.deadlineMs = deadlineMs;
  const reader = new Database(file, { fileMustExist: true });
  const probe = reader.prepare('SELECT 1');
  const probeWrite = throttledWriteProbe(() => writer.call('probeWrite'));
  const batches = new GroupCommit<NewSignup, AddResult>((signups) => writer.call('add', signups), {
    maxBatch,
    maxInFlight: 1,
  });
  const call =
    <Name extends WriterOperation>(name: Name) =>
    (...args: Parameters<WriterOperations[Name]>) =>
      writer.call(name, ...args);
  return {
    writer: writer.thread,
    add: (signup) => batches.submit(signup),
    async ping() {
      try {
        writer.checkRunning();
        probe.get();
        await probeWrite();
      } catch (error) {
        throw new StoreUnavailableError('SQLite unavailable', { cause: error });
      }
    },
    unsubscribe: call('unsubscribe'),
    confirm: call('confirm'),
    claimConfirmations: call('claimConfirmations'),
    confirmationSent: call('confirmationSent'),
    confirmationFailed: call('confirmationFailed'),
    expireUnconfirmed: call('expireUnconfirmed'),
    recordAudience: call('recordAudience'),
    addInquiry: call('addInquiry'),
    countRejection: call('countRejection'),
    claimInquiryMails: call('claimInquiryMails'),
    inquiryMailSent: call('inquiryMailSent'),
    inquiryMailFailed: call('inquiryMailFailed'),
    async close() {
      await batches.close();
      await writer.close();
      reader.close();
    },
  };
}
