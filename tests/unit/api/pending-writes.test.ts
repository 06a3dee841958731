/**
 * Clicks queued behind an earlier write to the same product survive a reload, and with the
 * simulated back end (which dies with the page) so does every write it has not committed yet
 * (src/api/pending-writes.ts keeps them, src/api/replay-writes.ts sends them from the next page).
 * Each test loads fresh modules over stubbed storage, as a new page would, built for a real server
 * (`remote`) or for the simulated back end (`mock`); fetch is a stub that records the calls and
 * answers them, fails them, or holds them until the test lets go.
 */
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductRecord } from '@/domain/types';
import { seedProducts } from '@backend/store/seed';
import { memoryStorage } from '../support/memory-storage';

const KEY = 'glamour.pendingWrites';
const TOKEN = 'token-a';
const [lipstick, kajal] = seedProducts as [ProductRecord, ProductRecord];
const USER = {
  _id: 'u1',
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  createdAt: '2026-01-01',
  updatedAt: '2026-01-01',
};

type Mode = 'remote' | 'mock';

/** A new page: fresh modules over this tab's storage, the saved token in localStorage. */
async function load(
  saved: Record<string, string> = {},
  token: string | null = TOKEN,
  mode: Mode = 'remote',
) {
  vi.resetModules();
  vi.stubEnv('VITE_API_MODE', mode);
  // The page's own events (pagehide, pageshow): a plain target the test dispatches on.
  const win = new EventTarget();
  vi.stubGlobal('window', win);
  const storage = memoryStorage(saved);
  vi.stubGlobal('sessionStorage', storage);
  vi.stubGlobal('localStorage', memoryStorage(token ? { token } : {}));
  const writes = await import('@/api/pending-writes');
  const session = await import('@/api/session');
  const signIn = () => session.setSession({ status: 'signedIn', token: TOKEN, user: USER });
  const kept = () =>
    JSON.parse(storage.getItem(KEY) ?? '[]') as { op: string; productId: string }[];
  return { writes, session, storage, signIn, kept, win };
}

