/**
 * A small stand-in for the orders' storage as settlement sees it (backend/settlement/orders.ts),
 * keeping the store's rules for a captured payment: pending or failed becomes paid; the same
 * payment again is 'already'; another payment of a paid order, a cancelled or an expired order
 * (no stock left here) is 'refund'. The real repositories are held to these rules by the storage
 * contract; this one lets the settlement rules be tested alone.
 */
import { closedAt, closedBeforePaying } from '@/domain/order-status';
import type { OrderRecord } from '@/domain/types';
import type { RefundRecord, SettlementOrders } from '@backend/settlement';
import { refusal, success } from '@backend/store/outcome';

export const ADDRESS = {
  id: 'addr-1',
  userName: 'Kabir Rao',
  houseNumber: '7 Lake View',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  pincode: 411001,
  mobileNumber: 9123456780,
};

export function orderRecord(overrides: Partial<OrderRecord> & { _id: string }): OrderRecord {
  return {
    status: 'pending',
    orderProducts: [],
    amount: 478,
    couponCode: null,
    deliveryAddress: ADDRESS,
    paymentId: null,
    payment: { provider: 'simulated', orderId: `order_${overrides._id}`, keyId: null },
    userEmail: 'kabir@example.com',
    createdAt: '2026-11-20T10:00:00.000Z',
    paidAt: null,
    idempotencyKey: null,
    paymentMethod: 'online',
    holdUntil: '2026-11-20T10:15:00.000Z',
    timeline: [{ status: 'pending', at: '2026-11-20T10:00:00.000Z' }],
    shipment: null,
    deliveredAt: null,
    returnBy: null,
    returnRequest: null,
    refunds: [],
    ...overrides,
  };
}

export interface FakeOrders extends SettlementOrders {
  orders: Map<string, OrderRecord>;
  refunds: RefundRecord[];
  settledRefunds: string[];
  /** The asks that refund.processed events named by their receipts (the shop's id and attempt). */
  settledAsks: { refundId: string; attempt: number }[];
  /** The refunds refund.failed named (the provider's id, and the ask its receipt names), in order. */
  failedRefunds: { providerRefundId: string; asked?: { refundId: string; attempt: number } }[];
}

export function fakeOrders(initial: OrderRecord[]): FakeOrders {
  const orders = new Map(initial.map((o) => [o._id, structuredClone(o)]));
  const refunds: RefundRecord[] = [];
  const settledRefunds: string[] = [];
  const failedRefunds: FakeOrders['failedRefunds'] = [];
  const settledAsks: FakeOrders['settledAsks'] = [];
  const copy = (order: OrderRecord) => structuredClone(order);
  const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  return {
    orders,
    refunds,
    settledRefunds,
    failedRefunds,
    settledAsks,
    async findByProviderOrder(providerOrderId) {
      await tick();
      const order = [...orders.values()].find((o) => o.payment?.orderId === providerOrderId);
      return order ? { userId: 'user-1', order: copy(order) } : null;
    },
    async settle(orderId, paymentId) {
      await tick();
      const order = orders.get(orderId);
      if (!order) return refusal('not-found', `no order ${orderId}`);
      if (order.status === 'pending' || order.status === 'failed') {
        Object.assign(order, { status: 'paid', paymentId, holdUntil: null, paidAt: 'now' });
        return success({ result: 'paid', order: copy(order), orders: [copy(order)], cart: [] });
      }
      if (order.status === 'paid' && order.paymentId === paymentId)
        return success({ result: 'already', order: copy(order), orders: [copy(order)], cart: [] });
      const reason =
        order.status === 'paid'
          ? 'already paid by another payment'
          : `the order is ${order.status}`;
      // An expired order's units are gone here: as the stores do, the decision is kept with the
      // order (refunded) before the provider is asked to give the payment back.
      if (order.status === 'expired') {
        order.status = 'refunded';
        order.timeline = [...order.timeline, { status: 'refunded', at: closedAt(order) ?? 'now' }];
      }
      return success({ result: 'refund', order: copy(order), reason });
    },
    async recordFailure(orderId) {
      await tick();
      const order = orders.get(orderId);
      if (!order) return refusal('not-found', `no order ${orderId}`);
      if (order.status === 'pending') order.status = 'failed';
      return success(copy(order));
    },
    async recordRefund(orderId, refund) {
      await tick();
      const order = orders.get(orderId);
      if (!order) return refusal('not-found', `no order ${orderId}`);
      if (refunds.some((r) => r.id === refund.id)) return success(copy(order));
      refunds.push(refund);
      if (order.status !== 'paid') {
        order.status = 'refunded';
        order.holdUntil = null;
        const { id, amount, status, reason } = refund;
        order.refunds = [
          ...order.refunds,
          {
            id,
            providerRefundId: id,
            amount,
            status,
            reason,
            createdAt: order.createdAt,
            lines: [],
          },
        ];
      }
      return success(copy(order));
    },
    async settleRefund(refundId, attempt) {
      await tick();
      if (attempt === undefined) settledRefunds.push(refundId);
      else settledAsks.push({ refundId, attempt });
    },
    async failRefund(providerRefundId, asked) {
      await tick();
      failedRefunds.push(asked ? { providerRefundId, asked } : { providerRefundId });
    },
    async awaitingPayment(before, limit) {
      await tick();
      return [...orders.values()]
        .filter(
          (o) =>
            (o.status === 'pending' || o.status === 'failed') &&
            o.payment !== null &&
            Date.parse(o.createdAt) < before.getTime(),
        )
        .slice(0, limit)
        .map((o) => ({ userId: 'user-1', order: copy(o) }));
    },
    async closedUnpaid(since, limit) {
      await tick();
      return [...orders.values()]
        .filter((o) => closedBeforePaying(o) && Date.parse(closedAt(o) ?? '') >= since.getTime())
        .slice(0, limit)
        .map((o) => ({ userId: 'user-1', order: copy(o) }));
    },
    async expireHolds(now) {
      await tick();
      let expired = 0;
      for (const order of orders.values())
        if (
          (order.status === 'pending' || order.status === 'failed') &&
          order.holdUntil !== null &&
          Date.parse(order.holdUntil) < now.getTime()
        ) {
          order.status = 'expired';
          order.holdUntil = null;
          expired += 1;
        }
      return expired;
    },
  };
}
