/**
 * The browser's confirm of a payment its order cannot keep: the shopper reads why, and the payment
 * goes back in full through the provider (here the simulated one, in the page's back end).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUCCESS_CARD } from '@/domain/test-payments';
import type { OrderRecord } from '@/domain/types';
import { paymentGateways, simulatedLedger } from '@backend/payments';
import { createSimulatedBackend, type SimulatedBackend } from '@backend/simulated';
import { DEMO_USER } from '@backend/store/seed';
import { DEMO_ADDRESS_ID, PRODUCT } from '../support';

let backend: SimulatedBackend;
let ledger: ReturnType<typeof simulatedLedger>;
let token: string;

async function call<T = { errors?: string[] }>(method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { authorization: token };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await backend.api.request(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

beforeEach(async () => {
  ledger = simulatedLedger();
  backend = createSimulatedBackend({
    payments: paymentGateways({}, { simulatedLedger: ledger }),
    paymentSweep: { everyMs: 3_600_000, reconcileAfterMs: 0 },
  });
  token = await backend.tokens.sign({ _id: DEMO_USER._id, email: DEMO_USER.email });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(async () => {
  vi.restoreAllMocks();
  await backend.paymentSweep.stop();
});

describe('confirm of a payment the order refuses', () => {
  it('a cancelled order: 409 saying so, and the payment refunded in full', async () => {
    await call('POST', '/api/user/cart', { product: { _id: PRODUCT.lipstick } });
    const created = await call<{ order: OrderRecord }>('POST', '/api/user/orders', {
      addressId: DEMO_ADDRESS_ID,
      idempotencyKey: crypto.randomUUID(),
    });
    const order = created.body.order;
    const charged = await call<{ paymentId: string; signature: string }>(
      'POST',
      `/api/user/orders/${order._id}/test-payment`,
      { method: 'card', number: SUCCESS_CARD, expiry: '12/30', cvv: '123' },
    );
    expect(charged.status).toBe(200);
    // The tab that paid is slower than the one that cancelled.
    expect((await call('POST', `/api/user/orders/${order._id}/cancel`)).status).toBe(200);
    const confirmed = await call('POST', `/api/user/orders/${order._id}/confirm`, {
      paymentId: charged.body.paymentId,
      signature: charged.body.signature,
    });
    expect(confirmed).toEqual({
      status: 409,
      body: {
        errors: [
          'This order was cancelled; place a new one. Your payment is being refunded in full; banks usually take 5 to 7 working days to show it.',
        ],
      },
    });
    expect(ledger.refunds).toEqual([
      expect.objectContaining({ paymentId: charged.body.paymentId, status: 'processed' }),
    ]);
    const orders = await call<{ orders: OrderRecord[] }>('GET', '/api/user/orders');
    expect(orders.body.orders.find((o) => o._id === order._id)).toMatchObject({
      status: 'refunded',
      refunds: [{ amount: order.amount, status: 'processed' }],
    });
  });
});
