/**
 * The settlement rules (backend/settlement/) over a small fake of the orders' storage and the
 * simulated provider's ledger: which payments pay, which are refunded in full through the provider,
 * which change nothing and say why; events taken once; the sweep's reconciliation and expiry.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { amountInPaise } from '@/domain/pricing';
import {
  paymentGateways,
  simulatedLedger,
  type PaymentGateway,
  type ProviderEvent,
  type ProviderPayment,
} from '@backend/payments';
import {
  askedThisRound,
  fullRefundKey,
  receiveEvent,
  settlePayment,
  startPaymentSweep,
  sweepPayments,
  type SettlementDeps,
} from '@backend/settlement';
import { CLAIM_LEASE_MS, createMemoryPaymentEvents } from '@backend/store/payment-events';
import { fakeOrders, orderRecord, type FakeOrders } from './fake-orders';

const PAISE = amountInPaise(478);

function setup(orders: FakeOrders) {
  const ledger = simulatedLedger();
  const payments = paymentGateways({}, { simulatedLedger: ledger });
  const log = vi.fn<(message: string) => void>();
  const events = createMemoryPaymentEvents();
  const deps: SettlementDeps = { orders, events, payments, log };
  const gateway = payments.current() as Required<PaymentGateway>;
  /** A payment the shopper made at the provider (in its ledger), as the webhook would report it. */
  const pay = async (providerOrderId: string, amountPaise = PAISE) => {
    const event = await gateway.simulatePayment(providerOrderId, amountPaise, 'captured');
    if (event.event === 'other' || !('payment' in event) || !event.payment)
      throw new Error('no payment');
    return event.payment;
  };
  const captured = (payment: ProviderPayment) => ({
    providerOrderId: payment.orderId,
    paymentId: payment.id,
    amountPaise: payment.amountPaise,
    currency: payment.currency,
  });
  return { deps, ledger, log, events, pay, captured, gateway };
}

describe('settlePayment', () => {
  it('pays a pending order when the amount and currency are the order’s', async () => {
    const orders = fakeOrders([orderRecord({ _id: 'o1' })]);
    const { deps, pay, captured } = setup(orders);
    const payment = await pay('order_o1');
    const settled = await settlePayment(deps, captured(payment));
    expect(settled).toMatchObject({ outcome: 'paid', order: { status: 'paid' } });
    expect(orders.orders.get('o1')).toMatchObject({ status: 'paid', paymentId: payment.id });
    // The same payment reported again (webhook after confirm, a redelivery): nothing more.
    expect(await settlePayment(deps, captured(payment))).toMatchObject({ outcome: 'already' });
  });

  it('changes nothing and says why for another amount, another currency or an unknown order', async () => {
    const orders = fakeOrders([orderRecord({ _id: 'o1' })]);
    const { deps, log, pay, captured } = setup(orders);
    const short = await pay('order_o1', PAISE - 100);
    expect(await settlePayment(deps, captured(short))).toMatchObject({ outcome: 'ignored' });
    expect(log).toHaveBeenLastCalledWith(expect.stringContaining(`${PAISE - 100} INR`));
    const dollars = { ...captured(await pay('order_o1')), currency: 'USD' };
    expect(await settlePayment(deps, dollars)).toMatchObject({ outcome: 'ignored' });
    expect(log).toHaveBeenLastCalledWith(expect.stringContaining('USD'));
    const stranger = { ...dollars, providerOrderId: 'order_elsewhere', currency: 'INR' };
    expect(await settlePayment(deps, stranger)).toMatchObject({ outcome: 'ignored' });
    expect(log).toHaveBeenLastCalledWith(expect.stringContaining('not an order of this shop'));
    expect(orders.orders.get('o1')?.status).toBe('pending');
  });

  it('refunds in full through the provider a payment for a cancelled order, and records it', async () => {
    const orders = fakeOrders([orderRecord({ _id: 'o1', status: 'cancelled', holdUntil: null })]);
    const { deps, ledger, pay, captured } = setup(orders);
    const payment = await pay('order_o1');
    const settled = await settlePayment(deps, captured(payment));
    expect(settled).toMatchObject({ outcome: 'refunded', order: { status: 'refunded' } });
    expect(ledger.refunds).toEqual([
      expect.objectContaining({ paymentId: payment.id, amountPaise: PAISE }),
    ]);
    expect(orders.refunds).toEqual([
      expect.objectContaining({
        paymentId: payment.id,
        amount: 478,
        status: 'processed',
        reason: 'the order is cancelled',
      }),
    ]);
  });

  it('one payment reported twice at once for a cancelled order is refunded once', async () => {
    const orders = fakeOrders([orderRecord({ _id: 'o1', status: 'cancelled', holdUntil: null })]);
    const { deps, ledger, pay, captured } = setup(orders);
    const payment = await pay('order_o1');
    const both = await Promise.all([
      settlePayment(deps, captured(payment)),
      settlePayment(deps, captured(payment)),
    ]);
    expect(both.map((s) => s.outcome)).toEqual(['refunded', 'refunded']);
    expect(ledger.refunds).toHaveLength(1);
  });

  it('a payment its provider forgot (a restart), reported again and again, is refunded once', async () => {
    const orders = fakeOrders([orderRecord({ _id: 'o1', status: 'cancelled', holdUntil: null })]);
    const { deps, pay, captured } = setup(orders);
    const payment = await pay('order_o1');
    // Another process, or this one after a restart: a ledger that never saw the payment.
    const forgetful = simulatedLedger();
    const later = { ...deps, payments: paymentGateways({}, { simulatedLedger: forgetful }) };
    for (let i = 0; i < 3; i += 1)
      expect(await settlePayment(later, captured(payment))).toMatchObject({ outcome: 'refunded' });
    expect(forgetful.refunds).toHaveLength(1);
    expect(new Set(orders.refunds.map((r) => r.id)).size).toBe(1);
  });

  it('ten payments captured at once on one order: one pays it, nine are refunded', async () => {
    const orders = fakeOrders([orderRecord({ _id: 'o1' })]);
    const { deps, ledger, pay, captured } = setup(orders);
    const payments = await Promise.all(Array.from({ length: 10 }, () => pay('order_o1')));
    const settled = await Promise.all(payments.map((p) => settlePayment(deps, captured(p))));
    expect(settled.filter((s) => s.outcome === 'paid')).toHaveLength(1);
    expect(settled.filter((s) => s.outcome === 'refunded')).toHaveLength(9);
    const order = orders.orders.get('o1');
    expect(order?.status).toBe('paid');
    expect(new Set(ledger.refunds.map((r) => r.paymentId))).toEqual(
      new Set(payments.map((p) => p.id).filter((id) => id !== order?.paymentId)),
    );
  });
});

