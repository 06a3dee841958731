/**
 * Attack (issue 25, item 1): a shopper signs `order_id|payment_id` with the simulated provider's
 * public secret (it ships in the static build's JavaScript) and confirms their own order, unpaid.
 * Against the real server process, that confirmation is refused: the server signs test payments with
 * a secret of its own. And a production server without Razorpay's keys does not start unless told
 * it may take test payments, which it then says.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMULATED_PAYMENT_SECRET, signPayment } from '@/domain/payment-signature';
import { SUCCESS_CARD } from '@/domain/test-payments';
import type { OrderRecord } from '@/domain/types';
import { DEMO_USER } from '@backend/store/seed';
import { DEMO_ADDRESS_ID, PRODUCT } from '../../backend/support';
import {
  buildServer,
  callServer,
  startServerProcess,
  type BuiltServer,
  type ServerProcess,
} from './real-server';

let built: BuiltServer;
let shop: ServerProcess;

beforeAll(async () => {
  built = await buildServer();
  shop = await startServerProcess(built);
}, 180_000);

afterAll(async () => {
  await shop?.stop();
  await built?.remove();
});

async function pendingOrder(): Promise<{ token: string; order: OrderRecord }> {
  const login = await callServer<{ encodedToken: string }>(shop, 'POST', '/api/auth/login', {
    body: { email: DEMO_USER.email, password: DEMO_USER.password },
  });
  const token = login.body.encodedToken;
  await callServer(shop, 'POST', '/api/user/cart', {
    token,
    body: { product: { _id: PRODUCT.lipstick } },
  });
  const created = await callServer<{ order: OrderRecord }>(shop, 'POST', '/api/user/orders', {
    token,
    body: { addressId: DEMO_ADDRESS_ID, idempotencyKey: crypto.randomUUID() },
  });
  expect(created.status).toBe(201);
  return { token, order: created.body.order };
}

describe('a payment the shopper signs', () => {
  it('is refused: the public simulated secret confirms nothing, and the order stays unpaid', async () => {
    const { token, order } = await pendingOrder();
    const paymentId = 'pay_FORGED00000001';
    const forged = await callServer(shop, 'POST', `/api/user/orders/${order._id}/confirm`, {
      token,
      body: {
        paymentId,
        signature: await signPayment(
          SIMULATED_PAYMENT_SECRET,
          order.payment?.orderId ?? '',
          paymentId,
        ),
      },
    });
    expect(forged.status).toBe(400);
    const orders = await callServer<{ orders: OrderRecord[] }>(shop, 'GET', '/api/user/orders', {
      token,
    });
    expect(orders.body.orders.find((o) => o._id === order._id)?.status).toBe('pending');
  });

  it('a test card charged by the server is what pays it', async () => {
    const { token, order } = await pendingOrder();
    const charged = await callServer<{ paymentId: string; signature: string }>(
      shop,
      'POST',
      `/api/user/orders/${order._id}/test-payment`,
      { token, body: { method: 'card', number: SUCCESS_CARD, expiry: '12/30', cvv: '123' } },
    );
    expect(charged.status).toBe(200);
    const paid = await callServer<{ order: OrderRecord }>(
      shop,
      'POST',
      `/api/user/orders/${order._id}/confirm`,
      { token, body: charged.body },
    );
    expect(paid.body.order?.status).toBe('paid');
  });

  it('says test payments on /healthz and in its start log', async () => {
    expect(await (await fetch(`${shop.url}/healthz`)).json()).toEqual({
      ok: true,
      payments: 'test',
    });
    expect(shop.output()).toContain('test payments');
  });
});

describe('a production server without Razorpay keys', () => {
  const production = {
    NODE_ENV: 'production',
    GLAMOUR_TOKEN_SECRET: 'a-production-token-secret-0123456789-abcdef',
  };

  it('refuses to start, saying how to allow test payments', async () => {
    const proc = await startServerProcess(built, production, { waitUntilHealthy: false });
    expect(await proc.exited).toBe(1);
    expect(proc.output()).toContain('GLAMOUR_ALLOW_SIMULATED_PAYMENTS=1');
  });

  it('starts with GLAMOUR_ALLOW_SIMULATED_PAYMENTS=1 and says test payments', async () => {
    const proc = await startServerProcess(built, {
      ...production,
      GLAMOUR_ALLOW_SIMULATED_PAYMENTS: '1',
    });
    try {
      expect(await (await fetch(`${proc.url}/healthz`)).json()).toEqual({
        ok: true,
        payments: 'test',
      });
      expect(proc.output()).toContain('test payments');
    } finally {
      await proc.stop();
    }
  });
});
