import { describe, expect, it } from 'vitest';
import type { CartLineRecord, OrderRecord, ProductRecord } from '@/domain/types';
import { scenarios, signInDemo as signIn, slow, type SignedInOptions } from '@mocks/scenarios';
import { backend, call, PRODUCT, setupMswBackend } from './support';

const server = setupMswBackend();
const signInDemo = (options: SignedInOptions) =>
  signIn({ ...backend(), store: backend().shop.admin }, options);

describe('handler-set scenarios', () => {
  it('products.empty: an empty list, while a product detail still answers', async () => {
    server.use(...scenarios.products.empty);
    expect(await call('GET', '/api/products')).toEqual({ status: 200, body: { products: [] } });
    expect((await call('GET', `/api/products/${PRODUCT.lipstick}`)).status).toBe(200);
  });

  it('emptyCatalogue empties products and categories', async () => {
    server.use(...Object.values(scenarios.emptyCatalogue).flat());
    expect((await call('GET', '/api/products')).body).toEqual({ products: [] });
    expect((await call('GET', '/api/categories')).body).toEqual({ categories: [] });
  });

  it('failing answers 500 with the simulated failure; offline fails to connect', async () => {
    server.use(...scenarios.cart.failing);
    expect(await call('GET', '/api/user/cart')).toEqual({
      status: 500,
      body: { errors: ['Simulated server failure'] },
    });
    server.use(...scenarios.categories.offline);
    await expect(fetch('http://localhost/api/categories')).rejects.toThrow();
  });

  it('loading never answers; slow answers late with the real data', async () => {
    server.use(...scenarios.coupons.loading);
    await expect(
      fetch('http://localhost/api/coupons', { signal: AbortSignal.timeout(100) }),
    ).rejects.toThrow();
    server.resetHandlers();
    server.use(...slow('products', 150)); // scenarios.products.slow is the same at 2 s
    const started = performance.now();
    const answer = await call<{ products: ProductRecord[] }>('GET', '/api/products');
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(answer.body.products).toHaveLength(25);
  });

  it('the all-groups sets cover every resource but not the console', async () => {
    server.use(...Object.values(scenarios.failing).flat());
    expect((await call('GET', '/api/coupons')).status).toBe(500);
    expect((await call('POST', '/api/auth/login', { body: {} })).status).toBe(500);
    expect((await call('GET', '/api/_console/settings')).status).toBe(200);
  });
});

describe('signInDemo', () => {
  it('signs the demo account in with the given cart, wishlist and past orders', async () => {
    const { token, user } = await signInDemo({
      cart: [PRODUCT.lipstick, { id: PRODUCT.perfume, qty: 3 }, PRODUCT.outOfStock],
      wishlist: [PRODUCT.foundation],
      orders: [{ items: [PRODUCT.foundation], couponCode: 'FIRST200' }],
    });
    expect(user.firstName).toBe('Aanya');
    const cart = await call<{ cart: CartLineRecord[] }>('GET', '/api/user/cart', { token });
    expect(cart.body.cart.map((l) => [l._id, l.qty])).toEqual([
      [PRODUCT.lipstick, 1],
      [PRODUCT.perfume, 3],
      [PRODUCT.outOfStock, 1], // put in directly: stories may show an out-of-stock line
    ]);
    const wishlist = await call<{ wishlist: ProductRecord[] }>('GET', '/api/user/wishlist', {
      token,
    });
    expect(wishlist.body.wishlist.map((p) => p._id)).toEqual([PRODUCT.foundation]);
    const orders = await call<{ orders: OrderRecord[] }>('GET', '/api/user/orders', { token });
    expect(orders.body.orders).toHaveLength(1);
    expect(orders.body.orders[0]).toMatchObject({ amount: 2060, couponCode: 'FIRST200' });
  });

  it('replaces the addresses when asked, and throws on unknown product ids', async () => {
    const { token } = await signInDemo({ addresses: [] });
    expect((await call('GET', '/api/user/addresses', { token })).body).toEqual({ addresses: [] });
    await expect(signInDemo({ cart: ['nope'] })).rejects.toThrow('no product has the id "nope"');
  });
});
