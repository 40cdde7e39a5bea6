import { describe, expect, it } from 'vitest';
import { GroupCommit } from './group-commit.ts';
import { StoreUnavailableError } from './types.ts';

/** A commit function that holds each batch until the test lets it go. */
function heldCommits() {
  const batches: { items: readonly number[]; release: (error?: Error) => void }[] = [];
  const commit = (items: readonly number[]) =>
    new Promise<number[]>((resolve, reject) => {
      batches.push({
        items,
        release: (error) => {
          if (error) reject(error);
          else resolve(items.map((item) => item * 10));
        },
      });
    });
  return { batches, commit };
}

/** Lets setImmediate callbacks and the promise jobs they start run. */
const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('GroupCommit', () => {
  it('commits what arrived in one event-loop turn together, and what arrived during a commit in the next batch', async () => {
    const { batches, commit } = heldCommits();
    const group = new GroupCommit(commit, { maxBatch: 100, maxInFlight: 1 });
    const first = [1, 2, 3].map((item) => group.submit(item));
    await turn();
    expect(batches.map((batch) => batch.items)).toEqual([[1, 2, 3]]);

    const second = [4, 5].map((item) => group.submit(item));
    await turn();
    // One transaction in flight at a time: 4 and 5 wait for the first commit.
    expect(batches).toHaveLength(1);
    batches[0]?.release();
    expect(await Promise.all(first)).toEqual([10, 20, 30]);
    await turn();
    expect(batches.map((batch) => batch.items)).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    batches[1]?.release();
    expect(await Promise.all(second)).toEqual([40, 50]);
  });

  it('cuts batches at maxBatch items', async () => {
    const { batches, commit } = heldCommits();
    const group = new GroupCommit(commit, { maxBatch: 2, maxInFlight: 3 });
    const results = [1, 2, 3, 4, 5].map((item) => group.submit(item));
    for (let index = 0; index < 3; index += 1) await turn();
    expect(batches.map((batch) => batch.items)).toEqual([[1, 2], [3, 4], [5]]);
    for (const batch of batches) batch.release();
    expect(await Promise.all(results)).toEqual([10, 20, 30, 40, 50]);
  });

  it('answers what waits behind a batch storage refused at once, unwritten; later requests commit', async () => {
    const { batches, commit } = heldCommits();
    const group = new GroupCommit(commit, { maxBatch: 100, maxInFlight: 1 });
    const failing = [1, 2].map((item) => group.submit(item));
    await turn();
    // Queued behind the batch in flight: it would wait a whole lock timeout more.
    const queued = group.submit(3);
    const failure = new StoreUnavailableError('database is locked');
    batches[0]?.release(failure);
    for (const result of [...failing, queued]) await expect(result).rejects.toBe(failure);
    expect(batches).toHaveLength(1);
    const next = group.submit(4);
    await turn();
    batches[1]?.release();
    expect(await next).toBe(40);
  });

  it('rejects a batch whose commit answers with the wrong number of results', async () => {
    const group = new GroupCommit((items: readonly number[]) => Promise.resolve(items.slice(1)), {
      maxBatch: 100,
      maxInFlight: 1,
    });
    const results = [1, 2].map((item) => group.submit(item));
    for (const result of results)
      await expect(result).rejects.toBeInstanceOf(StoreUnavailableError);
  });

  it('close() waits for the work in flight and refuses new work', async () => {
    const { batches, commit } = heldCommits();
    const group = new GroupCommit(commit, { maxBatch: 100, maxInFlight: 1 });
    const inFlight = group.submit(1);
    await turn();
    let closed = false;
    const closing = group.close().then(() => {
      closed = true;
    });
    await expect(group.submit(2)).rejects.toBeInstanceOf(StoreUnavailableError);
    await turn();
    expect(closed).toBe(false);
    batches[0]?.release();
    await closing;
    expect(await inFlight).toBe(10);
  });

  it('close() on an idle group resolves at once', async () => {
    const group = new GroupCommit(heldCommits().commit, { maxBatch: 100, maxInFlight: 1 });
    await expect(group.close()).resolves.toBeUndefined();
  });
});
