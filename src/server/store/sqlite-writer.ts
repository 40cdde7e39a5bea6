/**
 * The SQLite store's writer thread (sqlite-store.ts): owns the connection,
 * answers pings and commits each batch of sign-ups it is sent, in order.
 * Opening the file applies the migrations; a failure there ends the thread
 * with an error, which fails the server's start.
 */
import { parentPort, workerData } from 'node:worker_threads';
import {
  openSqliteDatabase,
  prepareInsertBatch,
  type WriterReply,
  type WriterRequest,
} from './sqlite-store.ts';

const port = parentPort;
if (!port) throw new Error('sqlite-writer.ts runs as a worker thread');

const { file } = workerData as { file: string };
const db = openSqliteDatabase(file);
const insertBatch = prepareInsertBatch(db);
const ping = db.prepare('SELECT 1');

port.on('message', (message: (WriterRequest & { seq: number }) | { type: 'close' }) => {
  if (message.type === 'close') {
    db.close();
    port.close();
    return;
  }
  let reply: WriterReply;
  try {
    if (message.type === 'add') {
      reply = { seq: message.seq, ok: true, results: insertBatch(message.signups) };
    } else {
      ping.get();
      reply = { seq: message.seq, ok: true };
    }
  } catch (error) {
    reply = { seq: message.seq, ok: false, message: (error as Error).message };
  }
  port.postMessage(reply);
});
