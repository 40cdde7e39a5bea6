import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { connectSqlite, migrate } from '../connect.ts';
import { sqliteSql } from '../sql.ts';
import { StoreUnavailableError } from '../types.ts';
import { serverWrites, type ServerWrites } from '../writes.ts';

/**
 * SQLite's writer thread: it owns the connection that writes and runs the
 * server's writes (writes.ts, the same as PostgreSQL's) one at a time, in
 * order, so the HTTP thread goes on reading requests while a commit waits
 * for the disk or for the lock the owner's command line holds. Called by
 * name (`writer.call('add', signups)`); arguments and results cross by
 * structured clone (Dates stay Dates). A failed operation is answered with
 * its error and the thread takes the next one.
 */
type Name = keyof ServerWrites;
type Call = { seq: number; name: Name; args: unknown[] } | { seq: 0; name: 'close' };
type Reply =
  { seq: number; ok: true; value: unknown } | { seq: number; ok: false; message: string };

export class SqliteWriter {
  readonly thread: Worker;
  private seq = 0;
  private readonly pending = new Map<
    number,
    { resolve(value: unknown): void; reject(error: Error): void; timer?: NodeJS.Timeout }
  >();
  private failure: Error | undefined;
  private deadlineMs = 0;

  /**
   * A call not answered within `deadlineMs` (0: no limit) is rejected with
   * StoreUnavailableError (a 503): while another process holds the write
   * lock, each queued write waits its own busy_timeout, and a request behind
   * several would wait for all of them (issue 19, item 6). The write stays
   * queued and runs once the lock goes; its late answer is dropped.
   */
  private constructor(file: string) {
    // Built, the entry is writer.js; from the sources (tests, tsx) it is
    // writer.ts, which Node runs as it is (its types stripped: the store's
    // sources use no syntax that needs compiling, tsconfig's erasableSyntaxOnly).
    this.thread = new Worker(new URL(import.meta.url), { workerData: { sqliteWriter: file } });
    this.thread.on('message', (reply: Reply) => {
      const request = this.pending.get(reply.seq);
      this.pending.delete(reply.seq);
      clearTimeout(request?.timer);
      if (reply.ok) request?.resolve(reply.value);
      else request?.reject(new StoreUnavailableError(`SQLite write failed: ${reply.message}`));
    });
    this.thread.on('error', (error) => {
      this.fail(new StoreUnavailableError('SQLite writer failed', { cause: error }));
    });
    this.thread.on('exit', (code) => {
      this.fail(new StoreUnavailableError(`SQLite writer stopped (exit code ${String(code)})`));
    });
  }

  /** Starts the thread; resolves once it has opened and migrated the file. */
  static async start(file: string, deadlineMs: number): Promise<SqliteWriter> {
    const writer = new SqliteWriter(file);
    await writer.call('ping');
    writer.deadlineMs = deadlineMs;
    return writer;
  }

  /** Runs one of the server's writes in the thread, in order with every other call. */
  call<N extends Name>(name: N, ...args: Parameters<ServerWrites[N]>): ReturnType<ServerWrites[N]> {
    if (this.failure) return Promise.reject(this.failure) as ReturnType<ServerWrites[N]>;
    const seq = (this.seq += 1);
    return new Promise((resolve, reject) => {
      const timer =
        this.deadlineMs > 0
          ? setTimeout(() => {
              this.pending.delete(seq);
              reject(
                new StoreUnavailableError(`SQLite write not answered in ${this.deadlineMs} ms`),
              );
            }, this.deadlineMs)
          : undefined;
      this.pending.set(seq, { resolve, reject, timer });
      this.thread.postMessage({ seq, name, args } satisfies Call);
    }) as ReturnType<ServerWrites[N]>;
  }

  /** Throws the reason once the thread failed or stopped. */
  checkRunning(): void {
    if (this.failure) throw this.failure;
  }

  /** Lets the thread finish the write in hand, close the file and exit. */
  async close(): Promise<void> {
    if (this.failure) return;
    const exited = new Promise((resolve) => this.thread.once('exit', resolve));
    this.thread.postMessage({ seq: 0, name: 'close' } satisfies Call);
    await exited;
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const request of this.pending.values()) {
      clearTimeout(request.timer);
      request.reject(this.failure);
    }
    this.pending.clear();
  }
}

/** The thread itself: opening the file applies the migrations; a failure there ends it, failing the start. */
async function runThread(file: string): Promise<void> {
  const port = parentPort;
  if (!port) return;
  const database = sqliteSql(connectSqlite(file));
  await migrate(database);
  const writes = serverWrites(database) as unknown as Record<Name, (...args: unknown[]) => unknown>;
  let queue = Promise.resolve();
  port.on('message', (call: Call) => {
    queue = queue.then(async () => {
      if (call.name === 'close') {
        await database.db.destroy();
        port.close();
        return;
      }
      try {
        port.postMessage({ seq: call.seq, ok: true, value: await writes[call.name](...call.args) });
      } catch (error) {
        port.postMessage({ seq: call.seq, ok: false, message: String(error) });
      }
    });
  });
}

const data = workerData as { sqliteWriter?: unknown } | null;
if (!isMainThread && typeof data?.sqliteWriter === 'string') await runThread(data.sqliteWriter);