describe('receiveEvent', () => {
  const capturedEvent = (payment: ProviderPayment): ProviderEvent => ({
    event: 'payment.captured',
    payment,
  });
  const at = new Date('2026-11-20T10:05:00Z');

  it('handles an event once: a redelivery with the same id is a repeat', async () => {
    const orders = fakeOrders([orderRecord({ _id: 'o1' })]);
    const { deps, pay } = setup(orders);
    const event = capturedEvent(await pay('order_o1'));
    expect(await receiveEvent(deps, { id: 'evt_1', event, at })).toEqual({ outcome: 'paid' });
    const settle = vi.spyOn(orders, 'settle');
    expect(await receiveEvent(deps, { id: 'evt_1', event, at })).toEqual({ outcome: 'repeat' });
    expect(settle).not.toHaveBeenCalled();
    // Another event of the same payment (order.paid after payment.captured) finds it paid.
    expect(await receiveEvent(deps, { id: 'evt_2', event, at })).toEqual({ outcome: 'already' });
  });

  it('answers events it does not act on without touching the store', async () => {
    const orders = fakeOrders([]);
    const { deps, events } = setup(orders);
    const claim = vi.spyOn(events, 'claim');
    const outcome = await receiveEvent(deps, {
      id: 'evt_3',
      event: { event: 'other', name: 'settlement.processed' },
      at,
    });
    expect(outcome).toMatchObject({ outcome: 'ignored' });
    expect(claim).not.toHaveBeenCalled();
  });

  it('lets the event go when handling fails, so a redelivery is handled', async () => {
    const orders = fakeOrders([orderRecord({ _id: 'o1' })]);
    const { deps, pay } = setup(orders);
    const event = capturedEvent(await pay('order_o1'));
    vi.spyOn(orders, 'settle').mockRejectedValueOnce(new Error('database away'));
    await expect(receiveEvent(deps, { id: 'evt_4', event, at })).rejects.toThrow('database away');
    expect(await receiveEvent(deps, { id: 'evt_4', event, at })).toEqual({ outcome: 'paid' });
  });

  it('an event whose handler died with its process is handled by a redelivery after the lease', async () => {
    const orders = fakeOrders([orderRecord({ _id: 'o1' })]);
    const { deps, events, pay } = setup(orders);
    const event = capturedEvent(await pay('order_o1'));
    // The process claimed it and died before handling it: no answer reached the provider.
    expect(await events.claim('evt_7', 'payment.captured', at)).toBe(true);
    expect(orders.orders.get('o1')?.status).toBe('pending');
    // While it may still be handled, a redelivery is told to come again (the webhook answers
    // 409), not that it was handled: were that handling to fail, nothing would come again.
    const soon = new Date(at.getTime() + 1_000);
    expect(await receiveEvent(deps, { id: 'evt_7', event, at: soon })).toEqual({
      outcome: 'busy',
    });
    const redelivered = new Date(at.getTime() + CLAIM_LEASE_MS);
    expect(await receiveEvent(deps, { id: 'evt_7', event, at: redelivered })).toEqual({
      outcome: 'paid',
    });
    expect(orders.orders.get('o1')?.status).toBe('paid');
    // Handled now: a later redelivery is a repeat for good.
    const dayLater = new Date(at.getTime() + 24 * 3_600_000);
    expect(await receiveEvent(deps, { id: 'evt_7', event, at: dayLater })).toEqual({
      outcome: 'repeat',
    });
  });

  it('payment.failed records a failed attempt; refund.processed settles the refund', async () => {
    const orders = fakeOrders([orderRecord({ _id: 'o1' })]);
    const { deps, gateway } = setup(orders);
    const failed = await gateway.simulatePayment('order_o1', PAISE, 'failed');
    expect(await receiveEvent(deps, { id: 'evt_5', event: failed, at })).toEqual({
      outcome: 'failed',
    });
    expect(orders.orders.get('o1')?.status).toBe('failed');
    const refund = {
      id: 'rfnd_1',
      paymentId: 'pay_1',
      amountPaise: PAISE,
      currency: 'INR',
      status: 'processed' as const,
    };
    const processed: ProviderEvent = { event: 'refund.processed', refund, payment: null };
    expect(await receiveEvent(deps, { id: 'evt_6', event: processed, at })).toEqual({
      outcome: 'refund-settled',
    });
    expect(orders.settledRefunds).toEqual(['rfnd_1']);
    expect(orders.settledAsks).toEqual([]);
    // With the receipt the shop asked with: the refund it names, and which ask.
    const asked: ProviderEvent = {
      event: 'refund.processed',
      refund: { ...refund, id: 'rfnd_4', receipt: 'refund-of-o3.1' },
      payment: null,
    };
    await receiveEvent(deps, { id: 'evt_10', event: asked, at });
    expect(orders.settledRefunds).toEqual(['rfnd_1', 'rfnd_4']);
    expect(orders.settledAsks).toEqual([{ refundId: 'refund-of-o3', attempt: 1 }]);
  });

  it('an event of a payment’s full refund the shop has not recorded yet records it first; no other does', async () => {
    const orders = fakeOrders([orderRecord({ _id: 'o1', status: 'paid', paymentId: 'pay_1' })]);
    const { deps, pay } = setup(orders);
    const second = await pay('order_o1');
    const refund = {
      id: 'rfnd_5',
      paymentId: second.id,
      amountPaise: PAISE,
      currency: 'INR',
      status: 'failed' as const,
    };
    const event = (id: string, receipt?: string, payment: ProviderPayment | null = second) => ({
      id,
      at,
      event: {
        event: 'refund.failed' as const,
        refund: { ...refund, id, ...(receipt ? { receipt } : {}) },
        payment,
      },
    });
    // Not the shop's full refund (no receipt, another receipt), or no payment to find its order by.
    await receiveEvent(deps, event('rfnd_6'));
    await receiveEvent(deps, event('rfnd_7', 'refund-of-o1'));
    await receiveEvent(deps, event('rfnd_8', fullRefundKey(second.id), null));
    expect(orders.refunds).toEqual([]);
    await receiveEvent(deps, event('rfnd_9', fullRefundKey(second.id)));
    expect(orders.refunds).toEqual([
      {
        id: 'rfnd_9',
        paymentId: second.id,
        amount: 478,
        status: 'pending',
        reason: 'The order was already paid by another payment.',
      },
    ]);
    // Then failed by its id, as any refund's failure.
    expect(orders.failedRefunds.map((f) => f.providerRefundId)).toEqual([
      'rfnd_6',
      'rfnd_7',
      'rfnd_8',
      'rfnd_9',
    ]);
  });

  it('refund.failed records the refund failed by the provider’s id, and the ask its receipt names', async () => {
    const orders = fakeOrders([orderRecord({ _id: 'o1' })]);
    const { deps } = setup(orders);
    const refund = {
      id: 'rfnd_2',
      paymentId: 'pay_1',
      amountPaise: PAISE,
      currency: 'INR',
      status: 'failed' as const,
      receipt: 'refund-of-o1.2',
    };
    const failed: ProviderEvent = { event: 'refund.failed', refund, payment: null };
    expect(await receiveEvent(deps, { id: 'evt_8', event: failed, at })).toEqual({
      outcome: 'refund-failed',
    });
    expect(orders.failedRefunds).toEqual([
      { providerRefundId: 'rfnd_2', asked: { refundId: 'refund-of-o1', attempt: 2 } },
    ]);
    expect(orders.settledRefunds).toEqual([]);
    // Redelivered: a repeat, handled once.
    expect(await receiveEvent(deps, { id: 'evt_8', event: failed, at })).toEqual({
      outcome: 'repeat',
    });
    expect(orders.failedRefunds).toHaveLength(1);
    // The first ask's receipt is the refund's id alone.
    const first = { ...refund, id: 'rfnd_3', receipt: 'refund-of-o2' };
    await receiveEvent(deps, { id: 'evt_9', event: { ...failed, refund: first }, at });
    expect(orders.failedRefunds[1]).toEqual({
      providerRefundId: 'rfnd_3',
      asked: { refundId: 'refund-of-o2', attempt: 0 },
    });
  });
});

