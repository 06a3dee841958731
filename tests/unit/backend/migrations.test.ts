import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORE_RESET_EVENT } from '@/domain/console';
import { createEngine, NEWER_STORE_MESSAGE, success } from '@backend/store/engine';
import { migrate, MIGRATIONS, type Migration } from '@backend/store/migrations';
import {
  localStoragePersistence,
  STORE_STORAGE_KEY,
  type StorageHost,
} from '@backend/store/persistence';
import { DB_VERSION, dbStateSchema, type DbState } from '@backend/store/schema';
import { DEMO_USER, seedProducts, createSeeder } from '@backend/store/seed';
import { systemClock } from '@backend/clock';
import { createMemoryShop } from '@backend/store/shop';

const seedState = createSeeder();

/** One tab's window over a Map-backed localStorage. */
function fakeTab(data = new Map<string, string>()) {
  const dispatched: Event[] = [];
  const host: StorageHost = {
    localStorage: {
      getItem: (key) => data.get(key) ?? null,
      setItem: (key, value) => void data.set(key, value),
      removeItem: (key) => void data.delete(key),
    },
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: (event) => dispatched.push(event) > 0,
  };
  return { data, host, dispatched };
}

/** A store with a shopper's data in it: a cart line, a wishlist entry, an order. */
async function storeWithData(): Promise<DbState> {
  const state = await seedState();
  const [a, b] = seedProducts;
  const demo = state.users[0];
  if (!a || !b || !demo) throw new Error('seed data missing');
  demo.cart.push({ ...a, qty: 2, createdAt: 't1', updatedAt: 't1' });
  demo.wishlist.push({ ...b, createdAt: 't2', updatedAt: 't2' });
  demo.orders.push({
    _id: 'order-1',
    status: 'paid',
    orderProducts: [{ ...b, qty: 1, createdAt: 't0', updatedAt: 't0' }],
    amount: 300,
    couponCode: null,
    deliveryAddress: demo.addresses[0]!,
    paymentId: 'pay_1',
    payment: null,
    userEmail: demo.email,
    createdAt: 't3',
    paidAt: 't3',
    idempotencyKey: null,
    paymentMethod: 'online',
    holdUntil: null,
    timeline: [{ status: 'paid', at: 't3' }],
    shipment: null,
    deliveredAt: null,
    returnBy: null,
    returnRequest: null,
    refunds: [],
  });
  state.subscribers.push('fan@example.com');
  return state;
}

let warn: ReturnType<typeof vi.spyOn>;
let info: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
  info.mockRestore();
});

describe('migrate (pure)', () => {
  it('tells current, newer and unknown versions apart', () => {
    expect(migrate({ version: 1 }, 1, {})).toEqual({ kind: 'current', value: { version: 1 } });
    expect(migrate({ version: 7 }, 1, {})).toEqual({ kind: 'newer', version: 7 });
    expect(migrate({ version: 0 }, 1, {})).toEqual({ kind: 'unknown', version: 0 });
    expect(migrate({ version: '1' }, 1, {})).toEqual({ kind: 'unknown', version: '1' });
    expect(migrate('hello', 1, {})).toEqual({ kind: 'unknown', version: undefined });
  });

  it('runs each step in turn and stamps each new version', () => {
    const seen: number[] = [];
    const step =
      (n: number): Migration =>
      (store) => {
        seen.push(store.version as number);
        return { ...store, [`v${n + 1}`]: true };
      };
    const result = migrate({ version: 1, kept: 'yes' }, 4, { 1: step(1), 2: step(2), 3: step(3) });
    expect(seen).toEqual([1, 2, 3]);
    expect(result).toEqual({
      kind: 'migrated',
      from: 1,
      value: { version: 4, kept: 'yes', v2: true, v3: true, v4: true },
    });
  });

  it('the shipped table has a step for every version below the current one', () => {
    for (let v = 1; v < DB_VERSION; v += 1) expect(MIGRATIONS[v]).toBeTypeOf('function');
  });
});

