import { beforeEach, describe, expect, it } from 'vitest';
import type { CartLineRecord, ProductRecord, WishlistEntryRecord } from '@/domain/types';
import { call, ERRORS, loginDemo, PRODUCT, setupBackend, type ErrorBody } from './support';

setupBackend();

type CartBody = ErrorBody & { cart: CartLineRecord[] };
type WishlistBody = ErrorBody & { wishlist: WishlistEntryRecord[] };

const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+05:30$/;

let token: string;
let products: ProductRecord[];

beforeEach(async () => {
  token = await loginDemo();
  products = (await call<{ products: ProductRecord[] }>('GET', '/api/products')).body.products;
});

const product = (id: string) => products.find((p) => p._id === id) as ProductRecord;
const cart = async () => (await call<CartBody>('GET', '/api/user/cart', { token })).body.cart;
const add = (body: unknown) => call<CartBody>('POST', '/api/user/cart', { token, body });

describe('cart', () => {
  it('starts empty for the demo account', async () => {
    expect(await cart()).toEqual([]);
  });

  it('POST adds a copy of the product with qty 1 and spec timestamps: 201', async () => {
    const { status, body } = await add({ product: product(PRODUCT.lipstick) });
    expect(status).toBe(201);
    expect(body.cart).toHaveLength(1);
    expect(body.cart[0]).toMatchObject({ ...product(PRODUCT.lipstick), qty: 1 });
    expect(body.cart[0]?.createdAt).toMatch(TIMESTAMP);
    expect(body.cart[0]?.updatedAt).toMatch(TIMESTAMP);
    expect(await cart()).toEqual(body.cart);
  });

  it('uses its own copy of the product, never the prices a client sends', async () => {
    const { body } = await add({ product: { ...product(PRODUCT.lipstick), price: '1' } });
    expect(body.cart[0]?.price).toBe('468');
    // Only the id is needed.
    await add({ product: { _id: PRODUCT.perfume } });
    expect((await cart()).map((l) => l._id)).toEqual([PRODUCT.lipstick, PRODUCT.perfume]);
  });

  it('refuses a product already in the cart with 409, and nothing changes', async () => {
    await add({ product: product(PRODUCT.lipstick) });
    const again = await add({ product: product(PRODUCT.lipstick) });
    expect(again).toEqual({
      status: 409,
      body: { errors: ['This product is already in your cart.'] },
    });
    expect(await cart()).toHaveLength(1);
  });

  it('refuses an out-of-stock product and an unknown product with 400', async () => {
    expect(await add({ product: product(PRODUCT.outOfStock) })).toEqual({
      status: 400,
      body: { errors: ['This product is out of stock.'] },
    });
    expect(await add({ product: { _id: 'nope' } })).toEqual({
      status: 400,
      body: { errors: ['No product has the id "nope".'] },
    });
    expect(await cart()).toEqual([]);
  });

  it.each([
    [undefined, 'The request body must be a JSON object.'],
    [{}, 'product: Invalid input: expected object, received undefined'],
    [{ product: {} }, 'product._id: must be text'],
    [{ product: { _id: '' } }, 'product._id: must not be blank'],
    [
      { product: { _id: PRODUCT.lipstick, price: 5 } },
      'product.price: Invalid input: expected string, received number',
    ],
    [{ product: 'lipstick' }, 'product: Invalid input: expected object, received string'],
  ])('POST refuses %j with 400', async (body, message) => {
    const answer = await add(body);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toContain(message);
    expect(await cart()).toEqual([]);
  });

  it('POST /:productId increments and decrements; never below 1', async () => {
    await add({ product: product(PRODUCT.lipstick) });
    const qty = (type: unknown) =>
      call<CartBody>('POST', `/api/user/cart/${PRODUCT.lipstick}`, {
        token,
        body: { action: { type } },
      });
    expect((await qty('increment')).body.cart[0]?.qty).toBe(2);
    expect((await qty('increment')).body.cart[0]?.qty).toBe(3);
    expect((await qty('decrement')).body.cart[0]?.qty).toBe(2);
    expect((await qty('decrement')).body.cart[0]?.qty).toBe(1);
    expect(await qty('decrement')).toEqual({
      status: 400,
      body: { errors: ['The quantity cannot go below 1.'] },
    });
    const wrong = await qty('double');
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual(["action.type: must be 'increment' or 'decrement'"]);
    expect((await cart())[0]?.qty).toBe(1);
  });

  it('POST /:productId refuses a missing action and a product not in the cart', async () => {
    const noAction = await call('POST', `/api/user/cart/${PRODUCT.lipstick}`, { token, body: {} });
    expect(noAction.status).toBe(400);
    const notInCart = await call('POST', `/api/user/cart/${PRODUCT.lipstick}`, {
      token,
      body: { action: { type: 'increment' } },
    });
    expect(notInCart).toEqual({
      status: 404,
      body: { errors: ['This product is not in your cart.'] },
    });
  });

  it('DELETE /:productId removes the line, 404 when it is not there', async () => {
    await add({ product: product(PRODUCT.lipstick) });
    await add({ product: product(PRODUCT.perfume) });
    const removed = await call<CartBody>('DELETE', `/api/user/cart/${PRODUCT.lipstick}`, { token });
    expect(removed.status).toBe(200);
    expect(removed.body.cart.map((l) => l._id)).toEqual([PRODUCT.perfume]);
    const again = await call('DELETE', `/api/user/cart/${PRODUCT.lipstick}`, { token });
    expect(again.status).toBe(404);
  });

  it('keeps each shopper’s cart to themselves', async () => {
    await add({ product: product(PRODUCT.lipstick) });
    const other = (
      await call<{ encodedToken: string }>('POST', '/api/auth/signup', {
        body: { firstName: 'O', lastName: 'T', email: 'other@example.com', password: 'abcd' },
      })
    ).body.encodedToken;
    expect((await call<CartBody>('GET', '/api/user/cart', { token: other })).body.cart).toEqual([]);
  });

  it.each([
    ['GET', '/api/user/cart'],
    ['POST', '/api/user/cart'],
    ['POST', `/api/user/cart/${PRODUCT.lipstick}`],
    ['DELETE', `/api/user/cart/${PRODUCT.lipstick}`],
    ['GET', '/api/user/wishlist'],
    ['POST', '/api/user/wishlist'],
    ['DELETE', `/api/user/wishlist/${PRODUCT.lipstick}`],
  ])('%s %s needs a token (401)', async (method, path) => {
    const answer = await call(method, path, { body: { product: { _id: PRODUCT.lipstick } } });
    expect(answer).toEqual({ status: 401, body: { errors: [ERRORS.badToken] } });
  });
});

