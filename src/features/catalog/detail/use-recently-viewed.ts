/**
 * The shopper's recently viewed products, kept in localStorage so they survive a reload. One small
 * store shared by every reader, so a view recorded on one page shows at once wherever the list is.
 */
import { useEffect } from 'react';
import { parseRecentlyViewed, recentExcept, recordView } from '@/domain/recently-viewed';
import { useExternalStore } from '@/lib/use-external-store';
import { useHydrating } from '@/lib/hydration';
import { createStoredStore } from '@/lib/storage';

export const RECENTLY_VIEWED_KEY = 'glamour.recentlyViewed';

/** Shared by every reader and every tab: a view recorded anywhere shows wherever the list is. */
const recent = createStoredStore(RECENTLY_VIEWED_KEY, parseRecentlyViewed);

export function recordRecentlyViewed(id: string): void {
  recent.set(recordView(recent.get(), id));
}

const EMPTY: string[] = [];

/**
 * The ids viewed before, most recent first, without `currentId`; records `currentId` once `viewed`
 * is true (the product actually loaded, so a mistyped id is never remembered).
 */
export function useRecentlyViewed(currentId: string, viewed: boolean): string[] {
  // A prerendered page shows none (its HTML knows no browser's list); this browser's list follows
  // right after hydrating, as a transition (a store read with another server value would force an
  // urgent render of the whole screen there instead: see src/lib/hydration.ts).
  const hydrating = useHydrating();
  const saved = useExternalStore(recent);
  const ids = hydrating ? EMPTY : saved;
  useEffect(() => {
    if (viewed && currentId) recordRecentlyViewed(currentId);
  }, [currentId, viewed]);
  return recentExcept(ids, currentId);
}