describe('a migration from the current version to the next one', () => {
  // What the next version bump will look like: orders gain a status, every order so far was paid.
  const toNext: Migration = (store) => ({
    ...store,
    users: (store.users as DbState['users']).map((user) => ({
      ...user,
      orders: user.orders.map((order) => ({ ...order, status: 'paid' })),
    })),
  });

  it('keeps every account, cart, wishlist, address, order and subscriber', async () => {
    const current = await storeWithData();
    const result = migrate(structuredClone(current), DB_VERSION + 1, { [DB_VERSION]: toNext });
    expect(result.kind).toBe('migrated');
    if (result.kind !== 'migrated') return;
    const next = result.value as DbState & { version: number };
    expect(next.version).toBe(DB_VERSION + 1);
    const { users, ...rest } = next;
    const { users: oldUsers, ...oldRest } = current;
    expect({ ...rest, version: DB_VERSION }).toEqual(oldRest);
    expect(users).toEqual(
      oldUsers.map((u) => ({ ...u, orders: u.orders.map((o) => ({ ...o, status: 'paid' })) })),
    );
    // The step never changes its input: a failed load can still fall back to what was there.
    expect(current.version).toBe(DB_VERSION);
  });
});

describe('the engine and saved store versions', () => {
  it('leaves a newer store untouched, refuses writes with a reload message, and says so', async () => {
    const tab = fakeTab();
    const newer = JSON.stringify({ ...(await storeWithData()), version: DB_VERSION + 1, more: 1 });
    tab.data.set(STORE_STORAGE_KEY, newer);
    const store = createMemoryShop(
      localStoragePersistence(tab.host),
      () => seedState(),
      systemClock(),
    );
    // The page still shows the catalogue...
    expect(await store.catalog.list()).toHaveLength(25);
    // ...but changes nothing it cannot read.
    expect(await store.carts.add(DEMO_USER._id, seedProducts[0]!._id)).toEqual({
      ok: false,
      reason: 'unsaved',
      message: NEWER_STORE_MESSAGE,
    });
    await expect(store.admin.reset()).rejects.toThrow(NEWER_STORE_MESSAGE);
    await expect(store.admin.replace(await seedState())).rejects.toThrow(NEWER_STORE_MESSAGE);
    expect(tab.data.get(STORE_STORAGE_KEY)).toBe(newer);
    expect(tab.dispatched.map((e) => [e.type, (e as CustomEvent<unknown>).detail])).toEqual([
      [STORE_RESET_EVENT, 'newer'],
    ]);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/from a newer version/);
  });

  it('migrates an older store, keeping its data, and saves it at the current version', async () => {
    const tab = fakeTab();
    const current = await storeWithData();
    // An "older version" for this test: the same shape without subscribers, one version back.
    const { subscribers: _dropped, ...older } = { ...current, version: DB_VERSION - 1 };
    tab.data.set(STORE_STORAGE_KEY, JSON.stringify(older));
    const addSubscribers: Migration = (store) => ({ ...store, subscribers: [] });
    const engine = createEngine(localStoragePersistence(tab.host), () => seedState(), {
      migrations: { [DB_VERSION - 1]: addSubscribers },
    });
    const loaded = await engine.read((db) => structuredClone(db));
    expect(loaded).toEqual({ ...current, subscribers: [] });
    expect(tab.dispatched).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
    const saved = JSON.parse(tab.data.get(STORE_STORAGE_KEY) ?? 'null') as unknown;
    expect(dbStateSchema.parse(saved)).toEqual({ ...current, subscribers: [] });
    // And it is a working store from then on.
    expect((await engine.write(() => success(1))).ok).toBe(true);
  });
});

