/**
 * Requests per client address and hour, counted in memory (one server; with
 * several, each counts its own). Two budgets: requests with a proof of work
 * get `perHour`, those without (no script, or a robot) a fifth of it:
 * stored all the same, but a robot cannot fill the table through that door.
 */
export interface ClientLimit {
  /** Counts the request; false when the client's budget for the hour is spent. */
  take(client: string, verified: boolean, now?: number): boolean;
  /** Seconds until the client's oldest counted hour ends (for Retry-After). */
  retryAfter(client: string, verified: boolean, now?: number): number;
}

const HOUR_MS = 60 * 60 * 1000;

export function unverifiedBudget(perHour: number): number {
  return Math.max(1, Math.floor(perHour / 5));
}

export function createClientLimit(perHour: number): ClientLimit {
  const windows = new Map<string, { start: number; count: number }>();
  const keyOf = (client: string, verified: boolean) => `${verified ? 'v' : 'u'}:${client}`;
  let lastSweep = 0;
  const sweep = (now: number) => {
    if (now - lastSweep < HOUR_MS) return;
    lastSweep = now;
    for (const [key, window] of windows) if (now - window.start >= HOUR_MS) windows.delete(key);
  };
  return {
    take(client, verified, now = Date.now()) {
      if (perHour === 0) return true;
      sweep(now);
      const key = keyOf(client, verified);
      const max = verified ? perHour : unverifiedBudget(perHour);
      const window = windows.get(key);
      if (!window || now - window.start >= HOUR_MS) {
        windows.set(key, { start: now, count: 1 });
        return true;
      }
      if (window.count >= max) return false;
      window.count += 1;
      return true;
    },
    retryAfter(client, verified, now = Date.now()) {
      const window = windows.get(keyOf(client, verified));
      return window ? Math.max(1, Math.ceil((window.start + HOUR_MS - now) / 1000)) : 1;
    },
  };
}
