/**
 * Values outside React that components follow (src/lib/use-external-store.ts), all on one listener
 * set: `createExternalStore` holds a value in memory; `createStoredStore` (src/lib/storage.ts) keeps
 * one in browser storage. A snapshot is replaced whole, so a reader re-renders only when it changes.
 * No React here: the page's first script (src/main.tsx) reads the saved token through this module,
 * and that script is one file with no imports (tests/unit/scripts/entry-graph.test.ts).
 */

export interface Listeners {
  subscribe: (listener: () => void) => () => void;
  notify: () => void;
}

export function createListeners(): Listeners {
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    notify: () => listeners.forEach((listener) => listener()),
  };
}

export interface ExternalStore<T> {
  /** The current value; the same value until it changes. */
  get: () => T;
  /** Replaces the value and tells every reader (nothing happens when it is the same value). */
  set: (next: T) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createExternalStore<T>(initial: T): ExternalStore<T> {
  let value = initial;
  const { subscribe, notify } = createListeners();
  return {
    get: () => value,
    set: (next) => {
      if (Object.is(next, value)) return;
      value = next;
      notify();
    },
    subscribe,
  };
}