describe('the shipped step from version 1 (stock)', () => {
  it('gives every product and every copy of one a stock, and the engine reads it at version 2', async () => {
    const current = await storeWithData();
    const strip = <T extends { stock?: number }>(record: T) => {
      const { stock: _stock, ...rest } = record;
      return rest;
    };
    // A version 1 store: no stock anywhere, no stock levels.
    const { stockLevels: _levels, ...v1 } = {
      ...current,
      version: 1,
      products: current.products.map(strip),
      users: current.users.map((u) => ({
        ...u,
        cart: u.cart.map(strip),
        wishlist: u.wishlist.map(strip),
        orders: u.orders.map((o) => ({ ...o, orderProducts: o.orderProducts.map(strip) })),
      })),
    };
    const result = migrate(v1, DB_VERSION);
    expect(result.kind).toBe('migrated');
    if (result.kind !== 'migrated') return;
    const parsed = dbStateSchema.parse(result.value);
    expect(parsed.products).toEqual(current.products);
    expect(parsed.products.filter((p) => p.stock === 0).map((p) => p.inStock)).toEqual([
      false,
      false,
      false,
    ]);
    expect(parsed.stockLevels[current.products[0]!._id]).toEqual({ onHand: 20, held: 0 });
    expect(parsed.users).toEqual(current.users);
  });
});

describe('the shipped step from version 2 (after the sale)', () => {
  it('gives every order its timeline and its refunds, and keeps everything else', async () => {
    const current = await storeWithData();
    const demo = current.users[0]!;
    const base = demo.orders[0]!;
    // Version 2 orders: no timeline, shipment, delivery or return; at most one `refund`.
    const v2Order = (order: Record<string, unknown>) => {
      const {
        timeline: _t,
        shipment: _s,
        deliveredAt: _d,
        returnBy: _r,
        returnRequest: _q,
        refunds: _f,
        ...rest
      } = order;
      return rest;
    };
    const orders = [
      { ...v2Order(base), _id: 'paid', refund: null },
      {
        ...v2Order(base),
        _id: 'cod',
        status: 'placed',
        paymentMethod: 'cod',
        paymentId: null,
        paidAt: null,
        createdAt: 't5',
        refund: null,
      },
      {
        ...v2Order(base),
        _id: 'late',
        status: 'refunded',
        paymentId: null,
        paidAt: null,
        createdAt: 't6',
        refund: { id: 'rfnd_1', amount: 300, status: 'processed', reason: 'sold out' },
      },
    ];
    const v2 = {
      ...current,
      version: 2,
      users: current.users.map((u) => (u === demo ? { ...u, orders } : u)),
    };
    const result = migrate(v2, DB_VERSION);
    expect(result.kind).toBe('migrated');
    if (result.kind !== 'migrated') return;
    const parsed = dbStateSchema.parse(result.value);
    const after = parsed.users[0]!.orders;
    expect(after.map((o) => [o._id, o.status, o.timeline])).toEqual([
      [
        'paid',
        'paid',
        [
          { status: 'pending', at: 't3' },
          { status: 'paid', at: 't3' },
        ],
      ],
      ['cod', 'placed', [{ status: 'placed', at: 't5' }]],
      [
        'late',
        'refunded',
        [
          { status: 'pending', at: 't6' },
          { status: 'refunded', at: 't6' },
        ],
      ],
    ]);
    expect(after[2]?.refunds).toEqual([
      {
        id: 'rfnd_1',
        providerRefundId: 'rfnd_1',
        amount: 300,
        status: 'processed',
        reason: 'sold out',
        createdAt: 't6',
        lines: [],
      },
    ]);
    for (const order of after)
      expect(order).toMatchObject({
        shipment: null,
        deliveredAt: null,
        returnBy: null,
        returnRequest: null,
      });
    expect(after[0]?.refunds).toEqual([]);
    expect(after[0]?.orderProducts).toEqual(base.orderProducts);
    expect(parsed.products).toEqual(current.products);
  });
});
