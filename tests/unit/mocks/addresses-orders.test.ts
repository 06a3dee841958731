import { beforeEach, describe, expect, it } from 'vitest';
import type { Address, CartLineRecord, OrderRecord } from '@/domain/types';
import { getStore } from '@mocks/db';
import {
  call,
  DEMO,
  DEMO_ADDRESS_ID,
  ERRORS,
  loginDemo,
  PRODUCT,
  setupBackend,
  signup,
  type ErrorBody,
} from './support';

setupBackend();

type AddressesBody = ErrorBody & { addresses: Address[] };
type OrdersBody = ErrorBody & { orders: OrderRecord[] };
type PlacedBody = ErrorBody & { order: OrderRecord; orders: OrderRecord[]; cart: CartLineRecord[] };

const home = {
  userName: 'Ravi Kumar',
  houseNumber: '12, Lake View',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  pincode: 411001,
  mobileNumber: 9123456789,
};

let token: string;
beforeEach(async () => {
  token = await loginDemo();
});

const addresses = async (t = token) =>
  (await call<AddressesBody>('GET', '/api/user/addresses', { token: t })).body.addresses;

describe('addresses', () => {
  it('the demo account starts with its sample address; a new account with none', async () => {
    const list = await addresses();
    expect(list).toEqual([
      expect.objectContaining({ id: DEMO_ADDRESS_ID, city: 'Bengaluru', pincode: 560001 }),
    ]);
    expect(await addresses(await signup())).toEqual([]);
  });

  it('POST adds an address with a server id (201); numeric strings are stored as numbers', async () => {
    const { status, body } = await call<AddressesBody>('POST', '/api/user/addresses', {
      token,
      body: { address: { ...home, pincode: '411001', mobileNumber: ' 9123456789 ' } },
    });
    expect(status).toBe(201);
    expect(body.addresses).toHaveLength(2);
    const added = body.addresses[1] as Address;
    expect(added).toEqual({ ...home, id: expect.any(String) });
    expect(added.id).not.toBe('');
  });

  it('POST /:addressId replaces the address, DELETE removes it; 404 for unknown ids', async () => {
    const updated = await call<AddressesBody>('POST', `/api/user/addresses/${DEMO_ADDRESS_ID}`, {
      token,
      body: { address: home },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.addresses).toEqual([{ ...home, id: DEMO_ADDRESS_ID }]);
    const unknownUpdate = await call('POST', '/api/user/addresses/nope', {
      token,
      body: { address: home },
    });
    expect(unknownUpdate).toEqual({
      status: 404,
      body: { errors: ['No address has the id "nope".'] },
    });
    const deleted = await call<AddressesBody>('DELETE', `/api/user/addresses/${DEMO_ADDRESS_ID}`, {
      token,
    });
    expect(deleted).toEqual({ status: 200, body: { addresses: [] } });
    expect((await call('DELETE', `/api/user/addresses/${DEMO_ADDRESS_ID}`, { token })).status).toBe(
      404,
    );
  });

  it.each([
    [{ ...home, userName: '' }, 'address.userName: must not be blank'],
    [{ ...home, houseNumber: undefined }, 'address.houseNumber: must be text'],
    [{ ...home, city: '  ' }, 'address.city: must not be blank'],
    [{ ...home, state: 7 }, 'address.state: must be text'],
    [{ ...home, country: '' }, 'address.country: must not be blank'],
    [{ ...home, pincode: 41100 }, 'address.pincode: must be a 6-digit number'],
    [{ ...home, pincode: '4110011' }, 'address.pincode: must be a 6-digit number'],
    [{ ...home, pincode: '41a001' }, 'address.pincode: must be a 6-digit number'],
    [{ ...home, pincode: '011001' }, 'address.pincode: must be a 6-digit number'],
    [{ ...home, mobileNumber: 912345678 }, 'address.mobileNumber: must be a 10-digit number'],
    [{ ...home, mobileNumber: '+919123456789' }, 'address.mobileNumber: must be a 10-digit number'],
    [{ ...home, mobileNumber: null }, 'address.mobileNumber: must be a 10-digit number'],
  ])('refuses an invalid address with 400 (%#)', async (address, message) => {
    for (const [method, path] of [
      ['POST', '/api/user/addresses'],
      ['POST', `/api/user/addresses/${DEMO_ADDRESS_ID}`],
    ] as const) {
      const answer = await call(method, path, { token, body: { address } });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toContain(message);
    }
    expect((await addresses())[0]?.city).toBe('Bengaluru');
  });

  it('refuses a body without an address, and calls without a token', async () => {
    expect((await call('POST', '/api/user/addresses', { token, body: home })).status).toBe(400);
    expect((await call('GET', '/api/user/addresses')).body.errors).toEqual([ERRORS.badToken]);
    expect((await call('POST', '/api/user/addresses', { body: { address: home } })).status).toBe(
      401,
    );
  });
});

describe('orders', () => {
  const addToCart = async (id: string, qty = 1) => {
    await call('POST', '/api/user/cart', { token, body: { product: { _id: id } } });
    for (let i = 1; i < qty; i += 1)
      await call('POST', `/api/user/cart/${id}`, {
        token,
        body: { action: { type: 'increment' } },
      });
  };
  const place = (body: unknown) => call<PlacedBody>('POST', '/api/user/orders', { token, body });
  const order = { addressId: DEMO_ADDRESS_ID, paymentId: 'pay_test_1' };

  it('GET starts empty', async () => {
    expect(await call('GET', '/api/user/orders', { token })).toEqual({
      status: 200,
      body: { orders: [] },
    });
  });

  it('POST prices the order itself, stores a copy of lines and address, empties the cart: 201', async () => {
    await addToCart(PRODUCT.lipstick, 2); // 550 × 2 original, 468 × 2 paid
    await addToCart(PRODUCT.perfume); // 295 original, 280 paid
    const { status, body } = await place({ ...order, couponCode: 'FIRSTGLAM' });
    expect(status).toBe(201);
    // Price 1395 + shipping 10 − discount 179 − coupon 10 = 1216
    expect(body.order.amount).toBe(1216);
    expect(body.order).toMatchObject({
      couponCode: 'FIRSTGLAM',
      paymentId: 'pay_test_1',
      userEmail: DEMO.email,
      deliveryAddress: { id: DEMO_ADDRESS_ID, city: 'Bengaluru' },
    });
    expect(body.order.orderProducts.map((l) => [l._id, l.qty])).toEqual([
      [PRODUCT.lipstick, 2],
      [PRODUCT.perfume, 1],
    ]);
    expect(body.cart).toEqual([]);
    expect(body.orders).toEqual([body.order]);
    expect((await call<{ cart: unknown[] }>('GET', '/api/user/cart', { token })).body.cart).toEqual(
      [],
    );
    expect((await call<OrdersBody>('GET', '/api/user/orders', { token })).body.orders).toEqual([
      body.order,
    ]);
    // The order keeps its copy of the address when the address book changes.
    await call('DELETE', `/api/user/addresses/${DEMO_ADDRESS_ID}`, { token });
    const [kept] = (await call<OrdersBody>('GET', '/api/user/orders', { token })).body.orders;
    expect(kept?.deliveryAddress.city).toBe('Bengaluru');
  });

  it('accepts FIRST200 above 1000 and refuses it at 1000 or less, changing nothing', async () => {
    await addToCart(PRODUCT.lipstick, 2); // 468 × 2 + 10 = 946
    const refused = await place({ ...order, couponCode: 'FIRST200' });
    expect(refused).toEqual({
      status: 400,
      body: { errors: ['Coupon FIRST200 needs an order amount above ₹1000.'] },
    });
    expect(
      (await call<{ cart: unknown[] }>('GET', '/api/user/cart', { token })).body.cart,
    ).toHaveLength(1);
    await addToCart(PRODUCT.perfume); // now 1226
    const accepted = await place({ ...order, couponCode: ' first200 ' });
    expect(accepted.status).toBe(201);
    expect(accepted.body.order).toMatchObject({ amount: 1026, couponCode: 'FIRST200' });
  });

  it('refuses an unknown coupon, an unknown address and an empty cart with 400', async () => {
    expect(await place(order)).toEqual({
      status: 400,
      body: { errors: ['Please add products to the cart!'] },
    });
    await addToCart(PRODUCT.lipstick);
    expect((await place({ ...order, couponCode: 'FREE100' })).body.errors).toEqual([
      '"FREE100" is not a valid coupon code.',
    ]);
    expect(await place({ ...order, addressId: 'nope' })).toEqual({
      status: 400,
      body: { errors: ['No address has the id "nope".'] },
    });
    expect((await call<OrdersBody>('GET', '/api/user/orders', { token })).body.orders).toEqual([]);
  });

  it('refuses an amount that differs from the server’s (409) and accepts the right one', async () => {
    await addToCart(PRODUCT.lipstick); // 468 + 10
    expect(await place({ ...order, amount: 1 })).toEqual({
      status: 409,
      body: { errors: ['The order amount has changed: it is now ₹478.00.'] },
    });
    expect((await place({ ...order, amount: 478 })).status).toBe(201);
  });

  it.each([
    [{}, ['addressId: must be text', 'paymentId: must be text']],
    [{ ...order, paymentId: ' ' }, ['paymentId: must not be blank']],
    [{ ...order, couponCode: 5 }, ['couponCode: must be text']],
    [{ ...order, amount: 'lots' }, ['amount: must be a number']],
  ])('refuses a malformed body with 400 (%#)', async (body, errors) => {
    await addToCart(PRODUCT.lipstick);
    const answer = await place(body);
    expect(answer).toEqual({ status: 400, body: { errors } });
    expect(
      (await call<{ cart: unknown[] }>('GET', '/api/user/cart', { token })).body.cart,
    ).toHaveLength(1);
  });

  it('re-prices from the catalogue as it is now', async () => {
    await addToCart(PRODUCT.lipstick);
    const db = await getStore().snapshot();
    db.products = db.products.map((p) => (p._id === PRODUCT.lipstick ? { ...p, price: '400' } : p));
    await getStore().replace(db);
    const { body } = await place(order);
    expect(body.order.amount).toBe(410);
    expect(body.order.orderProducts[0]?.price).toBe('400');
  });

  it('refuses an order with a line that went out of stock, naming it, and changes nothing', async () => {
    await addToCart(PRODUCT.lipstick);
    await addToCart(PRODUCT.perfume);
    const db = await getStore().snapshot();
    db.products = db.products.map((p) =>
      p._id === PRODUCT.perfume ? { ...p, inStock: false } : p,
    );
    await getStore().replace(db);
    const perfume = db.products.find((p) => p._id === PRODUCT.perfume);
    const { status, body } = await place(order);
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      `"${perfume?.name}" is out of stock; remove it from the cart or move it to the wishlist.`,
    ]);
    expect((await call<OrdersBody>('GET', '/api/user/orders', { token })).body.orders).toEqual([]);
    const cart = await call<{ cart: CartLineRecord[] }>('GET', '/api/user/cart', { token });
    expect(cart.body.cart.map((l) => l._id)).toEqual([PRODUCT.lipstick, PRODUCT.perfume]);
    // Moving it to the wishlist (add there, remove here) clears the way; the rest can be ordered.
    const moved = await call('POST', '/api/user/wishlist', {
      token,
      body: { product: { _id: PRODUCT.perfume } },
    });
    expect(moved.status).toBe(201);
    expect((await call('DELETE', `/api/user/cart/${PRODUCT.perfume}`, { token })).status).toBe(200);
    expect((await place(order)).status).toBe(201);
  });
});

describe('an out-of-stock wishlist entry', () => {
  it('can be removed from the wishlist', async () => {
    const added = await call('POST', '/api/user/wishlist', {
      token,
      body: { product: { _id: PRODUCT.outOfStock } },
    });
    expect(added.status).toBe(201);
    const removed = await call<{ wishlist: unknown[] }>(
      'DELETE',
      `/api/user/wishlist/${PRODUCT.outOfStock}`,
      { token },
    );
    expect(removed).toEqual({ status: 200, body: { wishlist: [] } });
  });
});
