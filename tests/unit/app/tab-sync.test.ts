import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartKey } from '@/api/cart';
import { queryKeys } from '@/api/query-keys';
import {
  announcement,
  CATCH_UP_MS,
  followAnnouncements,
  storeStamp,
  type TabSyncHost,
} from '@/app/tab-sync';
import { STORE_STORAGE_KEY } from '@/domain/console';

/**
 * Two tabs over one store, as in the browser: the announcing tab's write reaches the other tab's
 * view of the store only when its storage event is delivered, which may come after the message.
 */
function tab(initialStore: string | null) {
  let store = initialStore;
  const events = new EventTarget();
  const host: TabSyncHost = {
    readStore: () => store,
    events: events as unknown as TabSyncHost['events'],
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  };
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const sync = followAnnouncements(queryClient, host);
  /** The other tab's write arrives here (a storage event, the view updated first). */
  const deliver = (next: string | null, key: string | null = STORE_STORAGE_KEY) => {
    store = next;
    const event = new Event('storage') as StorageEvent;
    Object.assign(event, { key, newValue: next });
    events.dispatchEvent(event);
  };
  return { host, sync, invalidate, deliver, rereads: () => invalidate.mock.calls.length };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
});

describe('tabs re-read once an announced change has reached them', () => {
  const before = JSON.stringify({ cart: [{ qty: 1 }] });
  const after = JSON.stringify({ cart: [{ qty: 2 }] });

  it('the announcement before its store: waits for the store, then re-reads once', async () => {
    const other = tab(before);
    other.sync.onMessage(announcement({ readStore: () => after }));
    await settle();
    // A re-read now would be answered from the old store (× 1) and nothing would read again.
    expect(other.rereads()).toBe(0);
    other.deliver(after);
    await settle();
    expect(other.rereads()).toBe(1);
    expect(other.invalidate.mock.calls[0]?.[0]).toEqual({ queryKey: queryKeys.user });
    other.sync.stop();
  });

  it('the store before its announcement: re-reads at once', async () => {
    const other = tab(before);
    other.deliver(after);
    await settle();
    expect(other.rereads()).toBe(0);
    other.sync.onMessage(announcement({ readStore: () => after }));
    await settle();
    expect(other.rereads()).toBe(1);
    other.sync.stop();
  });

  it('a write nobody announced (another device) does not make the tab re-read', async () => {
    const other = tab(before);
    other.deliver(after);
    other.deliver(JSON.stringify({ cart: [] }));
    await settle();
    expect(other.rereads()).toBe(0);
    other.sync.stop();
  });

  it('a storage event of another store is not the one awaited', async () => {
    const other = tab(before);
    other.sync.onMessage(announcement({ readStore: () => after }));
    other.deliver(JSON.stringify({ cart: [{ qty: 7 }] }));
    other.deliver('{"theme":"dark"}', 'glamour.other');
    await settle();
    expect(other.rereads()).toBe(0);
    other.deliver(after);
    await settle();
    expect(other.rereads()).toBe(1);
    other.sync.stop();
  });

  it('a store that never comes: re-reads after the catch-up time anyway', async () => {
    vi.useFakeTimers();
    const other = tab(before);
    other.sync.onMessage(announcement({ readStore: () => after }));
    await vi.advanceTimersByTimeAsync(CATCH_UP_MS - 1);
    expect(other.rereads()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(other.rereads()).toBe(1);
    other.sync.stop();
  });

  it('with a real server (no store in this browser) re-reads at once', async () => {
    const other = tab(null);
    other.sync.onMessage(announcement({ readStore: () => null }));
    await settle();
    expect(other.rereads()).toBe(1);
    other.sync.stop();
  });

  it('a first load in flight is dropped, so its older answer cannot land last', async () => {
    const queryClient = new QueryClient();
    const sync = followAnnouncements(queryClient, tab(null).host);
    const answers: ((qty: number) => void)[] = [];
    const observer = new QueryObserver(queryClient, {
      queryKey: cartKey,
      queryFn: () => new Promise<number>((resolve) => answers.push(resolve)),
    });
    const unsubscribe = observer.subscribe(() => {});
    expect(answers).toHaveLength(1);
    // The announcement arrives while the first read (from the old store) is on its way.
    sync.onMessage({ changed: queryKeys.user, store: null });
    await settle();
    expect(answers).toHaveLength(2);
    answers[1]?.(2);
    answers[0]?.(1);
    await settle();
    expect(queryClient.getQueryData(cartKey)).toBe(2);
    unsubscribe();
    sync.stop();
  });

  it('the stamp tells stores apart', () => {
    expect(storeStamp(before)).not.toBe(storeStamp(after));
    expect(storeStamp(after)).toBe(storeStamp(JSON.stringify({ cart: [{ qty: 2 }] })));
    expect(storeStamp(null)).toBeNull();
  });
});
