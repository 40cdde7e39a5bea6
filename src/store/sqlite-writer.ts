/**
 * The SQLite store's writer thread (sqlite-store.ts): owns the connection
 * that writes, and runs the commands it is sent, in order: sign-up batches,
 * confirmations, the outbox (sqlite-signup-writes.ts), unsubscribes, pings.
 * Opening the file applies the migrations; a failure there ends the thread
 * with an error, which fails the server's start. A failed command is
 * answered `failed` and the thread takes the next one.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { z } from 'zod';
import { openSqliteDatabase } from './sqlite-database.ts';
import { prepareSignupWrites } from './sqlite-signup-writes.ts';
import { prepareAudienceWrites } from './audience-sqlite.ts';
import type {
  WriterAnswer,
  WriterData,
  WriterReply,
  WriterRequest,
} from './sqlite-writer-protocol.ts';

const port = parentPort;
if (!port) throw new Error('sqlite-writer.ts runs as a worker thread');

const data: WriterData = z.object({ file: z.string() }).parse(workerData);
const db = openSqliteDatabase(data.file);
const writes = prepareSignupWrites(db);
const recordAudience = prepareAudienceWrites(db);
const ping = db.prepare('SELECT 1');
const eraseByToken = db.prepare('DELETE FROM emails WHERE unsubscribe_token = ?');

function answer(request: Exclude<WriterRequest, { type: 'close' }>): WriterAnswer {
  switch (request.type) {
    case 'ping':
      ping.get();
      return { type: 'ping', seq: request.seq };
    case 'add':
      return { type: 'add', seq: request.seq, results: writes.add(request.signups) };
    case 'confirm':
      return {
        type: 'confirm',
        seq: request.seq,
        result: writes.confirm(request.token, request.now),
      };
    case 'claim': {
      const { limit, leaseMs, now } = request;
      return { type: 'claim', seq: request.seq, confirmations: writes.claim(limit, leaseMs, now) };
    }
    case 'sent':
      writes.sent(request.emailId);
      return { type: 'sent', seq: request.seq };
    case 'sendFailed':
      writes.failed(request.emailId, request.retryAt, request.error);
      return { type: 'sendFailed', seq: request.seq };
    case 'expire':
      return { type: 'expire', seq: request.seq, count: writes.expire(request.cutoff) };
    case 'unsubscribe':
      return {
        type: 'unsubscribe',
        seq: request.seq,
        erased: eraseByToken.run(request.token).changes > 0,
      };
    case 'audience':
      recordAudience(request.batch);
      return { type: 'audience', seq: request.seq };
  }
}

port.on('message', (request: WriterRequest) => {
  if (request.type === 'close') {
    db.close();
    port.close();
    return;
  }
  let reply: WriterReply;
  try {
    reply = answer(request);
  } catch (error) {
    reply = { type: 'failed', seq: request.seq, message: String(error) };
  }
  port.postMessage(reply);
});
