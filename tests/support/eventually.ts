import { setTimeout as sleep } from 'node:timers/promises';
import { onTestFinished } from 'vitest';

/**
 * Waits until `check` holds, looking again every `intervalMs`, for state that
 * announces itself by no event (a row deleted, a health probe's verdict, a
 * log line). No budget of its own: the test's timeout (per project,
 * vite.config.ts) bounds it, and the wait ends with the test.
 */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  intervalMs = 100,
): Promise<void> {
  const ended = new AbortController();
  onTestFinished(() => {
    ended.abort();
  });
  while (!(await check())) {
    await sleep(intervalMs, undefined, { signal: ended.signal });
  }
}
