/**
 * Stock, Cash on Delivery and first-purchase offers over HTTP (through app.request(), or the real
 * server in the `server-http` run): the answers a shopper and the console get.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { CartLineRecord, OrderRecord, ProductRecord } from '@/domain/types';
import { call, DEMO_ADDRESS_ID, type ErrorBody, loginDemo, PRODUCT, setupBackend } from './support';

setupBackend();

type CreatedBody = ErrorBody & {
  order: OrderRecord;
  orders: OrderRecord[];
  cart?: CartLineRecord[];
};

let token: string;
beforeEach(async () => {
  token = await loginDemo();
});

const addToCart = async (id: string, qty = 1) => {
  await call('POST', '/api/user/cart', { token, body: { product: { _id: id } } });
  for (let i = 1; i < qty; i += 1)
    await call('POST', `/api/user/cart/${id}`, { token, body: { action: { type: 'increment' } } });
};
const product = async (id: string) =>
  (await call<{ product: ProductRecord }>('GET', `/api/products/${id}`)).body.product;
const create = (body: Record<string, unknown>) =>
  call<CreatedBody>('POST', '/api/user/orders', {
    token,
    body: { addressId: DEMO_ADDRESS_ID, idempotencyKey: `k-${Math.random()}`, ...body },
  });
const setStock = (id: string, body: unknown) =>
  call<ErrorBody & { product: ProductRecord }>('PATCH', `/api/_console/products/${id}`, { body });

describe('stock over HTTP', () => {
  it('a product says its stock; the console sets the units on hand', async () => {
    expect(await product(PRODUCT.lipstick)).toMatchObject({ stock: 20, inStock: true });
    expect(await product(PRODUCT.outOfStock)).toMatchObject({ stock: 0, inStock: false });
    const set = await setStock(PRODUCT.outOfStock, { stock: 3 });
    expect(set.status).toBe(200);
    expect(set.body.product).toMatchObject({ _id: PRODUCT.outOfStock, stock: 3, inStock: true });
    expect(await product(PRODUCT.outOfStock)).toMatchObject({ stock: 3, inStock: true });
    const listed = await call<{ products: ProductRecord[] }>('GET', '/api/products');
    expect(listed.body.products.find((p) => p._id === PRODUCT.outOfStock)?.stock).toBe(3);
  });

  it.each([[-1], [1.5], ['7'], [null]])(
    'the console refuses a stock of %j (400) and changes nothing',
    async (stock) => {
      const refused = await setStock(PRODUCT.lipstick, { stock });
      expect(refused.status).toBe(400);
      expect(refused.body.errors?.join(' ')).toMatch(/stock/);
      expect((await product(PRODUCT.lipstick)).stock).toBe(20);
    },
  );

  it('the console answers 404 for an unknown product', async () => {
    expect((await setStock('no-such-product', { stock: 1 })).status).toBe(404);
  });

  it('an online order holds its units; more than is left is 409 naming the product', async () => {
    await addToCart(PRODUCT.lipstick, 2);
    const first = await create({});
    expect(first.status).toBe(201);
    expect(first.body.order).toMatchObject({ status: 'pending', paymentMethod: 'online' });
    expect(first.body.order.holdUntil).toEqual(expect.any(String));
    expect((await product(PRODUCT.lipstick)).stock).toBe(18);
    await setStock(PRODUCT.lipstick, { stock: 3 });
    expect((await product(PRODUCT.lipstick)).stock).toBe(1);
    const short = await create({});
    expect(short.status).toBe(409);
    expect(short.body.errors).toEqual([expect.stringMatching(/^Only 1 left of "Lakme/)]);
    expect((await product(PRODUCT.lipstick)).stock).toBe(1);
    // Cancelling gives the held units back.
    const cancelled = await call('POST', `/api/user/orders/${first.body.order._id}/cancel`, {
      token,
    });
    expect(cancelled.status).toBe(200);
    expect((await product(PRODUCT.lipstick)).stock).toBe(3);
  });

  it('cash on delivery: placed at once, stock taken, the cart emptied', async () => {
    await addToCart(PRODUCT.lipstick, 2);
    const placed = await create({ paymentMethod: 'cod' });
    expect(placed.status).toBe(201);
    expect(placed.body.order).toMatchObject({
      status: 'placed',
      paymentMethod: 'cod',
      payment: null,
      holdUntil: null,
    });
    expect(placed.body.cart).toEqual([]);
    expect(placed.body.orders.map((o) => o._id)).toEqual([placed.body.order._id]);
    expect((await product(PRODUCT.lipstick)).stock).toBe(18);
  });

  it('cash on delivery above the limit is 409 naming it; nothing is placed or taken', async () => {
    await addToCart(PRODUCT.foundation, 3);
    const refused = await create({ paymentMethod: 'cod' });
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual([expect.stringMatching(/up to ₹5,000/)]);
    expect((await product(PRODUCT.foundation)).stock).toBe(20);
    const orders = await call<{ orders: OrderRecord[] }>('GET', '/api/user/orders', { token });
    expect(orders.body.orders).toEqual([]);
  });

  it('a payment method other than online or cod is 400', async () => {
    await addToCart(PRODUCT.lipstick);
    expect((await create({ paymentMethod: 'cheque' })).status).toBe(400);
  });

  it('first-purchase offers are refused once the account has bought', async () => {
    await addToCart(PRODUCT.lipstick);
    expect((await create({ paymentMethod: 'cod', couponCode: 'FIRSTGLAM' })).status).toBe(201);
    await addToCart(PRODUCT.lipstick);
    const refused = await create({ couponCode: 'FIRSTGLAM' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([expect.stringMatching(/first purchase only/)]);
    expect((await create({})).status).toBe(201);
  });
});
