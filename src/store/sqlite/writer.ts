/**
 * The SQLite store's writer thread (sqlite/store.ts): owns the connection
 * that writes, and runs the server's writes (writes.ts) it is called for,
 * one at a time, in order. Opening the file applies the migrations; a
 * failure there ends the thread with an error, which fails the server's
 * start. A failed operation is answered with its error and the thread takes
 * the next one.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { z } from 'zod';
import { sqliteSql } from '../sql.ts';
import { serverWrites } from '../writes.ts';
import { openSqliteDatabase } from './database.ts';
import type { WriterCall, WriterData, WriterReply, WriterRequest } from './writer-protocol.ts';

const port = parentPort;
if (!port) throw new Error('sqlite/writer.ts runs as a worker thread');

const data: WriterData = z.object({ file: z.string() }).parse(workerData);
const database = sqliteSql(openSqliteDatabase(data.file));
const writes = serverWrites(database);

function run(call: WriterCall): Promise<unknown> {
  // WriterCall pairs each name with that operation's own arguments, which
  // TypeScript cannot follow through an indexed call: widened once, here.
  const operation = writes[call.operation] as (...args: readonly unknown[]) => Promise<unknown>;
  return operation(...call.args);
}

let queue = Promise.resolve();
port.on('message', (request: WriterRequest) => {
  queue = queue.then(async () => {
    if (request.operation === 'close') {
      await database.db.destroy();
      port.close();
      return;
    }
    let reply: WriterReply;
    try {
      reply = { seq: request.seq, ok: true, value: await run(request) };
    } catch (error) {
      reply = { seq: request.seq, ok: false, message: String(error) };
    }
    port.postMessage(reply);
  });
});
