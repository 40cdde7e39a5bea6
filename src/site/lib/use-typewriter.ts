import { useEffect, useState, useSyncExternalStore } from 'react';
import { prefersReducedMotion, subscribeToReducedMotion } from './motion.ts';

/** The banner's typing speed: one letter every 100 ms (SPEC.md section 9). */
export const TYPING_INTERVAL_MS = 100;

/** Whether the visitor asked for less motion, kept up to date; false when rendered on a server. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribeToReducedMotion, prefersReducedMotion, () => false);
}

/**
 * How many letters of `text` are shown, growing by one every `intervalMs`.
 * Under prefers-reduced-motion the whole text is shown at once.
 */
export function useTypewriter(text: string, intervalMs: number = TYPING_INTERVAL_MS): number {
  const reducedMotion = useReducedMotion();
  const [ticks, setTicks] = useState(0);
  const finished = ticks >= text.length;

  useEffect(() => {
    if (reducedMotion || finished) return;
    const timer = window.setTimeout(() => {
      setTicks((count) => count + 1);
    }, intervalMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [reducedMotion, finished, ticks, intervalMs]);

  return reducedMotion ? text.length : Math.min(ticks, text.length);
}
