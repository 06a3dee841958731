import { describe, expect, it } from 'vitest';
import type { BackendSettings, LogEntry, RouteInfo } from '@/domain/console';
import type { CartLineRecord } from '@/domain/types';
import { API_RESOURCES } from '@backend/app';
import { call, DEMO, type ErrorBody, loginDemo, PRODUCT, send, setupBackend } from './support';

setupBackend();

type SettingsBody = ErrorBody & { settings: BackendSettings };
type LogBody = ErrorBody & { entries: LogEntry[] };

const setSettings = (settings: unknown) =>
  call<SettingsBody>('POST', '/api/_console/settings', { body: { settings } });
const lastSeq = async () =>
  (await call<LogBody>('GET', '/api/_console/log')).body.entries.at(-1)?.seq ?? 0;

describe('settings and failure injection', () => {
  it('GET answers the settings (latency 0 in Node), POST replaces them', async () => {
    expect(await call('GET', '/api/_console/settings')).toEqual({
      status: 200,
      body: { settings: { latencyMs: 0, failures: {} } },
    });
    const next = { latencyMs: 0, failures: { cart: '500', wishlist: 'none' } };
    expect(await setSettings(next)).toEqual({ status: 200, body: { settings: next } });
    expect((await call<SettingsBody>('GET', '/api/_console/settings')).body.settings).toEqual(next);
  });

  it.each([
    [{ latencyMs: 3001, failures: {} }, 'settings.latencyMs: must be at most 3000'],
    [{ latencyMs: -1, failures: {} }, 'settings.latencyMs: must be at least 0'],
    [
      { latencyMs: 1.5, failures: {} },
      'settings.latencyMs: must be a whole number of milliseconds',
    ],
    [{ latencyMs: 0, failures: { cart: 'explode' } }, /settings\.failures\.cart/],
    [{ latencyMs: 0, failures: { console: '500' } }, /settings\.failures/],
    [{ latencyMs: 0 }, /settings\.failures/],
    [{ latencyMs: 0, failures: {}, extra: 1 }, /Unrecognized key/],
  ])('refuses invalid settings %j with 400 and keeps the old ones', async (settings, message) => {
    const answer = await setSettings(settings);
    expect(answer.status).toBe(400);
    expect(
      answer.body.errors?.some((e) =>
        typeof message === 'string' ? e === message : message.test(e),
      ),
    ).toBe(true);
    expect((await call<SettingsBody>('GET', '/api/_console/settings')).body.settings).toEqual({
      latencyMs: 0,
      failures: {},
    });
  });

  it("'500' makes one group answer 500; the others and the console are untouched", async () => {
    await setSettings({ latencyMs: 0, failures: { products: '500' } });
    expect(await call('GET', '/api/products')).toEqual({
      status: 500,
      body: { errors: ['Simulated server failure'] },
    });
    expect((await call('GET', `/api/products/${PRODUCT.lipstick}`)).status).toBe(500);
    expect((await call('GET', '/api/categories')).status).toBe(200);
    expect((await call('GET', '/api/_console/settings')).status).toBe(200);
  });

  it("'network' makes requests fail to connect", async () => {
    await setSettings({ latencyMs: 0, failures: { categories: 'network' } });
    await expect(fetch('http://localhost/api/categories')).rejects.toThrow();
    expect((await call('GET', '/api/products')).status).toBe(200);
  });

  it("'hang' never answers", async () => {
    await setSettings({ latencyMs: 0, failures: { 'test-todos': 'hang' } });
    await expect(
      fetch('http://localhost/api/test-todos', { signal: AbortSignal.timeout(150) }),
    ).rejects.toThrow();
  });

  it('latency delays every shop call, not the console', async () => {
    // Far apart, so a loaded machine's own delays cannot blur the two.
    await setSettings({ latencyMs: 1500, failures: {} });
    let started = performance.now();
    await call('GET', '/api/coupons');
    expect(performance.now() - started).toBeGreaterThanOrEqual(1490);
    started = performance.now();
    await call('GET', '/api/_console/settings');
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('request log', () => {
  it('records method, path, status and time of API calls, not console calls', async () => {
    const after = await lastSeq();
    await call('GET', '/api/products');
    await call('GET', '/api/products/nope');
    await call('POST', '/api/newsletter', { body: { email: 'x' } });
    const { body } = await call<LogBody>('GET', `/api/_console/log?after=${after}`);
    expect(body.entries.map((e) => [e.method, e.path, e.status])).toEqual([
      ['GET', '/api/products', 200],
      ['GET', '/api/products/nope', 404],
      ['POST', '/api/newsletter', 400],
    ]);
    const [first] = body.entries;
    expect(first?.seq).toBe(after + 1);
    expect(first?.ms).toBeGreaterThanOrEqual(0);
    expect(new Date(first?.at ?? '').toISOString()).toBe(first?.at);
  });

  it('logs injected failures (status 0 for a network error) and keeps the last 200', async () => {
    await setSettings({ latencyMs: 0, failures: { coupons: 'network' } });
    const after = await lastSeq();
    await send('/api/coupons').catch(() => undefined);
    const { body } = await call<LogBody>('GET', `/api/_console/log?after=${after}`);
    expect(body.entries.map((e) => [e.path, e.status])).toEqual([['/api/coupons', 0]]);
    await Promise.all(Array.from({ length: 210 }, () => call('GET', '/api/categories')));
    expect((await call<LogBody>('GET', '/api/_console/log')).body.entries).toHaveLength(200);
  });

  it('refuses a bad ?after', async () => {
    const answer = await call('GET', '/api/_console/log?after=abc');
    expect(answer).toEqual({ status: 400, body: { errors: ['after: must be a whole number'] } });
  });
});

describe('reset, export and import', () => {
  const cartOf = async (token: string) =>
    (await call<{ cart: CartLineRecord[] }>('GET', '/api/user/cart', { token })).body.cart.map(
      (l) => l._id,
    );

  it('reset returns the store to the seed', async () => {
    const token = await loginDemo();
    await call('POST', '/api/user/cart', { token, body: { product: { _id: PRODUCT.lipstick } } });
    expect(await call('POST', '/api/_console/reset')).toEqual({ status: 200, body: { ok: true } });
    expect(await cartOf(token)).toEqual([]);
  });

  it('export then import restores the same data (round trip)', async () => {
    const token = await loginDemo();
    await call('POST', '/api/user/cart', { token, body: { product: { _id: PRODUCT.lipstick } } });
    const exported = await call<{ store: unknown }>('GET', '/api/_console/store');
    expect(exported.status).toBe(200);
    expect(JSON.stringify(exported.body)).not.toContain('glam1234');
    await call('POST', '/api/_console/reset');
    expect(await cartOf(token)).toEqual([]);
    expect(
      await call('POST', '/api/_console/store', { body: { store: exported.body.store } }),
    ).toEqual({
      status: 200,
      body: { ok: true },
    });
    expect(await cartOf(token)).toEqual([PRODUCT.lipstick]);
    expect((await call('GET', '/api/_console/store')).body).toEqual(exported.body);
  });

  it('refuses a bad file with 400 and messages, changing nothing', async () => {
    const token = await loginDemo();
    await call('POST', '/api/user/cart', { token, body: { product: { _id: PRODUCT.lipstick } } });
    const good = (await call<{ store: Record<string, unknown> }>('GET', '/api/_console/store')).body
      .store;
    const users = good.users as { cart: CartLineRecord[] }[];
    const line = users[0]?.cart[0] as CartLineRecord;
    const bad: [unknown, RegExp][] = [
      [{ ...good, version: 99 }, /store\.version/],
      [{ ...good, products: 'none' }, /store\.products/],
      [{ ...good, users: [{ ...users[0], cart: [line, line] }] }, /duplicate cart line/],
      [
        { ...good, users: [{ ...users[0], cart: [{ ...line, qty: 0 }] }] },
        /store\.users\.0\.cart\.0\.qty/,
      ],
      [undefined, /store: /],
      // A price past what a JS number holds was taken, then read as 0: that product sold for free.
      [
        {
          ...good,
          products: (good.products as Record<string, unknown>[]).map((p, i) =>
            i === 0 ? { ...p, price: '9'.repeat(1500) } : p,
          ),
        },
        /store\.products\.0\.price: must be a number written as text, below 1000000000/,
      ],
    ];
    for (const [store, message] of bad) {
      const answer = await call('POST', '/api/_console/store', { body: { store } });
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.some((e) => message.test(e))).toBe(true);
    }
    const malformed = await call('POST', '/api/_console/store', { rawBody: '{"store": {' });
    expect(malformed.status).toBe(400);
    expect(await cartOf(token)).toEqual([PRODUCT.lipstick]);
  });
});

describe('route table', () => {
  it('lists every live route with its group, and not the 404 answer', async () => {
    const { status, body } = await call<{ routes: RouteInfo[] }>('GET', '/api/_console/routes');
    expect(status).toBe(200);
    // The shop's 24 routes, the order and tester extras, logout, the guest and test-payment
    // routes, the console's 9 (with a product's stock and an order's payment events), the
    // reviews' 9, the payment webhook, and after the sale the shopper's 2 (an order, a return)
    // and the operator's 6 (list, ship, deliver, receive, refuse, a failed refund asked again)
    // (docs/api.md lists them all).
    expect(body.routes).toHaveLength(58);
    expect(new Set(body.routes.map((r) => `${r.method} ${r.path}`)).size).toBe(58);
    for (const route of body.routes) {
      const mount = API_RESOURCES.find((r) => route.path.startsWith(r.base));
      expect(route.group, `${route.method} ${route.path}`).toBe(mount?.group);
    }
    expect(body.routes).toContainEqual({ method: 'GET', path: '/api/products', group: 'products' });
    expect(body.routes).toContainEqual({
      method: 'POST',
      path: '/api/_console/orders/:id/refunds/:refundId/retry',
      group: 'console',
    });
    expect(body.routes).toContainEqual({
      method: 'DELETE',
      path: '/api/test-todos/:id',
      group: 'test-todos',
    });
    expect(body.routes).toContainEqual({
      method: 'POST',
      path: '/api/user/orders',
      group: 'orders',
    });
    expect(body.routes).toContainEqual({
      method: 'GET',
      path: '/api/_console/routes',
      group: 'console',
    });
    expect(body.routes.some((r) => r.path === '/api/*')).toBe(false);
  });
});

describe('import normalises and bounds the store', () => {
  type Row = { email: string; passwordHash: string; extra: Record<string, string> };
  const exported = async () =>
    (await call<{ store: { users: Row[]; todos: unknown[] } }>('GET', '/api/_console/store')).body
      .store;

  it('counts a text in characters, as the shop does: a review with emoji comes back whole', async () => {
    const store = (
      await call<{ store: { reviews: { body: string }[] } }>('GET', '/api/_console/store')
    ).body.store;
    const [review, ...rest] = store.reviews;
    if (!review) throw new Error('the seed has no review');
    // 1,500 characters (the review form takes 2,000), 3,000 UTF-16 units.
    const long = { ...review, body: '💄'.repeat(1500) };
    const imported = await call('POST', '/api/_console/store', {
      body: { store: { ...store, reviews: [long, ...rest] } },
    });
    expect(imported.status).toBe(200);
    const again = await call<{ store: { reviews: { body: string }[] } }>(
      'GET',
      '/api/_console/store',
    );
    expect(again.body.store.reviews[0]?.body).toBe(long.body);
  });

  it('stores emails trimmed and lower-case, so a mixed-case account can log in', async () => {
    const store = await exported();
    const [demo, ...rest] = store.users;
    const shouting = { ...(demo as Row), email: `  ${DEMO.email.toUpperCase()} ` };
    expect(
      (
        await call('POST', '/api/_console/store', {
          body: { store: { ...store, users: [shouting, ...rest] } },
        })
      ).status,
    ).toBe(200);
    expect((await exported()).users[0]?.email).toBe(DEMO.email);
    const login = await call('POST', '/api/auth/login', {
      body: { email: DEMO.email, password: DEMO.password },
    });
    expect(login.status).toBe(200);
  });

  it('refuses absurd hash iteration counts, oversized lists and text, changing nothing', async () => {
    const store = await exported();
    const demo = store.users[0] as Row;
    const [, , salt, hash] = demo.passwordHash.split('$');
    const bad: [unknown, RegExp][] = [
      [
        { ...store, users: [{ ...demo, passwordHash: `pbkdf2-sha256$999999999$${salt}$${hash}` }] },
        /store\.users\.0\.passwordHash: must be a pbkdf2-sha256 record/,
      ],
      [
        { ...store, users: [{ ...demo, passwordHash: 'plain-text-password' }] },
        /store\.users\.0\.passwordHash/,
      ],
      [
        {
          ...store,
          todos: Array.from({ length: 1001 }, (_, i) => ({
            _id: `t${i}`,
            title: 'x',
            completed: false,
            createdAt: 'now',
          })),
        },
        /store\.todos: must hold at most 1000 entries/,
      ],
      [
        { ...store, users: [{ ...demo, firstName: 'a'.repeat(2001) }] },
        /store\.users\.0\.firstName: must be at most 2000 characters/,
      ],
      [
        {
          ...store,
          users: [
            {
              ...demo,
              extra: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`f${i}`, 'v'])),
            },
          ],
        },
        /store\.users\.0\.extra: must hold at most 20 entries/,
      ],
    ];
    for (const [candidate, message] of bad) {
      const answer = await call('POST', '/api/_console/store', { body: { store: candidate } });
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.some((e) => message.test(e))).toBe(true);
    }
    expect(await exported()).toEqual(store);
  });
});

describe('test todos are bounded', () => {
  it('refuses the 101st todo with 409, keeping the 100', async () => {
    const { body } = await call<{ todos: unknown[] }>('GET', '/api/test-todos');
    for (let i = body.todos.length; i < 100; i += 1)
      expect((await call('POST', '/api/test-todos', { body: { title: `todo ${i}` } })).status).toBe(
        201,
      );
    const full = await call('POST', '/api/test-todos', { body: { title: 'one too many' } });
    expect(full).toEqual({
      status: 409,
      body: { errors: ['The test todo list is full (100 todos): delete some before adding more.'] },
    });
    expect((await call<{ todos: unknown[] }>('GET', '/api/test-todos')).body.todos).toHaveLength(
      100,
    );
  });
});
