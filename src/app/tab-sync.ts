/**
 * Tabs of one shopper converge: a tab announces every change the server accepted, and the other
 * tabs re-read the shopper's data.
 *
 * The race this settles (the journey "a tab shows the other tab's accepted change" failed about 1 run
 * in 20 on a busy machine): with the in-browser back end, each tab answers from its own view of one
 * localStorage store, and another tab's write reaches that view asynchronously, by a different route
 * than the BroadcastChannel message announcing it. Seen in a failing run: the announcement arrived,
 * the re-read it started was answered from the old store (× 1), the store's storage event came 50 ms
 * later while that answer was on its way, and nothing read again. Re-reading on every storage event
 * instead (commit 4bab401, reverted) made every tab follow unannounced writes too, which a tab must
 * not assume: a change from another device reaches a tab only through its own next call.
 *
 * So the announcement carries a fingerprint of the store as the announcing tab saved it. A tab whose
 * view already matches (or that has no such store: a real server) re-reads at once; otherwise it
 * waits for the storage event that brings that store (or CATCH_UP_MS at most), then re-reads,
 * cancelling any read still in flight so that its older answer cannot land last.
 */
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { STORE_STORAGE_KEY } from '@/domain/console';

/** The channel tabs announce accepted changes on. */
export const TAB_SYNC_CHANNEL = 'glamour.sync';

/** The longest a tab waits for an announced store to reach it before re-reading anyway. */
export const CATCH_UP_MS = 2000;

export interface SyncMessage {
  changed: readonly unknown[];
  /** storeStamp of the announcing tab's store after the change; null without one. */
  store: string | null;
}

/** A short fingerprint (length and FNV-1a hash) of the saved store's text; null when there is none. */
export function storeStamp(raw: string | null | undefined): string | null {
  if (raw === null || raw === undefined) return null;
  let hash = 0x811c9dc5;
  for (let index = 0; index < raw.length; index += 1) {
    hash ^= raw.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${raw.length}.${(hash >>> 0).toString(36)}`;
}

export interface TabSyncHost {
  /** This tab's view of the store's text (null without one). */
  readStore: () => string | null;
  /** Where storage events arrive (window). */
  events: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (timer: unknown) => void;
}

export const browserTabSyncHost = (): TabSyncHost => ({
  readStore: () => {
    try {
      return globalThis.localStorage?.getItem(STORE_STORAGE_KEY) ?? null;
    } catch {
      return null;
    }
  },
  events: globalThis as unknown as TabSyncHost['events'],
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (timer) => globalThis.clearTimeout(timer as ReturnType<typeof setTimeout>),
});

/** What the announcing tab posts after a change the server accepted. */
export function announcement(host: Pick<TabSyncHost, 'readStore'>): SyncMessage {
  return { changed: queryKeys.user, store: storeStamp(host.readStore()) };
}

/**
 * Re-reads the shopper's data when another tab's announcement (`onMessage`) has reached this tab's
 * store. Returns `onMessage` and a function that stops listening.
 */
export function followAnnouncements(
  queryClient: QueryClient,
  host: TabSyncHost,
): { onMessage: (message: unknown) => void; stop: () => void } {
  let awaited: string | null = null;
  let timer: unknown;

  const reread = () => {
    awaited = null;
    host.clearTimeout(timer);
    const filters = { queryKey: queryKeys.user };
    // A read already in flight may be answered from the old store: drop it first. (Invalidation
    // alone cancels only reads of queries that have data; a first load would keep its old answer.)
    void queryClient
      .cancelQueries(filters)
      .then(() => queryClient.invalidateQueries(filters, { cancelRefetch: true }));
  };

  const onStorage = (event: StorageEvent) => {
    if (awaited === null) return;
    // key null: the whole storage was cleared; whatever was announced will not come.
    if (event.key === null) return reread();
    if (event.key === STORE_STORAGE_KEY && storeStamp(event.newValue) === awaited) reread();
  };
  host.events.addEventListener('storage', onStorage);

  const onMessage = (message: unknown) => {
    const announced = (message as Partial<SyncMessage> | null)?.store ?? null;
    if (announced === null || storeStamp(host.readStore()) === announced) return reread();
    // The change is announced but its store is still on its way to this tab.
    awaited = announced;
    host.clearTimeout(timer);
    timer = host.setTimeout(reread, CATCH_UP_MS);
  };

  return {
    onMessage,
    stop: () => {
      host.clearTimeout(timer);
      host.events.removeEventListener('storage', onStorage);
    },
  };
}
