/**
 * Attack: a shopper signs `order_id|payment_id` with the simulated provider's
 * public secret (it ships in the static build's JavaScript) and confirms their own order, unpaid.
 * Against the real server process, on PGlite and on PostgreSQL, that confirmation is refused: the
 * server signs test payments with a secret of its own. And a production server without Razorpay's
 * keys does not start unless told it may take test payments, which it then says.
 */
import { describe, expect, it } from 'vitest';
import { SIMULATED_PAYMENT_SECRET, signPayment } from '@/domain/payment-signature';
import { SUCCESS_CARD } from '@/domain/test-payments';
import type { OrderRecord } from '@/domain/types';
import { DEMO_ADDRESS_ID, PRODUCT } from '../../backend/support';
import { SHOP_KINDS, startServer, useShop, type Shop } from './shop';

async function pendingOrder(shop: Shop): Promise<{ token: string; order: OrderRecord }> {
  const token = await shop.login();
  await shop.call('POST', '/api/user/cart', {
    token,
    body: { product: { _id: PRODUCT.lipstick } },
  });
  const created = await shop.call<{ order: OrderRecord }>('POST', '/api/user/orders', {
    token,
    body: { addressId: DEMO_ADDRESS_ID, idempotencyKey: crypto.randomUUID() },
  });
  expect(created.status).toBe(201);
  return { token, order: created.body.order };
}

describe.each(SHOP_KINDS)('a payment the shopper signs on %s', (kind) => {
  const shop = useShop(kind);

  it('is refused: the public simulated secret confirms nothing, and the order stays unpaid', async () => {
    const { token, order } = await pendingOrder(shop());
    const paymentId = 'pay_FORGED00000001';
    const forged = await shop().call('POST', `/api/user/orders/${order._id}/confirm`, {
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
    const orders = await shop().call<{ orders: OrderRecord[] }>('GET', '/api/user/orders', {
      token,
    });
    expect(orders.body.orders.find((o) => o._id === order._id)?.status).toBe('pending');
  });

  it('a test card charged by the server is what pays it', async () => {
    const { token, order } = await pendingOrder(shop());
    const charged = await shop().call<{ paymentId: string; signature: string }>(
      'POST',
      `/api/user/orders/${order._id}/test-payment`,
      { token, body: { method: 'card', number: SUCCESS_CARD, expiry: '12/30', cvv: '123' } },
    );
    expect(charged.status).toBe(200);
    const paid = await shop().call<{ order: OrderRecord }>(
      'POST',
      `/api/user/orders/${order._id}/confirm`,
      { token, body: charged.body },
    );
    expect(paid.body.order?.status).toBe('paid');
  });

  it('says test payments on /healthz and in its start log', async () => {
    expect(await (await fetch(`${shop().url}/healthz`)).json()).toEqual({
      ok: true,
      payments: 'test',
    });
    expect(shop().output.join('')).toContain('test payments');
  });
});

// The configuration check runs before any database is opened: PGlite in memory is enough.
describe('a production server without Razorpay keys', () => {
  const production = {
    NODE_ENV: 'production',
    GLAMOUR_TOKEN_SECRET: 'a-production-token-secret-0123456789-abcdef',
    GLAMOUR_DATA_DIR: 'memory://',
  };

  it('refuses to start, saying how to allow test payments', async () => {
    const proc = await startServer(production, { waitReady: false });
    try {
      expect(await proc.exited).toBe(1);
      expect(proc.output.join('')).toContain('GLAMOUR_ALLOW_SIMULATED_PAYMENTS=1');
    } finally {
      await proc.stop();
    }
  });

  it('starts with GLAMOUR_ALLOW_SIMULATED_PAYMENTS=1 and says test payments', async () => {
    const proc = await startServer({ ...production, GLAMOUR_ALLOW_SIMULATED_PAYMENTS: '1' });
    try {
      expect(await (await fetch(`${proc.url}/healthz`)).json()).toEqual({
        ok: true,
        payments: 'test',
      });
      expect(proc.output.join('')).toContain('test payments');
    } finally {
      await proc.stop();
    }
  });
});
