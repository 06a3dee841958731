import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORE_RESET_EVENT } from '@/domain/console';
import type { OrderLifecycleStatus } from '@/domain/order-status';
import type { CartLineRecord } from '@/domain/types';
import { systemClock } from '@backend/clock';
import { createSimulatedBackend } from '@backend/simulated';
import { createEngine, refusal, STORAGE_FULL_MESSAGE, success } from '@backend/store/engine';
import {
  localStoragePersistence,
  memoryPersistence,
  STORE_STORAGE_KEY,
  type StorageHost,
} from '@backend/store/persistence';
import { createMemoryOutbox, queueOrderEmail } from '@backend/store/outbox';
import { dbStateSchema, orderRefundSchema } from '@backend/store/schema';
import { seedProducts, createSeeder, DEMO_USER } from '@backend/store/seed';
import { createMemoryShop } from '@backend/store/shop';
import { describeShopContract } from './contract';
import { ADDRESS_INPUT, PRODUCT } from './support';

const seedState = createSeeder();

describeShopContract('memory', async () => ({
  shop: createMemoryShop(memoryPersistence(), () => seedState(), systemClock()),
  close: async () => undefined,
}));

/** A stand-in for window: a Map-backed localStorage shared by "tabs", and their storage events. */
function fakeBrowser() {
  const data = new Map<string, string>();
  const tabs: ((event: StorageEvent) => void)[][] = [];
  let quotaExceeded = false;
  const localStorage = {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (quotaExceeded) throw new Error('QuotaExceededError');
      data.set(key, value);
    },
    removeItem: (key: string) => void data.delete(key),
  };
  function tab(): StorageHost & { fire: (key: string | null) => void; dispatched: Event[] } {
    const listeners: ((event: StorageEvent) => void)[] = [];
    const dispatched: Event[] = [];
    tabs.push(listeners);
    return {
      localStorage,
      dispatched,
      dispatchEvent: (event) => dispatched.push(event) > 0,
      addEventListener: (_type, listener) => listeners.push(listener),
      removeEventListener: (_type, listener) => listeners.splice(listeners.indexOf(listener), 1),
      fire: (key) => listeners.forEach((l) => l({ key } as StorageEvent)),
    };
  }
  return {
    data,
    tab,
    exceedQuota: () => {
      quotaExceeded = true;
    },
    freeQuota: () => {
      quotaExceeded = false;
    },
  };
}

