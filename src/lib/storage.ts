/**
 * Browser storage that never throws: private modes, full quotas and corrupt JSON read as "nothing
 * saved" and failed writes are dropped, so a remembered preference can never break a page.
 */
export type StorageArea = 'local' | 'session';

function area(kind: StorageArea): Storage | undefined {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The parsed JSON under `key`, or undefined when there is none or it is unreadable. */
export function readStored(key: string, kind: StorageArea = 'local'): unknown {
  try {
    const text = area(kind)?.getItem(key);
    return text == null ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

export function writeStored(key: string, value: unknown, kind: StorageArea = 'local'): void {
  try {
    area(kind)?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or unavailable: the preference lasts only as long as the page.
  }
}
