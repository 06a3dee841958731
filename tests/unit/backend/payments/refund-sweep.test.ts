/**
 * Refunds owed and not made (backend/settlement/sweep.ts): the sweep asks the provider again for
 * every refund recorded pending without a provider id, waits out a backoff after each failure, and
 * never refunds one twice, however many sweeps ask. The back end here is the simulated one, paid
 * through its test card, with a provider that can be made to fail.
 */
import { describe, expect, it } from 'vitest';
import { SUCCESS_CARD } from '@/domain/test-payments';
import type { OrderRecord } from '@/domain/types';
import {
  PaymentProviderError,
  paymentGateways,
  type PaymentGateway,
  type PaymentGateways,
} from '@backend/payments';
import {
  issueOwedRefunds,
  readRefundReceipt,
  refundBackoff,
  refundKey,
  refundReceipt,
  settlementOf,
  sweepPayments,
} from '@backend/settlement';
import { createSimulatedBackend } from '@backend/simulated';
import { DEMO_USER } from '@backend/store/seed';
import { DEMO_ADDRESS_ID, PRODUCT } from '../support';

const SETTINGS = { reconcileAfterMs: 3_600_000 };

/** The simulated provider, whose refunds fail while `down` is set; every refund asked is counted. */
function flakyProvider() {
  const real = paymentGateways();
  const state = {
    down: false,
    /** Payments whose refunds the provider refuses every time (refunded from its dashboard, say). */
    refusing: new Set<string>(),
    asked: [] as { key: string | undefined; paymentId: string }[],
  };
  const wrap = (gateway: PaymentGateway): PaymentGateway => ({
    ...gateway,
    refund(paymentId, amountPaise, options) {
      state.asked.push({ key: options?.idempotencyKey, paymentId });
      if (state.down) return Promise.reject(new PaymentProviderError('the provider is down', 500));
      if (state.refusing.has(paymentId))
        return Promise.reject(new PaymentProviderError('the payment is fully refunded', 400));
      return gateway.refund(paymentId, amountPaise, options);
    },
  });
  const payments: PaymentGateways = {
    current: () => wrap(real.current()),
    for: (payment) => {
      const gateway = real.for(payment);
      return gateway && wrap(gateway);
    },
  };
  return { payments, state };
}

