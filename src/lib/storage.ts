/**
 * Browser storage that never throws: private modes, full quotas and corrupt JSON read as "nothing
 * saved" and failed writes are dropped, so a remembered preference can never break a page. Every
 * read and write of localStorage and sessionStorage in src/ goes through here.
 */
import { createListeners, type ExternalStore } from './external-store';

export type StorageArea = 'local' | 'session';

function area(kind: StorageArea): Storage | undefined {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The text under `key`, or null when there is none or storage is unavailable. */
export function readText(key: string, kind: StorageArea = 'local'): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Saves `text` under `key`; null removes it. */
export function writeText(key: string, text: string | null, kind: StorageArea = 'local'): void {
  try {
    if (text === null) area(kind)?.removeItem(key);
    else area(kind)?.setItem(key, text);
  } catch {
    // Storage full or unavailable: the value lasts only as long as the page.
  }
}

/** The parsed JSON under `key`, or undefined when there is none or it is unreadable. */
export function readStored(key: string, kind: StorageArea = 'local'): unknown {
  const text = readText(key, kind);
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Saves `value` as JSON under `key`. */
export function writeStored(key: string, value: unknown, kind: StorageArea = 'local'): void {
  let text: string;
  try {
    text = JSON.stringify(value);
  } catch {
    return;
  }
  writeText(key, text, kind);
}

/**
 * A value kept in storage under `key` as a store components follow (see src/lib/external-store.ts).
 * Storage stays the source of truth: a write from another tab (the 'storage' event) or from
 * anywhere else in this page shows on the next read; `parse` turns what is saved (undefined when
 * nothing or unreadable) into the value.
 */
export function createStoredStore<T>(
  key: string,
  parse: (saved: unknown) => T,
  kind: StorageArea = 'local',
): ExternalStore<T> {
  let cache: { text: string | null; value: T } | undefined;
  const { subscribe, notify } = createListeners();
  const get = () => {
    const text = readText(key, kind);
    if (!cache || cache.text !== text) cache = { text, value: parse(readStored(key, kind)) };
    return cache.value;
  };
  return {
    get,
    set: (next) => {
      writeStored(key, next, kind);
      notify();
    },
    subscribe: (listener) => {
      const unsubscribe = subscribe(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key === key) listener();
      };
      globalThis.addEventListener?.('storage', onStorage);
      return () => {
        unsubscribe();
        globalThis.removeEventListener?.('storage', onStorage);
      };
    },
  };
}
