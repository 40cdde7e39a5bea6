/** How long a write probe's verdict holds: the health check writes at most this often. */
export const WRITE_PROBE_INTERVAL_MS = 5_000;
/** How long the health check waits for its write: longer means locked, which is unavailable too. */
export const WRITE_PROBE_DEADLINE_MS = 2_000;

/**
 * Wraps a write probe (one small committed write) so that GET /api/health,
 * however often it is polled, writes at most once per interval: within it
 * the last success is given again. A failed probe is not remembered, so the
 * next check tries again and reports recovery at once; a probe that waits
 * past the deadline (a lock held elsewhere) fails the check without waiting
 * longer, and goes on in the background.
 */
export function throttledWriteProbe(
  probe: () => Promise<void>,
  { intervalMs = WRITE_PROBE_INTERVAL_MS, deadlineMs = WRITE_PROBE_DEADLINE_MS } = {},
): () => Promise<void> {
  let lastSuccess = -Infinity;
  let running: Promise<void> | undefined;
  return async () => {
    if (performance.now() - lastSuccess < intervalMs) return;
    running ??= probe()
      .then(() => {
        lastSuccess = performance.now();
      })
      .finally(() => {
        running = undefined;
      });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        reject(new Error(`storage took over ${String(deadlineMs)} ms to accept a write`));
      }, deadlineMs);
    });
    try {
      await Promise.race([running, late]);
    } finally {
      clearTimeout(timer);
    }
  };
}