const seed = () => seedState();
const demoCart = async (store: ReturnType<typeof createMemoryShop>) => {
  const result = await store.carts.lines(DEMO_USER._id);
  if (!result.ok) throw new Error(result.message);
  return result.value.map((l: CartLineRecord) => [l._id, l.qty]);
};

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('browser persistence (localStorage, fake)', () => {
  it('round trip: what one store writes, a store started later reads', async () => {
    const browser = fakeBrowser();
    const first = createMemoryShop(localStoragePersistence(browser.tab()), seed, systemClock());
    await first.carts.add(DEMO_USER._id, PRODUCT.lipstick);
    await first.carts.changeQty(DEMO_USER._id, PRODUCT.lipstick, 'increment');
    expect(browser.data.has(STORE_STORAGE_KEY)).toBe(true);

    const afterReload = createMemoryShop(
      localStoragePersistence(browser.tab()),
      seed,
      systemClock(),
    );
    expect(await demoCart(afterReload)).toEqual([[PRODUCT.lipstick, 2]]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads orders saved before pending orders existed as paid, repeated payment ids and all', async () => {
    const browser = fakeBrowser();
    const saved = await seedState();
    const demo = saved.users.find((u) => u._id === DEMO_USER._id);
    const address = demo?.addresses[0];
    if (!demo || !address) throw new Error('the seed has no demo address');
    // The old shape: no status, payment or paidAt; one payment id on two orders (the old bug).
    const legacy = (id: string) => ({
      _id: id,
      orderProducts: [],
      amount: 478,
      couponCode: null,
      deliveryAddress: address,
      paymentId: 'pay_reused',
      userEmail: demo.email,
      createdAt: '2026-11-01T10:00:00+05:30',
    });
    const raw = {
      ...saved,
      users: saved.users.map((u) =>
        u === demo ? { ...u, orders: [legacy('o1'), legacy('o2')] } : u,
      ),
    };
    browser.data.set(STORE_STORAGE_KEY, JSON.stringify(raw));
    const store = createMemoryShop(localStoragePersistence(browser.tab()), seed, systemClock());
    const orders = await store.orders.list(DEMO_USER._id);
    expect(orders.ok && orders.value.map((o) => [o._id, o.status, o.payment])).toEqual([
      ['o1', 'paid', null],
      ['o2', 'paid', null],
    ]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('seeds an empty storage and saves a valid, versioned store', async () => {
    const browser = fakeBrowser();
    const store = createMemoryShop(localStoragePersistence(browser.tab()), seed, systemClock());
    expect(await store.catalog.list()).toHaveLength(25);
    const saved = JSON.parse(browser.data.get(STORE_STORAGE_KEY) ?? 'null') as unknown;
    expect(dbStateSchema.safeParse(saved).success).toBe(true);
    expect(saved).toMatchObject({ version: 3 });
    expect(JSON.stringify(saved)).not.toContain(DEMO_USER.password);
  });

  it.each([
    ['not JSON', '{"version":1,"products":[', /not valid JSON/, 'corrupt'],
    ['JSON of the wrong shape', '"hello"', /outdated/, 'outdated'],
    [
      'an older version',
      JSON.stringify({ version: 0, items: [] }),
      /outdated \(version 0/,
      'outdated',
    ],
    // Lists holding something that is not a record: a migration step cannot read them. They used
    // to throw inside it, and every call answered 500 for good.
    [
      'an older version with a null product',
      JSON.stringify({ version: 1, products: [null], users: [] }),
      /damaged \(its migration from version 1 failed/,
      'damaged',
    ],
    [
      'an older version with a cart line that is a number',
      JSON.stringify({ version: 1, products: [], users: [{ cart: [5] }] }),
      /damaged \(its migration from version 1 failed/,
      'damaged',
    ],
    [
      'an older version with a null order',
      JSON.stringify({ version: 2, products: [], users: [{ orders: [null] }] }),
      /damaged \(its migration from version 2 failed/,
      'damaged',
    ],
    [
      'a broken invariant (qty 0)',
      'BROKEN_QTY', // replaced below with a real store whose cart line has qty 0
      /damaged/,
      'damaged',
    ],
  ])(
    'recovers from %s: back to the seed with a warning and an event, no crash',
    async (_, raw, message, reason) => {
      const browser = fakeBrowser();
      if (raw === 'BROKEN_QTY') {
        const state = await seedState();
        const product = seedProducts[0];
        if (!product) throw new Error('no seed product');
        state.users[0]?.cart.push({ ...product, qty: 0, createdAt: 'x', updatedAt: 'x' });
        browser.data.set(STORE_STORAGE_KEY, JSON.stringify(state));
      } else {
        browser.data.set(STORE_STORAGE_KEY, raw);
      }
      const page = browser.tab();
      const store = createMemoryShop(localStoragePersistence(page), seed, systemClock());
      expect(await store.catalog.list()).toHaveLength(25);
      expect(await demoCart(store)).toEqual([]);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toMatch(message);
      // The page hears about it once, with the reason, so it can tell the shopper.
      expect(page.dispatched.map((e) => [e.type, (e as CustomEvent<unknown>).detail])).toEqual([
        [STORE_RESET_EVENT, reason],
      ]);
      // The reset store was saved, so the next load is clean.
      const nextPage = browser.tab();
      const again = createMemoryShop(localStoragePersistence(nextPage), seed, systemClock());
      await again.catalog.list();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(nextPage.dispatched).toEqual([]);
    },
  );

  it('picks up another tab’s changes (storage event, or a changed copy at the next call)', async () => {
    const browser = fakeBrowser();
    const tabA = browser.tab();
    const a = createMemoryShop(localStoragePersistence(tabA), seed, systemClock());
    const b = createMemoryShop(localStoragePersistence(browser.tab()), seed, systemClock());
    expect(await demoCart(a)).toEqual([]);
    await b.carts.add(DEMO_USER._id, PRODUCT.perfume);
    tabA.fire(STORE_STORAGE_KEY);
    expect(await demoCart(a)).toEqual([[PRODUCT.perfume, 1]]);
    // No event this time (it may arrive late): a write still starts from the other tab's data.
    await b.carts.add(DEMO_USER._id, PRODUCT.lipstick);
    await a.carts.changeQty(DEMO_USER._id, PRODUCT.perfume, 'increment');
    expect(await demoCart(b)).toEqual([
      [PRODUCT.perfume, 2],
      [PRODUCT.lipstick, 1],
    ]);
  });

  it('refuses a write the storage cannot keep (unsaved), changing nothing, and works again after', async () => {
    const browser = fakeBrowser();
    const store = createMemoryShop(localStoragePersistence(browser.tab()), seed, systemClock());
    await store.carts.add(DEMO_USER._id, PRODUCT.perfume);
    const saved = browser.data.get(STORE_STORAGE_KEY);
    browser.exceedQuota();
    const added = await store.carts.add(DEMO_USER._id, PRODUCT.lipstick);
    expect(added).toEqual({ ok: false, reason: 'unsaved', message: STORAGE_FULL_MESSAGE });
    expect(warn).toHaveBeenCalledWith(
      '[glamour] could not save the store to localStorage',
      expect.any(Error),
    );
    // Neither this page's copy nor the saved one changed: a reload shows what this page shows.
    expect(await demoCart(store)).toEqual([[PRODUCT.perfume, 1]]);
    expect(browser.data.get(STORE_STORAGE_KEY)).toBe(saved);
    await expect(store.admin.reset()).rejects.toThrow(STORAGE_FULL_MESSAGE);
    await expect(store.admin.replace(await seed())).rejects.toThrow(STORAGE_FULL_MESSAGE);
    expect(await demoCart(store)).toEqual([[PRODUCT.perfume, 1]]);
    browser.freeQuota();
    expect((await store.carts.add(DEMO_USER._id, PRODUCT.lipstick)).ok).toBe(true);
  });
});

describe('transactions', () => {
  it('a write that refuses or throws changes nothing', async () => {
    const engine = createEngine(memoryPersistence(), seed);
    const before = await engine.read((db) => structuredClone(db));
    const refused = await engine.write((draft) => {
      draft.todos = [];
      draft.users[0]?.cart.push({} as CartLineRecord);
      return refusal('invalid', 'no');
    });
    expect(refused.ok).toBe(false);
    await expect(
      engine.write((draft) => {
        draft.subscribers.push('x@example.com');
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await engine.read((db) => structuredClone(db))).toEqual(before);
    // ...and the engine still works after a failed write.
    expect((await engine.write(() => success(1))).ok).toBe(true);
  });

  it('concurrent writes never lose an update', async () => {
    const store = createMemoryShop(memoryPersistence(), seed, systemClock());
    const ids = seedProducts.filter((p) => p.inStock).map((p) => p._id);
    await Promise.all(ids.map((id) => store.carts.add(DEMO_USER._id, id)));
    expect((await demoCart(store)).map(([id]) => id)).toEqual(ids);
    const same = await Promise.all(
      Array.from({ length: 5 }, () =>
        store.carts.changeQty(DEMO_USER._id, PRODUCT.lipstick, 'increment'),
      ),
    );
    expect(same.every((r) => r.ok)).toBe(true);
    expect((await demoCart(store)).find(([id]) => id === PRODUCT.lipstick)).toEqual([
      PRODUCT.lipstick,
      6,
    ]);
    const duplicates = await Promise.all(
      Array.from({ length: 5 }, () => store.wishlists.add(DEMO_USER._id, PRODUCT.perfume)),
    );
    expect(duplicates.filter((r) => r.ok)).toHaveLength(1);
  });
});

/** The API of a page whose store is in `tab`'s localStorage (a new one is a reload). */
function pageApi(tab: ReturnType<ReturnType<typeof fakeBrowser>['tab']>) {
  const { api } = createSimulatedBackend({ persistence: localStoragePersistence(tab) });
  return async <T = Record<string, unknown>>(
    method: string,
    path: string,
    { token, body }: { token?: string; body?: unknown } = {},
  ) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = token;
    const response = await api.request(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  };
}

async function demoLogin(page: ReturnType<typeof pageApi>): Promise<string> {
  const { body } = await page<{ encodedToken: string }>('POST', '/api/auth/login', {
    body: { email: DEMO_USER.email, password: DEMO_USER.password },
  });
  return body.encodedToken;
}

describe('the store behind the API', () => {
  it('persists what the API writes (browser persistence)', async () => {
    const browser = fakeBrowser();
    const page = pageApi(browser.tab());
    const token = await demoLogin(page);
    await page('POST', '/api/user/cart', { token, body: { product: { _id: PRODUCT.lipstick } } });
    const reloaded = pageApi(browser.tab()); // "reload the page"
    const { body } = await reloaded<{ cart: CartLineRecord[] }>('GET', '/api/user/cart', { token });
    expect(body.cart.map((l) => l._id)).toEqual([PRODUCT.lipstick]);
  });
});

describe('generated catalogue (?catalog=N)', () => {
  it('is deterministic, valid, and reuses the seed artwork', async () => {
    const a = await seedState({ catalogSize: 2000 });
    const b = await seedState({ catalogSize: 2000 });
    expect(a.products).toHaveLength(2000);
    expect(a.products).toEqual(b.products);
    expect(a.products.slice(0, 25)).toEqual(seedProducts);
    expect(new Set(a.products.map((p) => p._id)).size).toBe(2000);
    expect(dbStateSchema.safeParse(a).success).toBe(true);
    const images = new Set(seedProducts.map((p) => p.image));
    expect(a.products.every((p) => images.has(p.image))).toBe(true);
    expect(new Set(a.products.map((p) => p.brand)).size).toBe(8);
    for (const p of a.products) {
      expect(Number(p.price)).toBeLessThanOrEqual(Number(p.originalPrice));
      expect(Number(p.ratings.value)).toBeGreaterThanOrEqual(1);
      expect(Number(p.ratings.value)).toBeLessThanOrEqual(5);
    }
    expect((await seedState({ catalogSize: 10 })).products).toHaveLength(10);
  });
});

describe('a full browser storage, through the API', () => {
  it('answers 507 with a clear message; nothing is reported done or kept', async () => {
    const browser = fakeBrowser();
    const call = pageApi(browser.tab());
    const token = await demoLogin(call);
    browser.exceedQuota();
    const cart = await call('POST', '/api/user/cart', {
      token,
      body: { product: { _id: PRODUCT.lipstick } },
    });
    expect(cart).toEqual({ status: 507, body: { errors: [STORAGE_FULL_MESSAGE] } });
    const order = await call('POST', '/api/user/addresses', {
      token,
      body: {
        address: { ...ADDRESS_INPUT, userName: 'Asha' },
      },
    });
    expect(order.status).toBe(507);
    expect((await call('POST', '/api/_console/reset')).status).toBe(507);
    const reloaded = pageApi(browser.tab()); // "reload the page"
    const after = await reloaded<{ cart: CartLineRecord[] }>('GET', '/api/user/cart', { token });
    expect(after.body.cart).toEqual([]);
  });
});

describe("an order's refunds as the store reads them", () => {
  const refund = {
    id: 'rfnd_1',
    providerRefundId: 'rfnd_1',
    amount: 478,
    status: 'failed',
    reason: 'Paid twice',
    createdAt: '2026-01-15T05:00:00Z',
  };
  it('keeps the payment of a refund of no units, and refuses one on a refund of units', () => {
    expect(orderRefundSchema.parse({ ...refund, lines: [], paymentId: 'pay_2' })).toMatchObject({
      paymentId: 'pay_2',
    });
    const units = { ...refund, lines: [{ productId: 'p1', qty: 1 }] };
    expect(orderRefundSchema.safeParse(units).success).toBe(true);
    const wrong = orderRefundSchema.safeParse({ ...units, paymentId: 'pay_2' });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]).toMatchObject({ path: ['paymentId'] });
  });
});

describe('the in-page outbox in a write the storage refuses', () => {
  const owed = (seq: number, status: OrderLifecycleStatus, previous: OrderLifecycleStatus | null) =>
    ({
      orderId: 'o1',
      userId: 'u1',
      seq,
      status,
      previous,
      at: '2026-01-01T00:00:00.000Z',
    }) as const;

  it('is left as it was: no email owed, no claim counted, nothing marked sent', async () => {
    let saves = true;
    const engine = createEngine({ ...memoryPersistence(), save: () => saves }, () => seedState());
    const outbox = createMemoryOutbox(engine);
    const queued = await engine.write((db) => {
      queueOrderEmail(db, owed(1, 'paid', null));
      return success(undefined);
    });
    expect(queued.ok).toBe(true);
    expect(await outbox.ofOrder('o1')).toHaveLength(1);

    saves = false;
    // An email owed in a write the storage refuses, and in a write its own rule refuses.
    const unsaved = await engine.write((db) => {
      queueOrderEmail(db, owed(2, 'shipped', 'paid'));
      return success(undefined);
    });
    expect(unsaved.ok).toBe(false);
    await engine.write((db) => {
      queueOrderEmail(db, owed(3, 'delivered', 'shipped'));
      return refusal('conflict', 'refused');
    });
    // A claim the storage refuses takes nothing and counts no attempt.
    const later = new Date('2026-01-02T00:00:00.000Z');
    expect(await outbox.claim(later, 10, 60_000)).toEqual([]);
    expect(await outbox.ofOrder('o1')).toEqual([
      expect.objectContaining({ seq: 1, attempts: 0, nextAttemptAt: '2026-01-01T00:00:00.000Z' }),
    ]);

    saves = true;
    const [claimed] = await outbox.claim(later, 10, 60_000);
    expect(claimed).toMatchObject({ seq: 1, attempts: 1 });
    saves = false;
    expect(await outbox.markSent(claimed?.id ?? '', 1, later)).toBe(false);
    expect(await outbox.ofOrder('o1')).toEqual([
      expect.objectContaining({ attempts: 1, sentAt: null }),
    ]);
  });
});