describe('the payment sweep', () => {
  afterEach(() => vi.useRealTimers());

  it('settles a pending order the provider was paid for, once it is old enough, and expires holds', async () => {
    const orders = fakeOrders([
      orderRecord({ _id: 'old', createdAt: '2026-11-20T10:00:00.000Z' }),
      orderRecord({ _id: 'young', createdAt: '2026-11-20T10:09:00.000Z' }),
      orderRecord({ _id: 'tried', createdAt: '2026-11-20T10:00:00.000Z' }),
      orderRecord({
        _id: 'unpaid',
        createdAt: '2026-11-20T09:00:00.000Z',
        holdUntil: '2026-11-20T09:15:00.000Z',
      }),
    ]);
    const { deps, pay, gateway } = setup(orders);
    await pay('order_old');
    await pay('order_young');
    await gateway.simulatePayment('order_tried', PAISE, 'failed');
    const now = new Date('2026-11-20T10:10:00Z');
    const report = await sweepPayments(deps, now, { reconcileAfterMs: 120_000 });
    expect(orders.orders.get('old')?.status).toBe('paid');
    expect(orders.orders.get('young')?.status).toBe('pending');
    expect(orders.orders.get('tried')?.status).toBe('failed');
    expect(orders.orders.get('unpaid')?.status).toBe('expired');
    // The provider has never heard of the unpaid order: not counted, and its hold still ends.
    expect(report).toEqual({ checked: 2, settled: 1, expired: 1 });
    // A second sweep (another process, the next round) changes nothing.
    expect(await sweepPayments(deps, now, { reconcileAfterMs: 120_000 })).toEqual({
      checked: 1,
      settled: 0,
      expired: 0,
    });
  });

  it('settles a payment finished after its order closed unpaid, for an hour after the close', async () => {
    const closed = (_id: string, status: 'expired' | 'cancelled', at: string) =>
      orderRecord({
        _id,
        status,
        holdUntil: null,
        timeline: [
          { status: 'pending', at: '2026-11-20T07:00:00.000Z' },
          { status, at },
        ],
      });
    const orders = fakeOrders([
      closed('late', 'expired', '2026-11-20T09:55:00.000Z'),
      closed('gone', 'cancelled', '2026-11-20T09:35:00.000Z'),
      closed('long-ago', 'expired', '2026-11-20T08:00:00.000Z'),
    ]);
    const { deps, pay } = setup(orders);
    // Paid in checkouts opened before the close; no tab left to confirm, no webhook.
    const late = await pay('order_late');
    const gone = await pay('order_gone');
    await pay('order_long-ago');
    const now = new Date('2026-11-20T10:10:00Z');
    const settings = { reconcileAfterMs: 120_000 };
    expect(await sweepPayments(deps, now, settings)).toEqual({
      checked: 2,
      settled: 2,
      expired: 0,
    });
    // This fake keeps no stock for an expired order: both payments go back, each recorded.
    expect(orders.refunds.map((r) => r.paymentId).sort()).toEqual([gone.id, late.id].sort());
    expect(orders.orders.get('late')?.status).toBe('refunded');
    expect(orders.orders.get('long-ago')?.status).toBe('expired');
    // Settled orders are not asked again.
    expect(await sweepPayments(deps, now, settings)).toEqual({
      checked: 0,
      settled: 0,
      expired: 0,
    });
    expect(orders.refunds).toHaveLength(2);
  });

  it('asks again about a late payment refused for want of stock whose refund failed', async () => {
    const orders = fakeOrders([
      orderRecord({
        _id: 'sold-out',
        status: 'expired',
        holdUntil: null,
        timeline: [
          { status: 'pending', at: '2026-11-20T09:30:00.000Z' },
          { status: 'expired', at: '2026-11-20T09:45:00.000Z' },
        ],
      }),
    ]);
    const { deps, pay } = setup(orders);
    const payment = await pay('order_sold-out');
    const now = new Date('2026-11-20T10:10:00Z');
    const settings = { reconcileAfterMs: 120_000 };
    // The order takes the refusal (refunded, nothing recorded yet); the provider's refunds are
    // down for the first ask.
    const refund = vi.fn<PaymentGateway['refund']>();
    const gateways = deps.payments;
    deps.payments = {
      ...gateways,
      for: (record) => {
        const gateway = gateways.for(record);
        if (!gateway) return null;
        refund.mockImplementation((...args) =>
          refund.mock.calls.length === 1
            ? Promise.reject(new Error('down'))
            : gateway.refund(...args),
        );
        return { ...gateway, refund };
      },
    };
    await sweepPayments(deps, now, settings);
    expect(orders.orders.get('sold-out')).toMatchObject({ status: 'refunded', refunds: [] });
    expect(orders.refunds).toEqual([]);
    // The next round asks again and the refund is made, once.
    expect(await sweepPayments(deps, now, settings)).toMatchObject({ checked: 1, settled: 1 });
    expect(refund).toHaveBeenCalledTimes(2);
    expect(orders.refunds.map((r) => r.paymentId)).toEqual([payment.id]);
    expect(await sweepPayments(deps, now, settings)).toMatchObject({ checked: 0, settled: 0 });
  });

  it('a list it cannot read is logged, and the round still expires holds', async () => {
    const orders = fakeOrders([
      orderRecord({ _id: 'held', holdUntil: '2026-11-20T09:15:00.000Z' }),
    ]);
    const { deps, log } = setup(orders);
    vi.spyOn(orders, 'closedUnpaid').mockRejectedValue(new Error('invalid input syntax'));
    const report = await sweepPayments(deps, new Date('2026-11-20T10:10:00Z'), {
      reconcileAfterMs: 120_000,
    });
    expect(report.expired).toBe(1);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('could not list'));
  });

  it('asks about a closed order often at first, then in rounds a power of two after its close', async () => {
    const closed = '2026-11-20T10:00:00.000Z';
    const after = (rounds: number) => new Date(Date.parse(closed) + rounds * 60_000 + 5_000);
    const asked = [0, 1, 2, 3, 4, 5, 8, 12, 16, 32, 33].filter((n) =>
      askedThisRound(closed, after(n), 60_000),
    );
    expect(asked).toEqual([0, 1, 2, 4, 8, 16, 32]);
    // A time it cannot read is asked about.
    expect(askedThisRound('not a time', after(3), 60_000)).toBe(true);
    // In a sweep: not asked in a round off the schedule, asked in the next one on it.
    const orders = fakeOrders([
      orderRecord({
        _id: 'late',
        status: 'expired',
        holdUntil: null,
        timeline: [
          { status: 'pending', at: '2026-11-20T09:45:00.000Z' },
          { status: 'expired', at: closed },
        ],
      }),
    ]);
    const { deps, pay } = setup(orders);
    await pay('order_late');
    const settings = { reconcileAfterMs: 120_000, everyMs: 60_000 };
    expect(await sweepPayments(deps, after(3), settings)).toMatchObject({ checked: 0 });
    expect(await sweepPayments(deps, after(4), settings)).toMatchObject({ checked: 1, settled: 1 });
  });

  it('runs at start and every interval, one round at a time', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let release: () => void = () => undefined;
    const round = vi.fn(
      () =>
        new Promise<{ checked: number; settled: number; expired: number }>((resolve) => {
          release = () => resolve({ checked: 0, settled: 0, expired: 0 });
        }),
    );
    const sweep = startPaymentSweep({ round, everyMs: 1000 });
    expect(round).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    // The first round is still running: the timer joins it instead of starting another.
    expect(round).toHaveBeenCalledTimes(1);
    release();
    await vi.waitFor(async () => {
      vi.advanceTimersByTime(1000);
      await Promise.resolve();
      expect(round).toHaveBeenCalledTimes(2);
    });
    const stopped = sweep.stop();
    release();
    await stopped;
  });
});
