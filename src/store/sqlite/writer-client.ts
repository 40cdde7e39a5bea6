import { Worker } from 'node:worker_threads';
import { StoreUnavailableError } from '../server-store.ts';
import type {
  WriterData,
  WriterOperation,
  WriterOperations,
  WriterReply,
  WriterRequest,
} from './writer-protocol.ts';

interface Pending {
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: Error) => void;
}

/**
 * The writer thread (sqlite/writer.ts) as promises: `call(operation, ...args)`
 * resolves with what the thread's operation returned, or rejects with
 * StoreUnavailableError when it failed in the thread, or when the thread
 * failed or stopped (then every later call too).
 */
export class SqliteWriterClient {
  readonly thread: Worker;
  private seq = 0;
  private readonly pending = new Map<number, Pending>();
  private failure: Error | undefined;

  /**
   * A call not answered within this many milliseconds (0: no limit) is
   * rejected (StoreUnavailableError, a 503): while another process holds the
   * file's write lock, each queued write waits its own busy_timeout, and a
   * request behind several would wait for all of them (issue 19, item 6).
   * The write itself stays queued and runs once the lock goes; its late
   * answer is dropped. Set once the thread has opened (and migrated) the file.
   */
  deadlineMs = 0;

  constructor(file: string) {
    const workerData: WriterData = { file };
    // Built, the entry is sqlite/writer.js; from the sources (tests, tsx) it
    // is TypeScript, which the thread loads once tsx is registered in it.
    const typescript = import.meta.url.endsWith('.ts');
    const entry = new URL(`./writer.${typescript ? 'ts' : 'js'}`, import.meta.url);
    this.thread = typescript
      ? new Worker(
          `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); })`,
          { eval: true, workerData },
        )
      : new Worker(entry, { workerData });
    this.thread.on('message', (reply: WriterReply) => {
      const request = this.pending.get(reply.seq);
      this.pending.delete(reply.seq);
      if (reply.ok) {
        request?.resolve(reply.value);
      } else {
        request?.reject(new StoreUnavailableError(`SQLite write failed: ${reply.message}`));
      }
    });
    this.thread.on('error', (error) => {
      this.fail(new StoreUnavailableError('SQLite writer failed', { cause: error }));
    });
    this.thread.on('exit', (code) => {
      this.fail(new StoreUnavailableError(`SQLite writer stopped (exit code ${String(code)})`));
    });
  }

  /** Runs one of the thread's operations, in order with every other call. */
  call<Name extends WriterOperation>(
    operation: Name,
    ...args: Parameters<WriterOperations[Name]>
  ): Promise<Awaited<ReturnType<WriterOperations[Name]>>> {
    if (this.failure) return Promise.reject(this.failure);
    this.seq += 1;
    const seq = this.seq;
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
      this.pending.set(seq, {
        // The thread ran `operation` itself (sqlite/writer.ts), so its value
        // is that operation's result: the one place the protocol is trusted.
        resolve: (value) => {
          clearTimeout(timer);
          resolve(value as Awaited<ReturnType<WriterOperations[Name]>>);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      // `operation` and `args` agree by the signature above; the union of
      // WriterCall cannot be narrowed from a generic name.
      this.post({ seq, operation, args } as WriterRequest);
    });
  }

  /** Rejects with the reason once the thread failed or stopped. */
  checkRunning(): void {
    if (this.failure) throw this.failure;
  }

  /** Lets the thread finish the command in hand, close the file and exit. */
  async close(): Promise<void> {
    if (this.failure) return;
    const exited = new Promise((resolve) => this.thread.once('exit', resolve));
    this.post({ operation: 'close' });
    await exited;
  }

  private post(request: WriterRequest): void {
    this.thread.postMessage(request);
  }

  private fail(error: Error): void {
    this.failure ??= error;
    const requests = [...this.pending.values()];
    this.pending.clear();
    for (const request of requests) request.reject(this.failure);
  }
}