async function paidOrder(backend: ReturnType<typeof createSimulatedBackend>) {
  const token = await backend.tokens.sign({ _id: DEMO_USER._id, email: DEMO_USER.email });
  const send = async <T>(method: string, path: string, body?: unknown) => {
    const response = await backend.api.request(path, {
      method,
      headers: { authorization: token, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await response.json()) as T;
  };
  await send('POST', '/api/user/cart', { product: { _id: PRODUCT.lipstick } });
  const { order } = await send<{ order: OrderRecord }>('POST', '/api/user/orders', {
    addressId: DEMO_ADDRESS_ID,
    idempotencyKey: crypto.randomUUID(),
  });
  const charged = await send<{ paymentId: string; signature: string }>(
    'POST',
    `/api/user/orders/${order._id}/test-payment`,
    { method: 'card', number: SUCCESS_CARD, expiry: '12/40', cvv: '123' },
  );
  const paid = await send<{ order: OrderRecord }>('POST', `/api/user/orders/${order._id}/confirm`, {
    paymentId: charged.paymentId,
    signature: charged.signature,
  });
  return paid.order;
}

describe('refundBackoff', () => {
  it('an ask again after the provider failed a refund has a key of its own; the first keeps its key', () => {
    const refund = { paymentId: 'pay_Key0000000001', refundId: 'r/1' };
    expect(refundKey(refund)).toBe('pay_Key0000000001-r-1');
    expect(refundKey({ ...refund, attempt: 0 })).toBe(refundKey(refund));
    const keys = [0, 1, 2].map((attempt) => refundKey({ ...refund, attempt }));
    expect(new Set(keys).size).toBe(3);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{10,}$/);
  });

  it('the receipt names the refund and its attempt, within 40 characters, and reads back', () => {
    const refundId = crypto.randomUUID();
    expect(refundReceipt({ refundId })).toBe(refundId);
    expect(readRefundReceipt(refundId)).toEqual({ refundId, attempt: 0 });
    for (const attempt of [1, 2, 999]) {
      const receipt = refundReceipt({ refundId, attempt });
      expect(receipt.length).toBeLessThanOrEqual(40);
      expect(readRefundReceipt(receipt)).toEqual({ refundId, attempt });
    }
    // Not a receipt of an ask again: read as the id it is.
    expect(readRefundReceipt('refund.0')).toEqual({ refundId: 'refund.0', attempt: 0 });
    expect(readRefundReceipt('refund.1000')).toEqual({ refundId: 'refund.1000', attempt: 0 });
  });

  it('waits firstMs after a failure, twice as long after each next one, at most maxMs', () => {
    const backoff = refundBackoff({ firstMs: 1000, maxMs: 3000 });
    const at = (ms: number) => new Date(ms);
    expect(backoff.due('r', at(0))).toBe(true);
    backoff.failed('r', at(0));
    expect(backoff.due('r', at(999))).toBe(false);
    expect(backoff.due('r', at(1000))).toBe(true);
    backoff.failed('r', at(1000));
    expect(backoff.due('r', at(2999))).toBe(false);
    expect(backoff.due('r', at(3000))).toBe(true);
    backoff.failed('r', at(3000));
    backoff.failed('r', at(3000));
    // Capped: 3000, not 8000.
    expect(backoff.due('r', at(6000))).toBe(true);
    expect(backoff.due('other', at(0))).toBe(true);
    backoff.done('r');
    expect(backoff.due('r', at(0))).toBe(true);
  });
});

describe('the sweep asks again for refunds owed', () => {
  it('an answer for an attempt the operator has asked again since is no failure to wait out', async () => {
    const real = paymentGateways();
    const asked: (string | undefined)[] = [];
    const payments: PaymentGateways = {
      current: () => ({
        ...real.current(),
        refund: (paymentId, amountPaise, options) => {
          asked.push(options?.idempotencyKey);
          return Promise.resolve({
            id: 'rfnd_Stale0000001',
            paymentId,
            amountPaise,
            currency: 'INR',
            status: 'pending',
          });
        },
      }),
      for: () => null,
    };
    const backoff = refundBackoff({ firstMs: 60_000, maxMs: 60_000 });
    const owed = { orderId: 'o1', refundId: 'r1', paymentId: 'pay_1', amount: 10, attempt: 0 };
    const logged: string[] = [];
    const made = await issueOwedRefunds(
      {
        payments,
        refundBackoff: backoff,
        log: (message) => logged.push(message),
        refunds: {
          refundsToIssue: () => Promise.resolve([owed]),
          // The operator asked again while this round asked attempt 0: its answer is stale.
          attachProviderRefund: () =>
            Promise.resolve({ ok: false, reason: 'conflict', message: 'asked again since' }),
        },
      },
      new Date(0),
    );
    expect(made).toBe(0);
    expect(asked).toEqual(['pay_1-r1']);
    // Attempt 1, under the same shop id, is asked in the very next round.
    expect(backoff.due('r1', new Date(1))).toBe(true);
    expect(logged).toEqual([]);
  });

  it('a refund the provider refuses each time never keeps a newer one from being asked', async () => {
    const { payments, state } = flakyProvider();
    const backend = createSimulatedBackend({
      payments,
      paymentSweep: { everyMs: 3_600_000, ...SETTINGS },
    });
    try {
      const refused = await paidOrder(backend);
      const newer = await paidOrder(backend);
      state.refusing.add(refused.paymentId ?? '');
      for (const order of [refused, newer]) {
        const moved = await backend.shop.orders.cancel(DEMO_USER._id, order._id);
        if (!moved.ok || !moved.value.refund) throw new Error('no refund is owed');
      }
      const deps = {
        payments,
        refunds: backend.shop.orders,
        log: () => undefined,
        refundBackoff: refundBackoff({ firstMs: 60_000 }),
      };
      const t0 = Date.now();
      // A batch of one: the older refund is asked, and refused.
      expect(await issueOwedRefunds(deps, new Date(t0), 1)).toBe(0);
      expect(state.asked.map((a) => a.paymentId)).toEqual([refused.paymentId]);
      // While it waits out its backoff, the next round's one is the newer refund: made.
      expect(await issueOwedRefunds(deps, new Date(t0 + 1000), 1)).toBe(1);
      expect(state.asked.map((a) => a.paymentId)).toEqual([refused.paymentId, newer.paymentId]);
      const listed = await backend.shop.orders.get(DEMO_USER._id, newer._id);
      expect(listed.ok && listed.value.refunds[0]?.providerRefundId).toBeTruthy();
    } finally {
      await backend.paymentSweep.stop();
    }
  });

  it('a refund the process never asked for is made once, after the provider comes back', async () => {
    const { payments, state } = flakyProvider();
    const backend = createSimulatedBackend({
      payments,
      paymentSweep: { everyMs: 3_600_000, ...SETTINGS },
    });
    try {
      const order = await paidOrder(backend);
      expect(order.status).toBe('paid');
      // The move, and then nothing: as if the process stopped before asking the provider.
      const moved = await backend.shop.orders.cancel(DEMO_USER._id, order._id);
      if (!moved.ok || !moved.value.refund) throw new Error('no refund is owed');
      const { refundId } = moved.value.refund;
      const deps = {
        ...settlementOf(backend),
        log: () => undefined,
        refundBackoff: refundBackoff({ firstMs: 60_000 }),
      };
      const t0 = Date.now();

      state.down = true;
      expect(await sweepPayments(deps, new Date(t0), SETTINGS)).toMatchObject({ refunded: 0 });
      expect(state.asked).toHaveLength(1);
      // Within the backoff, not asked again.
      state.down = false;
      expect(await sweepPayments(deps, new Date(t0 + 59_000), SETTINGS)).toMatchObject({
        refunded: 0,
      });
      expect(state.asked).toHaveLength(1);
      // After it, made; and never again.
      expect(await sweepPayments(deps, new Date(t0 + 60_000), SETTINGS)).toMatchObject({
        refunded: 1,
      });
      expect(await sweepPayments(deps, new Date(t0 + 120_000), SETTINGS)).toMatchObject({
        refunded: 0,
      });
      expect(state.asked).toHaveLength(2);
      expect(state.asked[0]?.key).toBe(state.asked[1]?.key);
      expect(state.asked[0]?.key).toContain(refundId);

      const listed = await backend.shop.orders.get(DEMO_USER._id, order._id);
      expect(listed.ok && listed.value).toMatchObject({
        status: 'refunded',
        refunds: [{ id: refundId, status: 'processed', amount: order.amount }],
      });
      const [payment] = await payments.current().orderPayments(order.payment?.orderId ?? '');
      expect(payment?.amountRefundedPaise).toBe(Math.round(order.amount * 100));
    } finally {
      await backend.paymentSweep.stop();
    }
  });

  it('two sweeps at once, as two processes would, refund once', async () => {
    const { payments, state } = flakyProvider();
    const backend = createSimulatedBackend({
      payments,
      paymentSweep: { everyMs: 3_600_000, ...SETTINGS },
    });
    try {
      const order = await paidOrder(backend);
      await backend.shop.orders.cancel(DEMO_USER._id, order._id);
      const deps = { ...settlementOf(backend), log: () => undefined };
      const now = new Date();
      await Promise.all([sweepPayments(deps, now, SETTINGS), sweepPayments(deps, now, SETTINGS)]);
      const [payment] = await payments.current().orderPayments(order.payment?.orderId ?? '');
      expect(payment?.amountRefundedPaise).toBe(Math.round(order.amount * 100));
      expect(state.asked.length).toBeGreaterThanOrEqual(1);
      const listed = await backend.shop.orders.get(DEMO_USER._id, order._id);
      expect(listed.ok && listed.value.status).toBe('refunded');
    } finally {
      await backend.paymentSweep.stop();
    }
  });
});
