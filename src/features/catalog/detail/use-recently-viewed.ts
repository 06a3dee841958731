/**
 * The shopper's recently viewed products, kept in localStorage so they survive a reload. One small
 * store shared by every reader, so a view recorded on one page shows at once wherever the list is.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { parseRecentlyViewed, recentExcept, recordView } from '@/domain/recently-viewed';
import { readStored, writeStored } from '@/lib/storage';

export const RECENTLY_VIEWED_KEY = 'glamour.recentlyViewed';

const listeners = new Set<() => void>();
let cache: { raw: unknown; ids: string[] } | null = null;

function snapshot(): string[] {
  const raw = readStored(RECENTLY_VIEWED_KEY);
  // Same stored value, same array: useSyncExternalStore needs a stable snapshot.
  if (cache && JSON.stringify(cache.raw) === JSON.stringify(raw)) return cache.ids;
  cache = { raw, ids: parseRecentlyViewed(raw) };
  return cache.ids;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === RECENTLY_VIEWED_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function recordRecentlyViewed(id: string): void {
  writeStored(RECENTLY_VIEWED_KEY, recordView(snapshot(), id));
  listeners.forEach((listener) => listener());
}

const EMPTY: string[] = [];

/**
 * The ids viewed before, most recent first, without `currentId`; records `currentId` once `viewed`
 * is true (the product actually loaded, so a mistyped id is never remembered).
 */
export function useRecentlyViewed(currentId: string, viewed: boolean): string[] {
  const ids = useSyncExternalStore(subscribe, snapshot, () => EMPTY);
  useEffect(() => {
    if (viewed && currentId) recordRecentlyViewed(currentId);
  }, [currentId, viewed]);
  return recentExcept(ids, currentId);
}
