/** A value held outside React (src/lib/external-store.ts), followed by a component. */
import { useSyncExternalStore } from 'react';
import type { ExternalStore } from './external-store';

/**
 * The store's value in a component. `serverValue` is what a prerendered page was rendered with
 * (used while it hydrates); by default the current value.
 */
export function useExternalStore<T>(
  store: Pick<ExternalStore<T>, 'get' | 'subscribe'>,
  serverValue: () => T = store.get,
): T {
  return useSyncExternalStore(store.subscribe, store.get, serverValue);
}
