/**
 * After the sale (backend/store/after-sale-ops.ts, refund-ops.ts; server/db/after-sale.ts,
 * refunds.ts): ship, deliver, cancel, return, receive, refunds; every move on its timeline, every
 * wrong move a 409 that changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { formatDay, returnRefund } from '@/domain/refunds';
import type { OrderRecord } from '@/domain/types';
import type { CreateOrderRequest } from '@backend/store/orders';
import { DEMO_USER } from '@backend/store/seed';
import { DEMO_ADDRESS_ID, PRODUCT } from '../support';
import { created, PAYMENT, value, type Contract } from './harness';

const SHIPMENT = { carrier: 'Delhivery', trackingNumber: 'DL123456789IN' };
const statuses = (order: OrderRecord) => order.timeline.map((t) => t.status);

export function describeAfterSaleContract({ shop, refusesAndKeeps }: Contract): void {
  const orders = () => shop().orders;
  const stockOf = async (id: string) => (await shop().catalog.find(id))?.stock;
  const request = (key: string, extra: Partial<CreateOrderRequest> = {}): CreateOrderRequest => ({
    addressId: DEMO_ADDRESS_ID,
    idempotencyKey: key,
    ...extra,
  });
  async function fillCart(lines: [string, number][]) {
    for (const [product, qty] of lines) {
      value(await shop().carts.add(DEMO_USER._id, product));
      for (let i = 1; i < qty; i += 1)
        value(await shop().carts.changeQty(DEMO_USER._id, product, 'increment'));
    }
  }
  /** A pending online order of these lines, with a provider order. */
  async function pending(key: string, lines: [string, number][] = [[PRODUCT.lipstick, 1]]) {
    await fillCart(lines);
    const { order } = created(await orders().create(DEMO_USER._id, request(key)));
    value(
      await orders().attachPayment(DEMO_USER._id, order._id, {
        ...PAYMENT,
        orderId: `sim_${key}`,
      }),
    );
    return order;
  }
  async function paid(key: string, lines?: [string, number][]) {
    const order = await pending(key, lines);
    const settled = value(await orders().settle(order._id, `pay_${key}`));
    if (settled.result !== 'paid') throw new Error('expected the order paid');
    return settled.order;
  }
  async function placed(key: string, lines: [string, number][] = [[PRODUCT.lipstick, 1]]) {
    await fillCart(lines);
    return created(await orders().create(DEMO_USER._id, request(key, { paymentMethod: 'cod' })))
      .order;
  }
  async function delivered(order: OrderRecord, returnDays = 7) {
    value(await orders().ship(order._id, SHIPMENT));
    return value(await orders().deliver(order._id, returnDays));
  }

  describe('after the sale', () => {
    it('ship and deliver: the shipment, the delivery and the return window, each on the timeline', async () => {
      const order = await paid('ship-1');
      const shipped = value(await orders().ship(order._id, SHIPMENT));
      expect(shipped).toMatchObject({
        status: 'shipped',
        shipment: { ...SHIPMENT, shippedAt: expect.any(String) },
      });
      expect(statuses(shipped)).toEqual(['pending', 'paid', 'shipped']);
      const arrived = value(await orders().deliver(order._id, 7));
      expect(arrived.status).toBe('delivered');
      expect(statuses(arrived)).toEqual(['pending', 'paid', 'shipped', 'delivered']);
      expect(arrived.deliveredAt).toBe(arrived.timeline[3]?.at);
      expect(Date.parse(arrived.returnBy ?? '') - Date.parse(arrived.deliveredAt ?? '')).toBe(
        7 * 24 * 3_600_000,
      );
      expect(value(await orders().get(DEMO_USER._id, order._id))).toEqual(arrived);
      expect(value(await orders().list(DEMO_USER._id))).toEqual([arrived]);
    });

    it('cash on delivery: placed, shipped, delivered, and paid at delivery', async () => {
      const order = await placed('cod-1');
      expect(order.paidAt).toBeNull();
      const arrived = await delivered(order);
      expect(statuses(arrived)).toEqual(['placed', 'shipped', 'delivered']);
      expect(arrived.paidAt).toBe(arrived.deliveredAt);
    });

    it('a move the status does not allow is a 409 naming the status, and changes nothing', async () => {
      const waiting = await pending('wrong-1', [[PRODUCT.perfume, 1]]);
      await refusesAndKeeps(
        () => orders().ship(waiting._id, SHIPMENT),
        'conflict',
        'This order is awaiting payment: it cannot be shipped.',
      );
      const order = await paid('wrong-2');
      await refusesAndKeeps(() => orders().deliver(order._id, 7), 'conflict', /is paid/);
      await refusesAndKeeps(() => orders().receiveReturn(order._id), 'conflict', /is paid/);
      value(await orders().ship(order._id, SHIPMENT));
      await refusesAndKeeps(
        () => orders().ship(order._id, SHIPMENT),
        'conflict',
        'This order is shipped: it cannot be shipped.',
      );
      // No return was asked: refusing one does not deliver the order (it did, with no delivery
      // day and no return window).
      await refusesAndKeeps(
        () => orders().refuseReturn(order._id),
        'conflict',
        'This order is shipped: it cannot be marked delivered.',
      );
      await refusesAndKeeps(
        () => orders().cancel(DEMO_USER._id, order._id),
        'conflict',
        'This order is shipped: it can no longer be cancelled.',
      );
      await refusesAndKeeps(
        () => orders().requestReturn(DEMO_USER._id, order._id, { lines: [], reason: 'x' }),
        'conflict',
        /is shipped: it cannot be returned/,
      );
      value(await orders().deliver(order._id, 7));
      await refusesAndKeeps(() => orders().refuseReturn(order._id), 'conflict', /is delivered/);
      await refusesAndKeeps(() => orders().ship('no-such-order', SHIPMENT), 'not-found', /no-such/);
      await refusesAndKeeps(
        () => orders().get(DEMO_USER._id, 'no-such-order'),
        'not-found',
        /no-such-order/,
      );
    });

    it('cancel: an unpaid order is cancelled and its hold released; a repeat changes nothing', async () => {
      const order = await pending('cancel-1', [[PRODUCT.lipstick, 2]]);
      expect(await stockOf(PRODUCT.lipstick)).toBe(18);
      const done = value(await orders().cancel(DEMO_USER._id, order._id));
      expect(done.refund).toBeNull();
      expect(done.order).toMatchObject({ status: 'cancelled', holdUntil: null, refunds: [] });
      expect(statuses(done.order)).toEqual(['pending', 'cancelled']);
      expect(done.orders).toEqual([done.order]);
      expect(await stockOf(PRODUCT.lipstick)).toBe(20);
      const before = await shop().admin.snapshot();
      expect(value(await orders().cancel(DEMO_USER._id, order._id)).order).toEqual(done.order);
      expect(await shop().admin.snapshot()).toEqual(before);
    });

    it('cancel: a cash on delivery order is cancelled and its units go back on hand', async () => {
      const order = await placed('cancel-cod', [[PRODUCT.lipstick, 3]]);
      expect(await stockOf(PRODUCT.lipstick)).toBe(17);
      const done = value(await orders().cancel(DEMO_USER._id, order._id));
      expect(done).toMatchObject({ order: { status: 'cancelled', refunds: [] }, refund: null });
      expect(await stockOf(PRODUCT.lipstick)).toBe(20);
    });

    it('cancel: a paid order owes its full refund, recorded in the same write, and settles once refunded', async () => {
      const order = await paid('cancel-paid', [[PRODUCT.lipstick, 2]]);
      expect(await stockOf(PRODUCT.lipstick)).toBe(18);
      const done = value(await orders().cancel(DEMO_USER._id, order._id));
      expect(done.order.status).toBe('refund_pending');
      expect(await stockOf(PRODUCT.lipstick)).toBe(20);
      const [refund] = done.order.refunds;
      expect(refund).toMatchObject({
        providerRefundId: null,
        amount: order.amount,
        status: 'pending',
        lines: [{ productId: PRODUCT.lipstick, qty: 2 }],
      });
      expect(done.refund).toEqual({
        orderId: order._id,
        refundId: refund?.id,
        paymentId: 'pay_cancel-paid',
        amount: order.amount,
        attempt: 0,
      });
      // Not yet asked of the provider: the sweep finds it (unless it is told to leave it out).
      expect(await orders().refundsToIssue(10)).toEqual([done.refund]);
      expect(await orders().refundsToIssue(10, [refund?.id ?? ''])).toEqual([]);
      expect(await orders().refundsToIssue(10, ['another'])).toEqual([done.refund]);
      const asked = value(
        await orders().attachProviderRefund(refund?.id ?? '', 'rfnd_Cancel0000001', 'pending'),
      );
      expect(asked.refunds[0]).toMatchObject({
        providerRefundId: 'rfnd_Cancel0000001',
        status: 'pending',
      });
      expect(asked.status).toBe('refund_pending');
      expect(await orders().refundsToIssue(10)).toEqual([]);
      await orders().settleRefund('rfnd_Cancel0000001');
      const after = value(await orders().get(DEMO_USER._id, order._id));
      expect(after.status).toBe('refunded');
      expect(after.refunds[0]?.status).toBe('processed');
      expect(statuses(after)).toEqual(['pending', 'paid', 'refund_pending', 'refunded']);
      // The provider's webhook again: nothing changes.
      const before = await shop().admin.snapshot();
      await orders().settleRefund('rfnd_Cancel0000001');
      expect(await shop().admin.snapshot()).toEqual(before);
    });

    it('a refund the provider answers processed at once settles the order as it is attached', async () => {
      const order = await paid('cancel-fast');
      const { refund } = value(await orders().cancel(DEMO_USER._id, order._id));
      const settled = value(
        await orders().attachProviderRefund(
          refund?.refundId ?? '',
          'rfnd_Fast000000001',
          'processed',
        ),
      );
      expect(settled.status).toBe('refunded');
      // A refund the provider failed keeps its order waiting, and no longer counts as refunded.
      const other = await paid('cancel-failed', [[PRODUCT.perfume, 1]]);
      const owed = value(await orders().cancel(DEMO_USER._id, other._id)).refund;
      const failed = value(
        await orders().attachProviderRefund(owed?.refundId ?? '', 'rfnd_Fail000000001', 'failed'),
      );
      expect(failed).toMatchObject({ status: 'refund_pending', refunds: [{ status: 'failed' }] });
      await refusesAndKeeps(
        () => orders().attachProviderRefund('no-such-refund', 'rfnd_X', 'processed'),
        'not-found',
        /no-such-refund/,
      );
    });

    it('a refund the provider fails (refund.failed) stays owed until the operator asks again, once, as its next attempt', async () => {
      const order = await paid('refund-fails', [[PRODUCT.perfume, 1]]);
      const owed = value(await orders().cancel(DEMO_USER._id, order._id)).refund;
      const refundId = owed?.refundId ?? '';
      value(await orders().attachProviderRefund(refundId, 'rfnd_Fails00000001', 'pending', 0));
      // Another refund's failure, and an unknown one: nothing changes.
      const before = await shop().admin.snapshot();
      await orders().failRefund('rfnd_Unknown000001');
      expect(await shop().admin.snapshot()).toEqual(before);

      await orders().failRefund('rfnd_Fails00000001');
      const failed = value(await orders().get(DEMO_USER._id, order._id));
      expect(failed).toMatchObject({
        status: 'refund_pending',
        refunds: [{ status: 'failed', providerRefundId: 'rfnd_Fails00000001' }],
      });
      // Not the sweep's to ask again (the same key would answer the failed refund).
      expect(await orders().refundsToIssue(10)).toEqual([]);
      // The provider's answer to the first ask, late: the failure stays.
      value(await orders().attachProviderRefund(refundId, 'rfnd_Fails00000001', 'pending', 0));
      expect(value(await orders().get(DEMO_USER._id, order._id)).refunds[0]?.status).toBe('failed');

      await refusesAndKeeps(
        () => orders().retryRefund(order._id, 'no-such-refund'),
        'not-found',
        /no-such-refund/,
      );
      await refusesAndKeeps(
        () => orders().retryRefund('no-such-order', refundId),
        'not-found',
        /no-such-order/,
      );
      const again = value(await orders().retryRefund(order._id, refundId));
      expect(again.refund).toEqual({
        orderId: order._id,
        refundId,
        paymentId: 'pay_refund-fails',
        amount: order.amount,
        attempt: 1,
      });
      expect(again.order).toMatchObject({
        status: 'refund_pending',
        refunds: [{ status: 'pending', providerRefundId: null, attempt: 1 }],
      });
      expect(await orders().refundsToIssue(10)).toEqual([again.refund]);
      // A refund.processed whose receipt names the first ask (not this one): nothing changes.
      await orders().settleRefund(refundId, 0);
      expect(value(await orders().get(DEMO_USER._id, order._id)).refunds[0]?.status).toBe(
        'pending',
      );
      // Asked again already: not failed any more.
      await refusesAndKeeps(() => orders().retryRefund(order._id, refundId), 'conflict', /pending/);
      // The first ask's answer, arriving after the second ask began, is not this attempt's.
      await refusesAndKeeps(
        () => orders().attachProviderRefund(refundId, 'rfnd_Fails00000001', 'failed', 0),
        'conflict',
        /asked again/,
      );
      // The old refund's failure again: not this attempt's either.
      await orders().failRefund('rfnd_Fails00000001');
      expect(value(await orders().get(DEMO_USER._id, order._id)).refunds[0]?.status).toBe(
        'pending',
      );
      // The second ask's failure before its answer is attached: found by the ask its receipt names.
      await orders().failRefund('rfnd_Again00000001', { refundId, attempt: 0 });
      expect(value(await orders().get(DEMO_USER._id, order._id)).refunds[0]?.status).toBe(
        'pending',
      );
      await orders().failRefund('rfnd_Again00000001', { refundId, attempt: 1 });
      expect(value(await orders().get(DEMO_USER._id, order._id)).refunds[0]).toMatchObject({
        status: 'failed',
        providerRefundId: 'rfnd_Again00000001',
        attempt: 1,
      });
      // Its answer, after: still failed. Then the third ask is processed.
      value(await orders().attachProviderRefund(refundId, 'rfnd_Again00000001', 'pending', 1));
      expect(value(await orders().get(DEMO_USER._id, order._id)).refunds[0]?.status).toBe('failed');
      expect(value(await orders().retryRefund(order._id, refundId)).refund.attempt).toBe(2);
      const settled = value(
        await orders().attachProviderRefund(refundId, 'rfnd_Third00000001', 'processed', 2),
      );
      expect(settled).toMatchObject({
        status: 'refunded',
        refunds: [{ status: 'processed', attempt: 2, providerRefundId: 'rfnd_Third00000001' }],
      });
      await refusesAndKeeps(
        () => orders().retryRefund(order._id, refundId),
        'conflict',
        /processed/,
      );
    });

    it('a refund of a payment the order never kept, failed by the provider, is asked again from that payment', async () => {
      const order = await paid('stray-fails', [[PRODUCT.perfume, 1]]);
      // A second payment of the paid order: not the order's to keep, refunded in full.
      const second = value(await orders().settle(order._id, 'pay_stray-second'));
      expect(second.result).toBe('refund');
      const strayId = 'rfnd_Stray00000001';
      value(
        await orders().recordRefund(order._id, {
          id: strayId,
          paymentId: 'pay_stray-second',
          amount: order.amount,
          status: 'pending',
          reason: 'Paid twice',
        }),
      );
      await orders().failRefund(strayId);
      const failed = value(await orders().get(DEMO_USER._id, order._id));
      expect(failed).toMatchObject({
        status: 'paid',
        refunds: [{ id: strayId, status: 'failed', lines: [], paymentId: 'pay_stray-second' }],
      });

      const again = value(await orders().retryRefund(order._id, strayId));
      // From the second payment, under its next attempt; the order kept as it was.
      expect(again.refund).toEqual({
        orderId: order._id,
        refundId: strayId,
        paymentId: 'pay_stray-second',
        amount: order.amount,
        attempt: 1,
      });
      expect(again.order).toMatchObject({
        status: 'paid',
        refunds: [{ status: 'pending', providerRefundId: null, attempt: 1 }],
      });
      expect(await orders().refundsToIssue(10)).toEqual([again.refund]);
      const made = value(
        await orders().attachProviderRefund(strayId, 'rfnd_Stray00000002', 'processed', 1),
      );
      expect(made).toMatchObject({
        status: 'paid',
        refunds: [{ status: 'processed', providerRefundId: 'rfnd_Stray00000002', attempt: 1 }],
      });
      // None of it was the order's money: cancelled, the order's own payment comes back whole.
      const cancelled = value(await orders().cancel(DEMO_USER._id, order._id));
      expect(cancelled.refund).toMatchObject({
        paymentId: `pay_stray-fails`,
        amount: order.amount,
      });
    });

    it('return: asked within the window, received, its share refunded; the rest later, all the money back', async () => {
      const order = await paid('return-1', [
        [PRODUCT.lipstick, 2],
        [PRODUCT.perfume, 1],
      ]);
      const arrived = await delivered(order);
      const lines = [{ productId: PRODUCT.lipstick, qty: 1 }];
      const asked = value(
        await orders().requestReturn(DEMO_USER._id, order._id, { lines, reason: 'Wrong shade' }),
      );
      const share = returnRefund(arrived, lines).amount;
      expect(share).toBeGreaterThan(0);
      expect(asked).toMatchObject({
        status: 'return_requested',
        returnRequest: { lines, reason: 'Wrong shade', refundAmount: share, receivedAt: null },
      });
      const stock = await stockOf(PRODUCT.lipstick);
      const received = value(await orders().receiveReturn(order._id));
      expect(received.order.status).toBe('refund_pending');
      expect(received.order.returnRequest?.receivedAt).toEqual(expect.any(String));
      expect(received.refund).toMatchObject({ orderId: order._id, amount: share });
      expect(await stockOf(PRODUCT.lipstick)).toBe((stock ?? 0) + 1);
      await orders().attachProviderRefund(
        received.refund?.refundId ?? '',
        'rfnd_Ret0000000001',
        'processed',
      );
      const partly = value(await orders().get(DEMO_USER._id, order._id));
      expect(partly.status).toBe('partially_refunded');

      // The rest comes back: the refunds add up to what was paid.
      const rest = [
        { productId: PRODUCT.lipstick, qty: 1 },
        { productId: PRODUCT.perfume, qty: 1 },
      ];
      value(
        await orders().requestReturn(DEMO_USER._id, order._id, { lines: rest, reason: 'Gift' }),
      );
      const last = value(await orders().receiveReturn(order._id));
      await orders().attachProviderRefund(
        last.refund?.refundId ?? '',
        'rfnd_Ret0000000002',
        'pending',
      );
      await orders().settleRefund('rfnd_Ret0000000002');
      const all = value(await orders().get(DEMO_USER._id, order._id));
      expect(all.status).toBe('refunded');
      const total = all.refunds.reduce((sum, r) => sum + Math.round(r.amount * 100), 0);
      expect(total).toBe(Math.round(order.amount * 100));
      expect(statuses(all).slice(-7)).toEqual([
        'delivered',
        'return_requested',
        'refund_pending',
        'partially_refunded',
        'return_requested',
        'refund_pending',
        'refunded',
      ]);
      // Nothing is left to return.
      await refusesAndKeeps(
        () => orders().requestReturn(DEMO_USER._id, order._id, { lines, reason: 'x' }),
        'conflict',
        /is refunded/,
      );
    });

    it('return: more than was bought, or nothing, is refused as invalid', async () => {
      const order = await delivered(await paid('return-bad', [[PRODUCT.lipstick, 1]]));
      await refusesAndKeeps(
        () =>
          orders().requestReturn(DEMO_USER._id, order._id, {
            lines: [{ productId: PRODUCT.lipstick, qty: 2 }],
            reason: 'x',
          }),
        'invalid',
        /Only 1/,
      );
      await refusesAndKeeps(
        () => orders().requestReturn(DEMO_USER._id, order._id, { lines: [], reason: 'x' }),
        'invalid',
        /at least one/,
      );
    });

    it('return: after the window it is refused with the day it closed', async () => {
      const order = await delivered(await paid('return-late'), -1);
      await refusesAndKeeps(
        () =>
          orders().requestReturn(DEMO_USER._id, order._id, {
            lines: [{ productId: PRODUCT.lipstick, qty: 1 }],
            reason: 'Too late',
          }),
        'conflict',
        `Returns for this order closed on ${formatDay(order.returnBy ?? '')}.`,
      );
    });

    it('return: refused by the operator, the order is delivered again', async () => {
      const order = await delivered(await paid('return-refused'));
      const lines = [{ productId: PRODUCT.lipstick, qty: 1 }];
      value(await orders().requestReturn(DEMO_USER._id, order._id, { lines, reason: 'Used' }));
      // Delivering it again is refused: it reset the delivery day and moved the return window on,
      // leaving the request behind.
      await refusesAndKeeps(
        () => orders().deliver(order._id, 7),
        'conflict',
        'This order is awaiting its return: it cannot be marked delivered.',
      );
      const refused = value(await orders().refuseReturn(order._id));
      expect(refused).toMatchObject({
        status: 'delivered',
        returnRequest: null,
        refunds: [],
        deliveredAt: order.deliveredAt,
        returnBy: order.returnBy,
      });
    });

    it('return of a cash on delivery order: refunded in cash at once, no provider refund', async () => {
      const order = await delivered(
        await placed('return-cod', [
          [PRODUCT.lipstick, 1],
          [PRODUCT.perfume, 1],
        ]),
      );
      const lines = [{ productId: PRODUCT.perfume, qty: 1 }];
      value(await orders().requestReturn(DEMO_USER._id, order._id, { lines, reason: 'Broken' }));
      const received = value(await orders().receiveReturn(order._id));
      expect(received.refund).toBeNull();
      expect(received.order.status).toBe('partially_refunded');
      expect(received.order.refunds).toEqual([
        expect.objectContaining({ status: 'processed', providerRefundId: null, lines }),
      ]);
      expect(statuses(received.order).slice(-2)).toEqual([
        'return_requested',
        'partially_refunded',
      ]);
      expect(await orders().refundsToIssue(10)).toEqual([]);
    });

    it('the operator’s list: every shopper’s orders, newest first, by status, in pages', async () => {
      const a = await paid('list-1');
      const b = await placed('list-2');
      const c = await pending('list-3');
      const all = await orders().consoleList({ page: 1, pageSize: 20 });
      expect(all.total).toBe(3);
      expect(all.orders.map((o) => o._id)).toEqual([c._id, b._id, a._id]);
      expect(all.orders[0]?.userId).toBe(DEMO_USER._id);
      expect(await orders().consoleList({ status: 'placed', page: 1, pageSize: 20 })).toEqual({
        orders: [{ ...b, userId: DEMO_USER._id }],
        total: 1,
      });
      const second = await orders().consoleList({ page: 2, pageSize: 2 });
      expect(second).toMatchObject({ total: 3, orders: [{ _id: a._id }] });
    });

    it('cancel and ship at once: exactly one wins, and at most one refund is owed', async () => {
      const order = await paid('race-1');
      const [cancelled, shipped] = await Promise.all([
        orders().cancel(DEMO_USER._id, order._id),
        orders().ship(order._id, SHIPMENT),
      ]);
      expect([cancelled.ok, shipped.ok].filter(Boolean)).toHaveLength(1);
      const after = value(await orders().get(DEMO_USER._id, order._id));
      expect(after.status).toBe(cancelled.ok ? 'refund_pending' : 'shipped');
      expect(after.refunds).toHaveLength(cancelled.ok ? 1 : 0);
      expect(statuses(after)).toHaveLength(3);
    });

    it('two cancels of a paid order at once owe one refund; two receipts of a return, one', async () => {
      const order = await paid('race-2');
      const both = await Promise.all([
        orders().cancel(DEMO_USER._id, order._id),
        orders().cancel(DEMO_USER._id, order._id),
      ]);
      expect(both.every((o) => o.ok)).toBe(true);
      expect(both.filter((o) => o.ok && o.value.refund !== null)).toHaveLength(1);
      expect(value(await orders().get(DEMO_USER._id, order._id)).refunds).toHaveLength(1);
      expect(await orders().refundsToIssue(10)).toHaveLength(1);

      const returned = await delivered(await paid('race-3', [[PRODUCT.perfume, 1]]));
      const lines = [{ productId: PRODUCT.perfume, qty: 1 }];
      value(await orders().requestReturn(DEMO_USER._id, returned._id, { lines, reason: 'Twice' }));
      const receipts = await Promise.all([
        orders().receiveReturn(returned._id),
        orders().receiveReturn(returned._id),
      ]);
      expect(receipts.map((r) => r.ok).sort()).toEqual([false, true]);
      const after = value(await orders().get(DEMO_USER._id, returned._id));
      expect(after.refunds).toHaveLength(1);
      expect(after.refunds[0]?.amount).toBe(returned.amount);
    });
  });
}