/** fetch, answered by `answer` once the test lets each call go (`hold`) or at once. */
function fakeServer(options: { hold?: boolean } = {}) {
  const calls: {
    method: string;
    path: string;
    headers: Record<string, string>;
    go: () => void;
    /** The request dies unanswered (a dropped connection, or the page cutting it off). */
    fail: () => void;
  }[] = [];
  const lists = { cart: [] as unknown[], wishlist: [] as unknown[] };
  const answer = (method: string, path: string): unknown => {
    const product = seedProducts.find((p) => path.endsWith(`/${p._id}`));
    if (path.startsWith('/api/products/')) return { product };
    const list = path.startsWith('/api/user/cart') ? 'cart' : 'wishlist';
    if (method === 'POST' && (path === '/api/user/wishlist' || path === '/api/user/cart'))
      lists[list] = [...lists[list], { ...lipstick, qty: 1 }];
    if (method === 'DELETE') lists[list] = [];
    return { [list]: lists[list] };
  };
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const headers = { ...(init?.headers as Record<string, string> | undefined) };
    return new Promise<Response>((resolve, reject) => {
      const go = () => resolve(Response.json(answer(method, url)));
      const fail = () => reject(new TypeError('Failed to fetch'));
      calls.push({ method, path: url, headers, go, fail });
      if (!options.hold) go();
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { calls, sent: () => calls.map((c) => `${c.method} ${c.path}`) };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * A signed-in page with an empty cached wishlist, fetch held until the test lets each call go, and
 * `remove(id)`: a wishlist remove as a click makes it, settling 'sent' or 'not sent'.
 */
async function pageWithWishlist(mode: Mode = 'remote') {
  const loaded = await load({}, TOKEN, mode);
  loaded.signIn();
  const server = fakeServer({ hold: true });
  const { wishlistChanges } = await import('@/api/wishlist');
  const { optimisticListOptions } = await import('@/api/optimistic-list');
  const queryClient = new QueryClient();
  queryClient.setQueryData(['user', 'wishlist'], []);
  const remove = (productId: string) =>
    new MutationObserver(queryClient, optimisticListOptions(queryClient, wishlistChanges.remove()))
      .mutate(productId)
      .then(
        () => 'sent',
        () => 'not sent',
      );
  return { ...loaded, server, remove };
}

beforeEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('writes kept for the next page', () => {
  it("keeps a write with the session's token until it is released", async () => {
    const { writes, signIn, kept, storage } = await load();
    signIn();
    const id = writes.holdWrite({ list: 'wishlist', op: 'remove', productId: 'p1' });
    expect(id).toBeDefined();
    expect(kept()).toMatchObject([
      { list: 'wishlist', op: 'remove', productId: 'p1', token: TOKEN },
    ]);
    writes.releaseWrite(id!);
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('keeps nothing without a session to send it with', async () => {
    const { writes, storage } = await load({}, null);
    expect(writes.holdWrite({ list: 'cart', op: 'add', productId: 'p1' })).toBeUndefined();
    expect(storage.getItem(KEY)).toBeNull();
  });

  it("a later page gets its own account's recent writes, in order, and the rest are dropped", async () => {
    const now = Date.now();
    const write = (productId: string, token: string, at: number) => ({
      id: productId,
      list: 'cart',
      op: 'increment',
      productId,
      token,
      at,
    });
    const saved = [
      write('mine-1', TOKEN, now - 1_000),
      write('theirs', 'token-b', now - 1_000),
      write('too-old', TOKEN, now - 11 * 60_000),
      write('mine-2', TOKEN, now - 500),
    ];
    const { writes, kept } = await load({ [KEY]: JSON.stringify(saved) });
    expect(writes.pendingWritesFor(TOKEN, now).map((w) => w.productId)).toEqual([
      'mine-1',
      'mine-2',
    ]);
    expect(kept().map((w) => w.productId)).toEqual(['mine-1', 'mine-2']);
  });

  it('reads anything unreadable as nothing kept', async () => {
    for (const text of ['not json', '{}', JSON.stringify([{ id: 'x', list: 'basket' }])]) {
      const { writes } = await load({ [KEY]: text });
      expect(writes.hasPendingWrites()).toBe(false);
      expect(writes.pendingWritesFor(TOKEN)).toEqual([]);
    }
  });
});

describe('a click queued behind another (a real server)', () => {
  it('is kept from the moment it is queued until its request starts', async () => {
    const { server, remove, kept } = await pageWithWishlist();

    // The first write goes at once: nothing to keep (keepalive carries it past a reload).
    void remove(lipstick._id);
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    expect(kept()).toEqual([]);

    // The second to the same product waits for the first's answer: kept meanwhile.
    void remove(lipstick._id);
    // Another product's write is not queued behind it, so is not kept either.
    void remove(kajal._id);
    await vi.waitFor(() => expect(server.calls).toHaveLength(2));
    await flush();
    expect(kept()).toMatchObject([{ list: 'wishlist', op: 'remove', productId: lipstick._id }]);

    server.calls[0]!.go();
    await vi.waitFor(() => expect(server.calls).toHaveLength(3));
    expect(kept()).toEqual([]);
  });
});

describe('a page going away (a real server)', () => {
  it('sends no kept write, so the next page sends it once', async () => {
    const { server, remove, kept, win } = await pageWithWishlist();

    void remove(lipstick._id);
    const second = remove(lipstick._id);
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    await flush();
    expect(kept()).toHaveLength(1);

    // A reload: the page hides, and its cut-off call lets the queue move on.
    win.dispatchEvent(new Event('pagehide'));
    server.calls[0]!.go();
    expect(await second).toBe('not sent');
    expect(server.calls).toHaveLength(1);
    expect(kept()).toMatchObject([{ op: 'remove', productId: lipstick._id }]);

    // Back from the back/forward cache instead: this page sends again.
    win.dispatchEvent(new Event('pageshow'));
    const third = remove(lipstick._id);
    await vi.waitFor(() => expect(server.calls).toHaveLength(2));
    server.calls[1]!.go();
    expect(await third).toBe('sent');
  });
});

describe('the next page', () => {
  it('sends what the last one left, in order, through the same optimistic changes', async () => {
    const now = Date.now();
    const saved = [
      { id: 'a', list: 'wishlist', op: 'add', productId: lipstick._id, token: TOKEN, at: now },
      { id: 'b', list: 'wishlist', op: 'remove', productId: lipstick._id, token: TOKEN, at: now },
      { id: 'c', list: 'cart', op: 'increment', productId: kajal._id, token: TOKEN, at: now },
      { id: 'd', list: 'cart', op: 'remove', productId: kajal._id, token: 'token-b', at: now },
    ];
    const { signIn, kept } = await load({ [KEY]: JSON.stringify(saved) });
    const server = fakeServer();
    const { sendPendingWrites } = await import('@/api/replay-writes');
    const queryClient = new QueryClient();
    const sending = sendPendingWrites(queryClient);
    // Nothing goes before the saved session is confirmed.
    await flush();
    expect(server.sent()).toEqual([]);
    signIn();
    await sending;

    await vi.waitFor(() => expect(server.calls).toHaveLength(4));
    expect(server.sent()).toEqual([
      `GET /api/products/${lipstick._id}`,
      'POST /api/user/wishlist',
      `POST /api/user/cart/${kajal._id}`,
      `DELETE /api/user/wishlist/${lipstick._id}`,
    ]);
    // The other account's write is never sent, and nothing is left kept.
    expect(kept()).toEqual([]);
    await vi.waitFor(() => expect(queryClient.getQueryData(['user', 'wishlist'])).toEqual([]));
  });

  it('keeps them while signed out, and sends nothing', async () => {
    const now = Date.now();
    const saved = [
      { id: 'a', list: 'cart', op: 'remove', productId: kajal._id, token: TOKEN, at: now },
    ];
    const { session, kept } = await load({ [KEY]: JSON.stringify(saved) });
    const server = fakeServer();
    const { sendPendingWrites } = await import('@/api/replay-writes');
    const sending = sendPendingWrites(new QueryClient());
    session.setSession({ status: 'signedOut', token: null, user: null }, { keepSavedToken: true });
    await sending;
    expect(server.sent()).toEqual([]);
    expect(kept()).toHaveLength(1);
  });
});

describe('with the simulated back end, which dies with the page', () => {
  it('every write is kept from its click until answered, and its request names it', async () => {
    const { server, remove, kept } = await pageWithWishlist('mock');
    const removing = remove(lipstick._id);
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    const [write] = kept() as { id: string; op: string; productId: string }[];
    expect(write).toMatchObject({ op: 'remove', productId: lipstick._id });
    expect(server.calls[0]!.headers['x-glamour-write']).toBe(write!.id);
    server.calls[0]!.go();
    expect(await removing).toBe('sent');
    expect(kept()).toEqual([]);
  });

  it('a reload before the back end has it: the next page sends it, once', async () => {
    const { server, remove, kept, storage, win } = await pageWithWishlist('mock');
    const removing = remove(lipstick._id);
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    // The page goes away and takes the request with it, unanswered.
    win.dispatchEvent(new Event('pagehide'));
    server.calls[0]!.fail();
    expect(await removing).toBe('not sent');
    expect(kept()).toMatchObject([{ op: 'remove', productId: lipstick._id }]);

    const next = await load({ [KEY]: storage.getItem(KEY)! }, TOKEN, 'mock');
    const nextServer = fakeServer();
    const { sendPendingWrites } = await import('@/api/replay-writes');
    next.signIn();
    await sendPendingWrites(new QueryClient());
    await vi.waitFor(() => expect(nextServer.calls).toHaveLength(1));
    await vi.waitFor(() => expect(next.kept()).toEqual([]));
    await flush();
    expect(nextServer.sent()).toEqual([`DELETE /api/user/wishlist/${lipstick._id}`]);
  });

  it('committed by the back end as the page goes: the next page sends nothing', async () => {
    const { server, remove, kept, storage, win } = await pageWithWishlist('mock');
    const removing = remove(lipstick._id);
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    // The back end stores it and says so in the same task (src/main.tsx hands it this), then the
    // page goes before the answer reaches it.
    const { backendAnsweredWrite } = await import('@/lib/backend-ready');
    backendAnsweredWrite(server.calls[0]!.headers['x-glamour-write']!);
    win.dispatchEvent(new Event('pagehide'));
    server.calls[0]!.fail();
    expect(await removing).toBe('not sent');
    expect(kept()).toEqual([]);
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('a request dropped while the page stays is forgotten: the screen took the change back', async () => {
    const { server, remove, kept } = await pageWithWishlist('mock');
    const removing = remove(lipstick._id);
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    server.calls[0]!.fail();
    expect(await removing).toBe('not sent');
    expect(kept()).toEqual([]);
  });

  it('a page back from the back/forward cache does not send again what it has on its way', async () => {
    const { server, remove, kept, win, writes } = await pageWithWishlist('mock');
    void remove(lipstick._id);
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    win.dispatchEvent(new Event('pagehide'));
    win.dispatchEvent(new Event('pageshow'));
    expect(kept()).toHaveLength(1);
    expect(writes.pendingWritesFor(TOKEN)).toEqual([]);
  });
});
