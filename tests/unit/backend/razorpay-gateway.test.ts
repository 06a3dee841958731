/**
 * Server mode with Razorpay keys in the environment: the back end creates a Razorpay order through
 * its Orders API and checks Razorpay's signature with the key secret. Razorpay's HTTP API is a
 * stand-in here (msw/node, or the stand-in server on 127.0.0.1); nothing reaches the network.
 */
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIMULATED_PAYMENT_SECRET, signPayment } from '@/domain/payment-signature';
import type { OrderRecord } from '@/domain/types';
import { setupServer } from 'msw/node';
import { paymentGateways, RAZORPAY_ORDERS_URL } from '@backend/payments';
import { startRazorpayStandIn } from '../support/razorpay-stand-in';
import { call, DEMO_ADDRESS_ID, loginDemo, PRODUCT, setupBackend, type ErrorBody } from './support';

// The API as the server builds it: the gateways its environment names (read per call).
setupBackend({ payments: paymentGateways(process.env) });
// Razorpay's HTTP API, stood in for; nothing else goes through msw here.
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const KEY_ID = 'rzp_test_AbCdEf123456';
const KEY_SECRET = 'stand-in-key-secret';

type CreatedBody = ErrorBody & { order: OrderRecord };

interface RazorpayCall {
  authorization: string | null;
  body: unknown;
}

let calls: RazorpayCall[];
let razorpayUp: boolean;
let token: string;

beforeEach(async () => {
  vi.stubEnv('RAZORPAY_KEY_ID', KEY_ID);
  vi.stubEnv('RAZORPAY_KEY_SECRET', KEY_SECRET);
  calls = [];
  razorpayUp = true;
  server.use(
    http.post(RAZORPAY_ORDERS_URL, async ({ request }) => {
      const body = (await request.json()) as { amount: number; currency: string; receipt: string };
      calls.push({ authorization: request.headers.get('authorization'), body });
      if (!razorpayUp)
        return HttpResponse.json(
          { error: { code: 'SERVER_ERROR', description: 'stand-in outage' } },
          { status: 500 },
        );
      return HttpResponse.json({
        id: `order_RZP${calls.length.toString().padStart(11, '0')}`,
        entity: 'order',
        amount: body.amount,
        currency: body.currency,
        receipt: body.receipt,
        status: 'created',
      });
    }),
  );
  token = await loginDemo();
  await call('POST', '/api/user/cart', { token, body: { product: { _id: PRODUCT.lipstick } } });
});
afterEach(() => {
  vi.unstubAllEnvs();
});

const create = (idempotencyKey = 'key-1') =>
  call<CreatedBody>('POST', '/api/user/orders', {
    token,
    body: { addressId: DEMO_ADDRESS_ID, idempotencyKey },
  });
const confirm = (orderId: string, body: unknown) =>
  call<CreatedBody>('POST', `/api/user/orders/${orderId}/confirm`, { token, body });

describe('Razorpay in server mode', () => {
  it('creates a Razorpay order for exactly the server’s amount, with the key id and secret', async () => {
    const { status, body } = await create();
    expect(status).toBe(201);
    expect(calls).toEqual([
      {
        authorization: `Basic ${btoa(`${KEY_ID}:${KEY_SECRET}`)}`,
        body: { amount: 47800, currency: 'INR', receipt: body.order._id },
      },
    ]);
    expect(body.order.payment).toEqual({
      provider: 'razorpay',
      orderId: 'order_RZP00000000001',
      keyId: KEY_ID,
    });
    // The same request again is the same order: no second Razorpay order.
    expect((await create()).body.order.payment?.orderId).toBe('order_RZP00000000001');
    expect(calls).toHaveLength(1);
  });

  it('verifies Razorpay’s signature with the key secret, never the simulated one', async () => {
    const { order } = (await create()).body;
    const paymentId = 'pay_29QQoUBi66xm2f';
    const simulated = await signPayment(
      SIMULATED_PAYMENT_SECRET,
      'order_RZP00000000001',
      paymentId,
    );
    expect((await confirm(order._id, { paymentId, signature: simulated })).status).toBe(400);
    const genuine = await signPayment(KEY_SECRET, 'order_RZP00000000001', paymentId);
    const paid = await confirm(order._id, { paymentId, signature: genuine });
    expect(paid.status).toBe(200);
    expect(paid.body.order).toMatchObject({ status: 'paid', paymentId });
  });

  it('a Razorpay outage refuses before any payment (502); the same key retried later recovers', async () => {
    razorpayUp = false;
    expect(await create()).toEqual({
      status: 502,
      body: {
        errors: ['The payment provider could not be reached; nothing was charged. Try again.'],
      },
    });
    razorpayUp = true;
    const retried = await create();
    expect(retried.body.order.payment?.provider).toBe('razorpay');
    const orders = await call<{ orders: OrderRecord[] }>('GET', '/api/user/orders', { token });
    expect(orders.body.orders).toHaveLength(1);
  });

  it('an order taken by the simulated provider is not confirmed once Razorpay is configured', async () => {
    vi.unstubAllEnvs();
    const { order } = (await create()).body;
    expect(order.payment?.provider).toBe('simulated');
    vi.stubEnv('RAZORPAY_KEY_ID', KEY_ID);
    vi.stubEnv('RAZORPAY_KEY_SECRET', KEY_SECRET);
    const paymentId = 'pay_29QQoUBi66xm2f';
    const signature = await signPayment(KEY_SECRET, order.payment?.orderId ?? '', paymentId);
    expect((await confirm(order._id, { paymentId, signature })).status).toBe(409);
  });

  it('makes every Razorpay call under RAZORPAY_API_URL when it is set', async () => {
    const standIn = await startRazorpayStandIn({ keyId: KEY_ID, keySecret: KEY_SECRET });
    try {
      vi.stubEnv('RAZORPAY_API_URL', standIn.url);
      const { status, body } = await create();
      expect(status).toBe(201);
      expect(body.order.payment?.orderId).toBe('order_StandIn0000001');
      expect(standIn.calls).toEqual([
        {
          method: 'POST',
          path: '/v1/orders',
          authorized: true,
          body: { amount: 47800, currency: 'INR', receipt: body.order._id },
          idempotencyKey: null,
        },
      ]);
      // Nothing went to Razorpay's own address.
      expect(calls).toEqual([]);
    } finally {
      await standIn.close();
    }
  });
});
