import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the built page and during hydration, true once the island's
 * script runs it. A form whose submission needs that script keeps its button
 * disabled until then: a native submission would put the field's value in
 * the address and reload the page.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
