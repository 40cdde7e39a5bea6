import type { OutboxState } from '../store/owner.ts';

/** « 2, the oldest since 2026-11-24 09:12 UTC (3 attempts; last error: 550 mailbox full). » */
export function describeOutbox({ waiting, oldest }: OutboxState): string {
  if (!oldest) return `${String(waiting)}.`;
  const since = oldest.since.toISOString().slice(0, 16).replace('T', ' ');
  const error = oldest.lastError ? `; last error: ${oldest.lastError}` : '';
  return `${String(waiting)}, the oldest since ${since} UTC (${String(oldest.attempts)} attempt(s)${error}).`;
}
