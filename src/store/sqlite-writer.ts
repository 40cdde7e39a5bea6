/**
 * The SQLite store's writer thread (sqlite-store.ts): owns the connection,
 * answers pings and commits each batch of sign-ups it is sent, in order.
 * Opening the file applies the migrations; a failure there ends the thread
 * with an error, which fails the server's start. A failed command is
 * answered `failed` and the thread takes the next one.
 */
import { randomUUID } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import { z } from 'zod';
import type { AddResult, NewSignup } from './signup-store.ts';
import { openSqliteDatabase, type SqliteDatabase } from './sqlite-database.ts';
import type {
  WriterAnswer,
  WriterData,
  WriterReply,
  WriterRequest,
} from './sqlite-writer-protocol.ts';

/**
 * Records a batch of sign-ups in one IMMEDIATE transaction: a row per new
 * key with a fresh id, nothing for a key already there. better-sqlite3
 * commits synchronously: when it returns, the WAL is fsynced.
 */
function prepareInsertBatch(db: SqliteDatabase): (signups: readonly NewSignup[]) => AddResult[] {
  const insert = db.prepare(
    'INSERT INTO emails (id, email, email_key) VALUES (?, ?, ?) ON CONFLICT (email_key) DO NOTHING',
  );
  const insertBatch = db.transaction((signups: readonly NewSignup[]): AddResult[] =>
    signups.map((signup) => {
      const id = randomUUID();
      const { changes } = insert.run(id, signup.email, signup.key);
      return changes === 1 ? { created: true, id } : { created: false };
    }),
  );
  return (signups) => insertBatch.immediate(signups);
}

const port = parentPort;
if (!port) throw new Error('sqlite-writer.ts runs as a worker thread');

const data: WriterData = z.object({ file: z.string() }).parse(workerData);
const db = openSqliteDatabase(data.file);
const insertBatch = prepareInsertBatch(db);
const ping = db.prepare('SELECT 1');

function answer(request: Exclude<WriterRequest, { type: 'close' }>): WriterAnswer {
  switch (request.type) {
    case 'ping':
      ping.get();
      return { type: 'ping', seq: request.seq };
    case 'add':
      return { type: 'add', seq: request.seq, results: insertBatch(request.signups) };
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
