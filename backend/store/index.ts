/**
 * The store the handlers use. In a browser page: localStorage (survives reloads, shared by tabs);
 * in Node, in Storybook, and with a generated catalogue (`?catalog=N`): memory only.
 */
import { catalogSize } from '../config';
import {
  localStoragePersistence,
  memoryPersistence,
  type Persistence,
  type StorageHost,
} from './persistence';
import { seedState } from './seed';
import { createStore, type Store } from './store';

export type { Store } from './store';

let active: Store | undefined;

function browserHost(): StorageHost | undefined {
  try {
    if (typeof window === 'undefined' || !window.localStorage) return undefined;
    return window;
  } catch {
    return undefined;
  }
}

function createDefaultStore(): Store {
  const size = catalogSize();
  const host = browserHost();
  if (size !== undefined) {
    console.info(`[glamour] generated catalogue of ${size} products (memory only, not saved)`);
    return createStore(memoryPersistence(), () => seedState({ catalogSize: size }));
  }
  return createStore(host ? localStoragePersistence(host) : memoryPersistence(), () => seedState());
}

export function getStore(): Store {
  active ??= createDefaultStore();
  return active;
}

/** Swaps the store's persistence (Storybook and tests use memory; a test may pass a fake storage). */
export function installStore(
  persistence: Persistence,
  options: { catalogSize?: number } = {},
): Store {
  active?.dispose();
  active = createStore(persistence, () => seedState(options));
  return active;
}

/**
 * Installs a store built elsewhere (server mode's PostgreSQL store): the handlers use it from the
 * next request on. mocks/ never imports server/; the server hands its store in through here.
 */
export function setStore(store: Store): Store {
  if (active !== store) active?.dispose();
  active = store;
  return active;
}

export function installMemoryStore(options: { catalogSize?: number } = {}): Store {
  return installStore(memoryPersistence(), options);
}

export function resetStore(): Promise<void> {
  return getStore().reset();
}
