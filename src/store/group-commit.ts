import { StoreUnavailableError } from './types.ts';

interface Pending<T, R> {
  readonly item: T;
  readonly resolve: (result: R) => void;
  readonly reject: (error: unknown) => void;
}

export interface GroupCommitOptions {
  /** Most items per transaction. */
  readonly maxBatch: number;
  /** Transactions allowed in flight at once (1 for SQLite: one writer). */
  readonly maxInFlight: number;
}

/**
 * Group commit: items submitted while a transaction is being written wait,
 * and go together in the next one. The batch is cut at the end of the
 * event-loop turn (setImmediate), so there is no timer to tune: under load
 * the requests that arrived during one commit make the next batch, and a
 * lone request is committed at once. Every caller is answered only after
 * its batch's commit returned.
 */
export class GroupCommit<T, R> {
  private queue: Pending<T, R>[] = [];
  private inFlight = 0;
  private scheduled = false;
  private closed = false;
  private idle: (() => void) | undefined;

  private readonly commit: (items: readonly T[]) => Promise<readonly R[]>;
  private readonly options: GroupCommitOptions;

  constructor(commit: (items: readonly T[]) => Promise<readonly R[]>, options: GroupCommitOptions) {
    this.commit = commit;
    this.options = options;
  }

  submit(item: T): Promise<R> {
    if (this.closed) return Promise.reject(new StoreUnavailableError('store is closing'));
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.schedule();
    });
  }

  /** Refuses new items, and resolves once every submitted one is answered. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.queue.length === 0 && this.inFlight === 0) return;
    await new Promise<void>((resolve) => {
      this.idle = resolve;
    });
  }

  private schedule(): void {
    if (this.scheduled || this.inFlight >= this.options.maxInFlight) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    if (this.queue.length === 0 || this.inFlight >= this.options.maxInFlight) return;
    const batch = this.queue.splice(0, this.options.maxBatch);
    this.inFlight += 1;
    // More than one batch waiting: start the next one now if a slot is free.
    if (this.queue.length > 0) this.schedule();
    try {
      const results = await this.commit(batch.map((pending) => pending.item));
      if (results.length !== batch.length) {
        throw new StoreUnavailableError(
          `a batch of ${batch.length} items was answered with ${results.length} results`,
        );
      }
      results.forEach((result, index) => {
        batch[index]?.resolve(result);
      });
    } catch (error) {
      for (const pending of batch) pending.reject(error);
      // Storage refused a whole transaction (a lock held elsewhere past its
      // timeout, a full disk): what waits behind it is answered now too,
      // never written, rather than each batch waiting the timeout in turn.
      if (error instanceof StoreUnavailableError) {
        for (const pending of this.queue.splice(0)) pending.reject(error);
      }
    } finally {
      this.inFlight -= 1;
      if (this.queue.length > 0) this.schedule();
      else if (this.inFlight === 0) this.idle?.();
    }
  }
}
