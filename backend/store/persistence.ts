/**
 * Where the store's state is kept between page loads: nowhere (Node tests, Storybook, a generated
 * catalogue) or localStorage under a versioned key, with other tabs' writes noticed through storage
 * events. Only raw text crosses this boundary; the engine validates what it reads.
 */
import { STORE_RESET_EVENT, STORE_STORAGE_KEY, type StoreResetReason } from '@/domain/console';

export { STORE_STORAGE_KEY };

export type Loaded = { kind: 'empty' } | { kind: 'data'; value: unknown } | { kind: 'corrupt' };

export interface Persistence {
  readonly name: string;
  load(): Loaded;
  /**
   * Keeps `state`; false when it could not (storage full, private mode). The engine then refuses
   * the write, so nothing is reported done that a reload would lose.
   */
  save(state: unknown): boolean;
  /** Whether another tab wrote since our last load or save. */
  changedElsewhere(): boolean;
  /** Calls back when another tab changed the saved state; returns an unsubscribe function. */
  watch(onChange: () => void): () => void;
  /** The loaded copy could not be used and was replaced by the seed: tell whoever shows the page. */
  recovered?(reason: StoreResetReason): void;
}

export function memoryPersistence(): Persistence {
  return {
    name: 'memory',
    load: () => ({ kind: 'empty' }),
    save: () => true,
    changedElsewhere: () => false,
    watch: () => () => undefined,
  };
}

/** The parts of `window` the browser persistence needs (a fake in Node tests). */
export interface StorageHost {
  localStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  addEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
  removeEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
  dispatchEvent?(event: Event): boolean;
}

export function localStoragePersistence(host: StorageHost, key = STORE_STORAGE_KEY): Persistence {
  let lastRaw: string | null = null;
  const read = (): string | null => {
    try {
      return host.localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  return {
    name: 'localStorage',
    load() {
      const raw = read();
      lastRaw = raw;
      if (raw === null) return { kind: 'empty' };
      try {
        return { kind: 'data', value: JSON.parse(raw) as unknown };
      } catch {
        return { kind: 'corrupt' };
      }
    },
    save(state) {
      const raw = JSON.stringify(state);
      try {
        host.localStorage.setItem(key, raw);
        lastRaw = raw;
        return true;
      } catch (error) {
        // Quota or private mode: the caller refuses the change rather than pretend it was kept.
        console.warn('[glamour] could not save the store to localStorage', error);
        return false;
      }
    },
    changedElsewhere: () => read() !== lastRaw,
    watch(onChange) {
      const listener = (event: StorageEvent) => {
        // key null: another tab cleared the whole storage.
        if (event.key === key || event.key === null) onChange();
      };
      host.addEventListener('storage', listener);
      return () => host.removeEventListener('storage', listener);
    },
    recovered(reason) {
      host.dispatchEvent?.(new CustomEvent(STORE_RESET_EVENT, { detail: reason }));
    },
  };
}
