/**
 * The SQLite store's writer thread (sqlite/store.ts): owns the connection
 * that writes, and runs the operations it is called for (WriterOperations),
 * in order: sign-up batches, confirmations, the outbox
 * (sqlite/signup-writes.ts), unsubscribes, pings. Opening the file applies
 * the migrations; a failure there ends the thread with an error, which fails
 * the server's start. A failed operation is answered with its error and the
 * thread takes the next one.
 */
import { recordErasuresSqlite } from '../erasures.ts';
import { parentPort, workerData } from 'node:worker_threads';
import { z } from 'zod';
import { openSqliteDatabase } from './database.ts';
import { prepareAudienceWrites } from './audience.ts';
import { prepareInquiryWrites } from './inquiry-writes.ts';
import { prepareSignupWrites } from './signup-writes.ts';
import type {
  WriterCall,
  WriterData,
  WriterOperations,
  WriterReply,
  WriterRequest,
} from './writer-protocol.ts';

const port = parentPort;
if (!port) throw new Error('sqlite/writer.ts runs as a worker thread');

const data: WriterData = z.object({ file: z.string() }).parse(workerData);
const db = openSqliteDatabase(data.file);
const writes = prepareSignupWrites(db);
const recordAudience = prepareAudienceWrites(db);
const inquiries = prepareInquiryWrites(db);
const ping = db.prepare('SELECT 1');
const probeWrite = db.prepare(
  'INSERT INTO health_probe (id, checked_at) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at',
);
const eraseByToken = db.prepare<[string], { email_key: string }>(
  'DELETE FROM emails WHERE unsubscribe_token = ? RETURNING email_key',
);
// The erasure and its ledger entry (erasures.ts) commit together.
const unsubscribe = db.transaction((token: string) => {
  const keys = eraseByToken.all(token).map((row) => row.email_key);
  recordErasuresSqlite(db, 'signup', keys);
  return keys.length > 0;
});

const operations: WriterOperations = {
  ping: () => {
    ping.get();
  },
  probeWrite: (now) => {
    probeWrite.run(now.toISOString());
  },
  add: (signups) => writes.add(signups),
  confirm: (token, now) => writes.confirm(token, now),
  claim: (limit, leaseMs, now) => writes.claim(limit, leaseMs, now),
  sent: (emailId) => {
    writes.sent(emailId);
  },
  sendFailed: (emailId, retryAt, error) => {
    writes.failed(emailId, retryAt, error);
  },
  expire: (cutoff) => writes.expire(cutoff),
  unsubscribe: (token) => unsubscribe(token),
  audience: (batch) => {
    recordAudience(batch);
  },
  addInquiry: (inquiry, now) => inquiries.add(inquiry, now),
  rejectInquiry: (reason, now) => {
    inquiries.reject(reason, now);
  },
  claimInquiries: (limit, leaseMs, now) => inquiries.claim(limit, leaseMs, now),
  inquirySent: (inquiryId) => {
    inquiries.sent(inquiryId);
  },
  inquiryFailed: (inquiryId, retryAt, error) => {
    inquiries.failed(inquiryId, retryAt, error);
  },
};

function run(call: WriterCall): unknown {
  // WriterCall pairs each name with that operation's own arguments, which
  // TypeScript cannot follow through an indexed call: widened once, here.
  const operation = operations[call.operation] as (...args: readonly unknown[]) => unknown;
  return operation(...call.args);
}

port.on('message', (request: WriterRequest) => {
  if (request.operation === 'close') {
    db.close();
    port.close();
    return;
  }
  let reply: WriterReply;
  try {
    reply = { seq: request.seq, ok: true, value: run(request) };
  } catch (error) {
    reply = { seq: request.seq, ok: false, message: String(error) };
  }
  port.postMessage(reply);
});
