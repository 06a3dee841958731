/**
 * The in-page back end (backend/simulated.ts): the console fires the simulated provider's events at
 * an order (POST /api/_console/orders/:id/events), handled as the webhook's are; the webhook route
 * believes nothing without a webhook secret; the page's payment sweep settles what the provider
 * was paid and expires holds.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SUCCESS_CARD } from '@/domain/test-payments';
import type { OrderRecord } from '@/domain/types';
import { signWebhook } from '@/domain/webhook-signature';
import { createSimulatedBackend, type SimulatedBackend } from '@backend/simulated';
import { DEMO_USER } from '@backend/store/seed';
import { DEMO_ADDRESS_ID, PRODUCT } from '../support';

let backend: SimulatedBackend;
let token: string;

async function call<T = { errors?: string[] }>(
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { authorization: token };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await backend.api.request(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function pendingOrder(): Promise<OrderRecord> {
  await call('POST', '/api/user/cart', { product: { _id: PRODUCT.lipstick } });
  const created = await call<{ order: OrderRecord }>('POST', '/api/user/orders', {
    addressId: DEMO_ADDRESS_ID,
    idempotencyKey: crypto.randomUUID(),
  });
  expect(created.status).toBe(201);
  return created.body.order;
}

const fire = (orderId: string, type: string) =>
  call<{ outcome: string; order: OrderRecord }>('POST', `/api/_console/orders/${orderId}/events`, {
    type,
  });

beforeEach(async () => {
  backend = createSimulatedBackend({ paymentSweep: { everyMs: 3_600_000, reconcileAfterMs: 0 } });
  token = await backend.tokens.sign({ _id: DEMO_USER._id, email: DEMO_USER.email });
});

afterEach(async () => {
  await backend.paymentSweep.stop();
});

describe('POST /api/_console/orders/:id/events', () => {
  it('paid: the order is paid and its lines leave the cart, as the webhook would do', async () => {
    const order = await pendingOrder();
    const { status, body } = await fire(order._id, 'paid');
    expect(status).toBe(200);
    expect(body).toMatchObject({ outcome: 'paid', order: { _id: order._id, status: 'paid' } });
    expect((await call<{ cart: unknown[] }>('GET', '/api/user/cart')).body.cart).toEqual([]);
  });

  it('failed: a failed attempt, still payable; paid after it pays', async () => {
    const order = await pendingOrder();
    expect((await fire(order._id, 'failed')).body).toMatchObject({
      outcome: 'failed',
      order: { status: 'failed' },
    });
    expect((await fire(order._id, 'paid')).body.order.status).toBe('paid');
  });

  it('paid for a cancelled order: refunded in full through the simulated provider', async () => {
    const order = await pendingOrder();
    expect((await call('POST', `/api/user/orders/${order._id}/cancel`)).status).toBe(200);
    const { body } = await fire(order._id, 'paid');
    expect(body).toMatchObject({ outcome: 'refunded', order: { status: 'refunded' } });
    expect(body.order.refunds[0]).toMatchObject({ amount: order.amount, status: 'processed' });
  });

  it('refuses an unknown order (404) and an unknown event (400)', async () => {
    const order = await pendingOrder();
    expect((await fire('no-such-order', 'paid')).status).toBe(404);
    expect((await fire(order._id, 'refunded')).status).toBe(400);
    expect((await call('GET', '/api/user/orders')).status).toBe(200);
  });
});

describe('the webhook route in the page', () => {
  it('believes nothing without a webhook secret: 400, whatever the signature', async () => {
    const body = JSON.stringify({ entity: 'event', event: 'order.paid', payload: {} });
    const response = await backend.api.request('/api/payments/razorpay/webhook', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-event-id': 'evt_Page000000001',
        'x-razorpay-signature': await signWebhook('anything', body),
      },
      body,
    });
    expect(response.status).toBe(400);
  });
});

describe('the page’s payment sweep', () => {
  it('settles an order charged with a test card that the browser never confirmed', async () => {
    const order = await pendingOrder();
    const charged = await call('POST', `/api/user/orders/${order._id}/test-payment`, {
      method: 'card',
      number: SUCCESS_CARD,
      expiry: '12/30',
      cvv: '123',
    });
    expect(charged.status).toBe(200);
    expect(await backend.paymentSweep.sweep()).toMatchObject({ settled: 1 });
    const orders = await call<{ orders: OrderRecord[] }>('GET', '/api/user/orders');
    expect(orders.body.orders.find((o) => o._id === order._id)?.status).toBe('paid');
  });
});