describe('wishlist', () => {
  const wishlist = async () =>
    (await call<WishlistBody>('GET', '/api/user/wishlist', { token })).body.wishlist;
  const addW = (body: unknown) => call<WishlistBody>('POST', '/api/user/wishlist', { token, body });

  it('adds a copy of the product with timestamps (201), out-of-stock products too', async () => {
    const { status, body } = await addW({ product: product(PRODUCT.outOfStock) });
    expect(status).toBe(201);
    expect(body.wishlist[0]).toMatchObject(product(PRODUCT.outOfStock));
    expect(body.wishlist[0]?.createdAt).toMatch(TIMESTAMP);
    expect(body.wishlist[0]).not.toHaveProperty('qty');
  });

  it('refuses duplicates (409), unknown products and bad bodies (400)', async () => {
    await addW({ product: product(PRODUCT.lipstick) });
    expect(await addW({ product: product(PRODUCT.lipstick) })).toEqual({
      status: 409,
      body: { errors: ['This product is already in your wishlist.'] },
    });
    expect((await addW({ product: { _id: 'nope' } })).status).toBe(400);
    expect((await addW({ item: {} })).status).toBe(400);
    const malformed = await call('POST', '/api/user/wishlist', { token, rawBody: '{"product":' });
    expect(malformed.status).toBe(400);
    expect(await wishlist()).toHaveLength(1);
  });

  it('DELETE removes an entry, 404 when it is not there', async () => {
    await addW({ product: product(PRODUCT.lipstick) });
    const removed = await call<WishlistBody>('DELETE', `/api/user/wishlist/${PRODUCT.lipstick}`, {
      token,
    });
    expect(removed).toEqual({ status: 200, body: { wishlist: [] } });
    const again = await call('DELETE', `/api/user/wishlist/${PRODUCT.lipstick}`, { token });
    expect(again).toEqual({
      status: 404,
      body: { errors: ['This product is not in your wishlist.'] },
    });
  });
});
