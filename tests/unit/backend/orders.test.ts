/**
 * Orders over HTTP: a pending order priced by the server (every refusal before any payment), then a
 * confirmation verified by signature. The simulated provider's secret signs here (the
 * server's own in the `server-http` run), and its test-mode charge signs for the shopper.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { isValidPaymentSignature, signPayment } from '@/domain/payment-signature';
import { DECLINED_MESSAGE, SUCCESS_CARD, UPI_FAILED_MESSAGE } from '@/domain/test-payments';
import type { CartLineRecord, OrderRecord } from '@/domain/types';
import {
  backend,
  call,
  DEMO,
  DEMO_ADDRESS_ID,
  type ErrorBody,
  loginDemo,
  PRODUCT,
  setupBackend,
  signup,
  TARGET,
} from './support';

setupBackend();

type OrdersBody = ErrorBody & { orders: OrderRecord[] };
type CreatedBody = ErrorBody & {
  order: OrderRecord;
  orders: OrderRecord[];
  amount?: number;
  cart?: CartLineRecord[];
};
type ConfirmedBody = ErrorBody & {
  order: OrderRecord;
  orders: OrderRecord[];
  cart: CartLineRecord[];
};

let token: string;
beforeEach(async () => {
  token = await loginDemo();
});

const addToCart = async (id: string, qty = 1, t = token) => {
  await call('POST', '/api/user/cart', { token: t, body: { product: { _id: id } } });
  for (let i = 1; i < qty; i += 1)
    await call('POST', `/api/user/cart/${id}`, {
      token: t,
      body: { action: { type: 'increment' } },
    });
};
const cart = async (t = token) =>
  (await call<{ cart: CartLineRecord[] }>('GET', '/api/user/cart', { token: t })).body.cart;
const orders = async (t = token) =>
  (await call<OrdersBody>('GET', '/api/user/orders', { token: t })).body.orders;
const create = (body: unknown, t = token) =>
  call<CreatedBody>('POST', '/api/user/orders', { token: t, body });
const request = { addressId: DEMO_ADDRESS_ID, idempotencyKey: 'key-1' };

async function createPending(body: Record<string, unknown> = {}, t = token): Promise<OrderRecord> {
  const answer = await create({ ...request, ...body }, t);
  if (answer.status !== 201) throw new Error(`create failed: ${JSON.stringify(answer)}`);
  return answer.body.order;
}

const signed = async (
  order: OrderRecord,
  paymentId: string,
  secret = backend().payments.current().secret,
) => ({
  paymentId,
  signature: await signPayment(secret, order.payment?.orderId ?? '', paymentId),
});
const confirm = (orderId: string, body: unknown, t = token) =>
  call<ConfirmedBody>('POST', `/api/user/orders/${orderId}/confirm`, { token: t, body });

describe('POST /api/user/orders: a pending order, priced by the server', () => {
  it('prices the stored cart and coupon itself, copies the address, leaves the cart: 201', async () => {
    await addToCart(PRODUCT.lipstick, 2); // 468 × 2
    await addToCart(PRODUCT.perfume); // 280
    const { status, body } = await create({ ...request, couponCode: 'FIRSTGLAM' });
    expect(status).toBe(201);
    // Price 1395 + shipping 10 − discount 179 − coupon 10 = 1216
    expect(body.order).toMatchObject({
      status: 'pending',
      amount: 1216,
      couponCode: 'FIRSTGLAM',
      paymentId: null,
      paidAt: null,
      userEmail: DEMO.email,
      deliveryAddress: { id: DEMO_ADDRESS_ID, city: 'Bengaluru' },
      payment: { provider: 'simulated', keyId: null },
    });
    expect(body.order.payment?.orderId).toMatch(/^order_[a-z0-9]{14}$/);
    expect(body.order.orderProducts.map((l) => [l._id, l.qty])).toEqual([
      [PRODUCT.lipstick, 2],
      [PRODUCT.perfume, 1],
    ]);
    expect(body.orders).toEqual([body.order]);
    // Nothing is paid yet, so the cart stays.
    expect(await cart()).toHaveLength(2);
    // The order keeps its copy of the address when the address book changes.
    await call('DELETE', `/api/user/addresses/${DEMO_ADDRESS_ID}`, { token });
    expect((await orders())[0]?.deliveryAddress.city).toBe('Bengaluru');
  });

  it('a repeated or doubled request with the same idempotency key gives back the same order', async () => {
    await addToCart(PRODUCT.lipstick);
    const [first, second] = await Promise.all([create(request), create(request)]);
    const third = await create(request);
    expect([first.status, second.status, third.status].sort()).toEqual([200, 200, 201]);
    expect(second.body.order).toEqual(first.body.order);
    expect(third.body.order).toEqual(first.body.order);
    expect(await orders()).toHaveLength(1);
    // Another key is another order.
    expect((await create({ ...request, idempotencyKey: 'key-2' })).status).toBe(201);
    expect(await orders()).toHaveLength(2);
  });

  it('never takes the amount from the client: a different one is refused with the new total', async () => {
    await addToCart(PRODUCT.lipstick); // 468 + 10
    const refused = await create({ ...request, amount: 1 });
    expect(refused).toMatchObject({
      status: 409,
      body: { errors: ['The order amount has changed: it is now ₹478.00.'], amount: 478 },
    });
    expect(refused.body.cart).toEqual(await cart());
    expect(await orders()).toEqual([]);
    expect((await createPending({ amount: 478 })).amount).toBe(478);
  });

  it('re-prices from the catalogue as it is now (a price changed since the line was added)', async () => {
    await addToCart(PRODUCT.lipstick);
    const db = await backend().shop.admin.snapshot();
    db.products = db.products.map((p) => (p._id === PRODUCT.lipstick ? { ...p, price: '400' } : p));
    await backend().shop.admin.replace(db);
    expect((await cart())[0]?.price).toBe('468');
    const refused = await create({ ...request, amount: 478 });
    expect(refused.status).toBe(409);
    expect(refused.body.amount).toBe(410);
    // The refreshed cart shows today's price, kept on the server for every screen.
    expect(refused.body.cart?.[0]).toMatchObject({ price: '400', qty: 1 });
    expect((await cart())[0]?.price).toBe('400');
    const order = await createPending({ amount: 410 });
    expect(order.orderProducts[0]?.price).toBe('400');
  });

  it('refuses an empty cart, an unknown address, unknown and ineligible coupons, storing nothing', async () => {
    expect(await create(request)).toEqual({
      status: 400,
      body: { errors: ['Please add products to the cart!'] },
    });
    await addToCart(PRODUCT.lipstick, 2); // 946
    expect(await create({ ...request, addressId: 'nope' })).toEqual({
      status: 400,
      body: { errors: ['No address has the id "nope".'] },
    });
    expect((await create({ ...request, couponCode: 'FREE100' })).body.errors).toEqual([
      '"FREE100" is not a valid coupon code.',
    ]);
    expect(await create({ ...request, couponCode: 'FIRST200' })).toEqual({
      status: 400,
      body: { errors: ['Coupon FIRST200 needs an order amount above ₹1000.'] },
    });
    expect(await orders()).toEqual([]);
    await addToCart(PRODUCT.perfume); // 1226
    expect((await createPending({ couponCode: ' first200 ' })).amount).toBe(1026);
  });

  it('refuses a line that went out of stock, naming the product', async () => {
    await addToCart(PRODUCT.lipstick);
    const db = await backend().shop.admin.snapshot();
    // Out of stock is no units on hand: the document's levels say so, on every store.
    db.stockLevels = { ...db.stockLevels, [PRODUCT.lipstick]: { onHand: 0, held: 0 } };
    await backend().shop.admin.replace(db);
    const answer = await create(request);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]).toMatch(/^"Lakme .*" is out of stock; remove it from the cart/);
    expect(await orders()).toEqual([]);
  });

  // On PostgreSQL a cart line cannot outlive its product (a foreign key removes it with the product),
  // so there the cart is simply without it: the refusal exists only for the in-page store.
  it.skipIf(TARGET === 'server')('refuses a line whose product is no longer sold', async () => {
    await addToCart(PRODUCT.lipstick);
    const db = await backend().shop.admin.snapshot();
    db.products = db.products.filter((p) => p._id !== PRODUCT.lipstick);
    await backend().shop.admin.replace(db);
    expect((await create(request)).body.errors?.[0]).toMatch(/is no longer sold/);
  });

  it.each([
    [{}, ['addressId: must be text', 'idempotencyKey: must be text']],
    [{ ...request, idempotencyKey: ' ' }, ['idempotencyKey: must not be blank']],
    [{ ...request, couponCode: 5 }, ['couponCode: must be text']],
    [{ ...request, amount: 'lots' }, ['amount: must be a number']],
    // Each problem in its own words (these said 'must be a number' and 'must be text').
    [{ ...request, amount: -0.01 }, ['amount: must be 0 or more']],
    [{ ...request, couponCode: 'X'.repeat(51) }, ['couponCode: must be at most 50 characters']],
  ])('refuses a malformed body with 400 (%#)', async (body, errors) => {
    await addToCart(PRODUCT.lipstick);
    expect(await create(body)).toEqual({ status: 400, body: { errors } });
    expect(await orders()).toEqual([]);
  });

  it('needs a token', async () => {
    expect((await create(request, '')).status).toBe(401);
  });
});

describe('POST /api/user/orders/:orderId/confirm: verified, then paid', () => {
  it('a good signature marks the order paid and empties the cart in one step', async () => {
    await addToCart(PRODUCT.lipstick);
    const order = await createPending();
    const { status, body } = await confirm(order._id, await signed(order, 'pay_AAAAAAAAAAAAAA'));
    expect(status).toBe(200);
    expect(body.order).toMatchObject({ status: 'paid', paymentId: 'pay_AAAAAAAAAAAAAA' });
    expect(body.order.paidAt).toEqual(expect.any(String));
    expect(body.cart).toEqual([]);
    expect(await cart()).toEqual([]);
    expect(await orders()).toEqual([body.order]);
  });

  it('is idempotent: the same confirmation again answers the same paid order, changing nothing', async () => {
    await addToCart(PRODUCT.lipstick);
    const order = await createPending();
    const payment = await signed(order, 'pay_AAAAAAAAAAAAAA');
    const first = await confirm(order._id, payment);
    await addToCart(PRODUCT.perfume); // a new line after paying stays
    const again = await confirm(order._id, payment);
    expect(again.status).toBe(200);
    expect(again.body.order).toEqual(first.body.order);
    expect((await cart()).map((l) => l._id)).toEqual([PRODUCT.perfume]);
  });

  it('refuses a bad signature and the order stays pending, the cart as it was', async () => {
    await addToCart(PRODUCT.lipstick);
    const order = await createPending();
    const forged = await signed(order, 'pay_AAAAAAAAAAAAAA', 'not-the-secret');
    expect(await confirm(order._id, forged)).toEqual({
      status: 400,
      body: { errors: ['The payment could not be verified; the order is still awaiting payment.'] },
    });
    // A signature for another payment id does not confirm this one either.
    const other = await signed(order, 'pay_BBBBBBBBBBBBBB');
    expect((await confirm(order._id, { ...other, paymentId: 'pay_AAAAAAAAAAAAAA' })).status).toBe(
      400,
    );
    expect((await orders())[0]).toMatchObject({ status: 'pending', paymentId: null });
    expect(await cart()).toHaveLength(1);
  });

  it('a payment id confirms one order only, even across accounts', async () => {
    await addToCart(PRODUCT.lipstick);
    const first = await createPending();
    await confirm(first._id, await signed(first, 'pay_AAAAAAAAAAAAAA'));
    await addToCart(PRODUCT.perfume);
    const second = await createPending({ idempotencyKey: 'key-2' });
    const replay = await confirm(second._id, await signed(second, 'pay_AAAAAAAAAAAAAA'));
    expect(replay).toEqual({
      status: 409,
      body: { errors: ['This payment has already been used for another order.'] },
    });
    const other = await signup();
    await addToCart(PRODUCT.perfume, 1, other);
    await call('POST', '/api/user/addresses', {
      token: other,
      body: {
        address: {
          userName: 'New',
          houseNumber: '1',
          city: 'Pune',
          state: 'MH',
          country: 'India',
          pincode: 411001,
          mobileNumber: 9123456789,
        },
      },
    });
    const addressId = (
      await call<{ addresses: { id: string }[] }>('GET', '/api/user/addresses', { token: other })
    ).body.addresses[0]?.id;
    const theirs = await createPending({ addressId }, other);
    const stolen = await confirm(theirs._id, await signed(theirs, 'pay_AAAAAAAAAAAAAA'), other);
    expect(stolen.status).toBe(409);
    expect((await orders())[1]?.status).toBe('pending');
  });

  it('an order paid once refuses a second, different payment', async () => {
    await addToCart(PRODUCT.lipstick);
    const order = await createPending();
    await confirm(order._id, await signed(order, 'pay_AAAAAAAAAAAAAA'));
    const second = await confirm(order._id, await signed(order, 'pay_BBBBBBBBBBBBBB'));
    // The second payment goes back.
    expect(second).toEqual({
      status: 409,
      body: {
        errors: [
          'This order is already paid. Your payment is being refunded in full; banks usually take 5 to 7 working days to show it.',
        ],
      },
    });
  });

  it('refuses an unknown order (404), another shopper’s order (404), a malformed body (400)', async () => {
    await addToCart(PRODUCT.lipstick);
    const order = await createPending();
    const payment = await signed(order, 'pay_AAAAAAAAAAAAAA');
    expect((await confirm('nope', payment)).status).toBe(404);
    expect((await confirm(order._id, payment, await signup())).status).toBe(404);
    expect(await confirm(order._id, { paymentId: 'pay_x', signature: 'abc' })).toEqual({
      status: 400,
      body: { errors: ['signature: must be a hex HMAC-SHA256 signature'] },
    });
    expect((await orders())[0]?.status).toBe('pending');
  });

  it('a failed attempt can still be paid; a cancelled order cannot', async () => {
    await addToCart(PRODUCT.lipstick);
    const order = await createPending();
    const failed = await call<CreatedBody>('POST', `/api/user/orders/${order._id}/fail`, { token });
    expect(failed.body.order.status).toBe('failed');
    const paid = await confirm(order._id, await signed(order, 'pay_AAAAAAAAAAAAAA'));
    expect(paid.body.order.status).toBe('paid');

    await addToCart(PRODUCT.perfume);
    const other = await createPending({ idempotencyKey: 'key-2' });
    const cancelled = await call<CreatedBody>('POST', `/api/user/orders/${other._id}/cancel`, {
      token,
    });
    expect(cancelled).toMatchObject({ status: 200, body: { order: { status: 'cancelled' } } });
    expect(await confirm(other._id, await signed(other, 'pay_CCCCCCCCCCCCCC'))).toEqual({
      status: 409,
      // The signed payment goes back (the simulated provider refunds one it never saw).
      body: {
        errors: [
          'This order was cancelled; place a new one. Your payment is being refunded in full; banks usually take 5 to 7 working days to show it.',
        ],
      },
    });
    // Cancelling leaves the cart alone; a shipped order cannot be cancelled (a paid one is
    // refunded: after-sale.test.ts).
    expect(await cart()).toHaveLength(1);
    await call('POST', `/api/_console/orders/${order._id}/ship`, {
      body: { carrier: 'Delhivery', trackingNumber: 'DL123' },
    });
    expect((await call('POST', `/api/user/orders/${order._id}/cancel`, { token })).status).toBe(
      409,
    );
  });
});

describe('POST /api/user/orders/:orderId/test-payment: the simulated provider charges in test mode', () => {
  type Charged = ErrorBody & { orderId: string; paymentId: string; signature: string };
  const charge = (orderId: string, body: unknown, t = token) =>
    call<Charged>('POST', `/api/user/orders/${orderId}/test-payment`, { token: t, body });
  const card = { method: 'card', number: SUCCESS_CARD, expiry: '12/30', cvv: '123' };

  it('a test card that succeeds answers a result signed with the provider secret, which confirm takes', async () => {
    await addToCart(PRODUCT.lipstick);
    const order = await createPending();
    const { status, body } = await charge(order._id, card);
    expect(status).toBe(200);
    expect(body.orderId).toBe(order.payment?.orderId);
    expect(body.paymentId).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    const secret = backend().payments.current().secret;
    expect(
      await isValidPaymentSignature(secret, body.orderId, body.paymentId, body.signature),
    ).toBe(true);
    // Charging alone pays nothing: the order is paid only through confirm.
    expect((await orders())[0]?.status).toBe('pending');
    const paid = await confirm(order._id, { paymentId: body.paymentId, signature: body.signature });
    expect(paid.body.order).toMatchObject({ status: 'paid', paymentId: body.paymentId });
  });

  it('the UPI id success@razorpay pays; failure@razorpay and the declined card are refused (402)', async () => {
    await addToCart(PRODUCT.lipstick);
    const order = await createPending();
    expect(await charge(order._id, { ...card, number: '4000 0000 0000 0002' })).toEqual({
      status: 402,
      body: { errors: [DECLINED_MESSAGE] },
    });
    expect(await charge(order._id, { method: 'upi', vpa: 'failure@razorpay' })).toEqual({
      status: 402,
      body: { errors: [UPI_FAILED_MESSAGE] },
    });
    expect((await orders())[0]?.status).toBe('pending');
    expect((await charge(order._id, { method: 'upi', vpa: 'success@razorpay' })).status).toBe(200);
  });

  it('refuses what no test card is (400), another shopper’s order (404), a paid order (409)', async () => {
    await addToCart(PRODUCT.lipstick);
    const order = await createPending();
    const bad = await charge(order._id, { ...card, number: '4111 1111 1111 1112' });
    expect(bad).toEqual({ status: 400, body: { errors: ['number: Enter a valid card number.'] } });
    expect((await charge(order._id, { ...card, expiry: '01/20' })).status).toBe(400);
    expect((await charge(order._id, { method: 'cash' })).status).toBe(400);
    expect((await charge(order._id, { ...card, number: '4'.repeat(5000) })).status).toBe(400);
    expect((await charge(order._id, card, await signup())).status).toBe(404);
    expect((await charge('nope', card)).status).toBe(404);
    expect((await charge(order._id, card, '')).status).toBe(401);
    const { body } = await charge(order._id, card);
    await confirm(order._id, { paymentId: body.paymentId, signature: body.signature });
    expect(await charge(order._id, card)).toEqual({
      status: 409,
      body: { errors: ['This order is already paid.'] },
    });
  });
});
