/**
 * An order's money on the memory side, across accounts (a payment event names an order, not a
 * shopper): a captured payment settled, a failed attempt, a refund asked and processed, the holds
 * that ended. The SQL side is server/db/settlement.ts; both answer what ./orders.ts promises.
 */
import { isFirstPurchaseOnly } from '@/domain/coupons';
import { closedAt, closedBeforePaying, hasPurchase } from '@/domain/order-status';
import type { CartLineRecord, OrderRecord } from '@/domain/types';
import { orderMessages, refundReasons, unknownOrder } from '../messages';
import { recordStatus } from './order-timeline';
import { refusal, success, type Outcome } from './outcome';
import type { DbState, UserRow } from './schema';
import { release, sell, take } from './stock-ops';
import { purchaseOf } from './after-sale-ops';

export type Settlement =
  | {
      result: 'paid' | 'already';
      order: OrderRecord;
      orders: OrderRecord[];
      cart: CartLineRecord[];
    }
  | { result: 'refund'; order: OrderRecord; reason: string };

/**
 * The full refund the provider made of a payment an order cannot keep, with the payment it gives
 * back (`id`: the provider's refund id, which the order's refund keeps as both its ids).
 */
export interface RefundRequest {
  id: string;
  paymentId: string;
  /** Rupees. */
  amount: number;
  status: 'pending' | 'processed' | 'failed';
  reason: string;
}

/** Why an order in `status` cannot be paid, closed or changed by the shopper any more. */
export function finalRefusal(order: Pick<OrderRecord, 'status'>) {
  switch (order.status) {
    case 'paid':
      return refusal('conflict', orderMessages.alreadyPaid);
    case 'expired':
      return refusal('conflict', orderMessages.expired);
    case 'refunded':
      return refusal('conflict', orderMessages.refunded);
    case 'placed':
      return refusal('conflict', orderMessages.placed);
    case 'pending':
    case 'failed':
    case 'cancelled':
      return refusal('conflict', orderMessages.cancelled);
    default:
      // Shipped and after: it was paid (or is paid on delivery).
      return refusal('conflict', orderMessages.alreadyPaid);
  }
}

/** The order's lines out of the cart (a paid or placed order takes them). */
export function withoutLines(cart: readonly CartLineRecord[], order: OrderRecord) {
  const bought = new Set(order.orderProducts.map((l) => l._id));
  return cart.filter((l) => !bought.has(l._id));
}

function locate(db: DbState, orderId: string): { user: UserRow; order: OrderRecord } | undefined {
  for (const user of db.users) {
    const order = user.orders.find((o) => o._id === orderId);
    if (order) return { user, order };
  }
  return undefined;
}

function put(user: UserRow, order: OrderRecord): void {
  user.orders = user.orders.map((o) => (o._id === order._id ? order : o));
}

/** Whether the order was paid by this payment already (whatever happened to it since). */
export function paidBy(order: Pick<OrderRecord, 'paymentId'>, paymentId: string): boolean {
  return order.paymentId !== null && order.paymentId === paymentId;
}

/** Why a payment for an order in this status is given back; null when it can be paid. */
export function refundReason(
  order: Pick<OrderRecord, 'status' | 'paymentId'> & { paymentMethod?: string },
  paymentId: string,
): string | null {
  switch (order.status) {
    case 'pending':
    case 'failed':
    case 'expired':
      return null;
    case 'cancelled':
      return refundReasons.cancelled;
    case 'refunded':
      return order.paymentId === null ? refundReasons.refunded : refundReasons.paidTwice;
    case 'placed':
      return refundReasons.cashOnDelivery;
    default:
      // Paid and after: by this payment (nothing to do), another's, or on delivery.
      if (paidBy(order, paymentId)) return null;
      return order.paymentMethod === 'cod' || order.paymentId === null
        ? refundReasons.cashOnDelivery
        : refundReasons.paidTwice;
  }
}

/** Whether `order` carries a first-purchase offer that another of `orders` with one has used. */
function offerSpent(order: OrderRecord, orders: readonly OrderRecord[]): boolean {
  const firstOffer = (o: OrderRecord) =>
    o.couponCode !== null && isFirstPurchaseOnly({ couponName: o.couponCode });
  return (
    firstOffer(order) &&
    hasPurchase(orders.filter((o) => o._id !== order._id && firstOffer(o)).map(purchaseOf))
  );
}

export const settleOrder =
  (orderId: string, paymentId: string, now: string, owner?: string) =>
  (db: DbState): Outcome<Settlement> => {
    const found = locate(db, orderId);
    if (!found || (owner !== undefined && found.user._id !== owner))
      return refusal('not-found', unknownOrder(orderId));
    const { user, order } = found;
    if (paidBy(order, paymentId))
      return success({ result: 'already', order, orders: user.orders, cart: user.cart });
    const reason = refundReason(order, paymentId);
    if (reason !== null) return success({ result: 'refund', order, reason });
    const usedElsewhere = db.users.some((u) =>
      u.orders.some((o) => o._id !== orderId && o.status === 'paid' && o.paymentId === paymentId),
    );
    if (usedElsewhere) return refusal('conflict', orderMessages.paymentReused);
    // A held order's hold becomes the sale; one that holds nothing (expired) takes the units again.
    if (offerSpent(order, user.orders)) {
      // Its first-purchase offer went to another of the account's orders, paid first: its hold
      // goes back, and it is kept refunded (server/db/settlement.ts says why).
      if (order.holdUntil !== null) release(db, order.orderProducts);
      const refunded = recordStatus(db, user._id, order, 'refunded', now, { holdUntil: null });
      if (!refunded.ok) return refunded;
      return success({ result: 'refund', order: refunded.value, reason: refundReasons.offerUsed });
    }
    if (order.holdUntil !== null) sell(db, order.orderProducts);
    else if (!take(db, order.orderProducts).ok) {
      // The decision is kept with the order before the provider is asked to refund: another
      // report of this payment meanwhile (a second event, the browser's confirm), even once the
      // stock is back, finds it refunded and never pays it. (Left expired, it could be paid by
      // that report while the refund went through: paid, and its money given back.)
      const refunded = recordStatus(db, user._id, order, 'refunded', now, { holdUntil: null });
      if (!refunded.ok) return refunded;
      return success({ result: 'refund', order: refunded.value, reason: refundReasons.soldOut });
    }
    const paid = recordStatus(db, user._id, order, 'paid', now, {
      paymentId,
      paidAt: now,
      holdUntil: null,
    });
    if (!paid.ok) return paid;
    user.cart = withoutLines(user.cart, order);
    return success({ result: 'paid', order: paid.value, orders: user.orders, cart: user.cart });
  };

export const recordFailure =
  (orderId: string, now: string) =>
  (db: DbState): Outcome<OrderRecord> => {
    const found = locate(db, orderId);
    if (!found) return refusal('not-found', unknownOrder(orderId));
    if (found.order.status !== 'pending') return success(found.order);
    return recordStatus(db, found.user._id, found.order, 'failed', now);
  };

export const recordRefund =
  (orderId: string, refund: RefundRequest, now: string) =>
  (db: DbState): Outcome<OrderRecord> => {
    const found = locate(db, orderId);
    if (!found) return refusal('not-found', unknownOrder(orderId));
    const { user, order } = found;
    if (order.refunds.some((r) => r.id === refund.id || r.providerRefundId === refund.id))
      return success(order);
    // Its payment kept with it: were the provider to fail it, the operator asks again from that
    // payment (refund-ops.ts, retryRefund).
    const refunds = [
      ...order.refunds,
      { ...refund, providerRefundId: refund.id, createdAt: now, lines: [], attempt: 0 },
    ];
    const { paymentId } = refund;
    // An order kept by another payment (or paid on delivery, or already refunded) stays as it is,
    // its refund noted.
    const kept =
      order.status === 'refunded' ||
      order.paymentMethod === 'cod' ||
      (order.paymentId !== null && order.paymentId !== paymentId);
    if (kept) {
      const next: OrderRecord = { ...order, refunds };
      put(user, next);
      return success(next);
    }
    if (order.holdUntil !== null) release(db, order.orderProducts);
    return recordStatus(db, user._id, order, 'refunded', now, { refunds, holdUntil: null });
  };

export const expireHolds =
  (now: Date, stamp: string) =>
  (db: DbState): Outcome<number> => {
    const at = now.toISOString();
    let expired = 0;
    for (const user of db.users)
      for (const order of user.orders)
        if (
          (order.status === 'pending' || order.status === 'failed') &&
          order.holdUntil !== null &&
          order.holdUntil < at
        ) {
          release(db, order.orderProducts);
          const moved = recordStatus(db, user._id, order, 'expired', stamp, { holdUntil: null });
          if (moved.ok) expired += 1;
        }
    return success(expired);
  };

export function awaitingPayment(db: DbState, before: Date, limit: number) {
  return db.users
    .flatMap((user) =>
      user.orders
        .filter(
          (o) =>
            (o.status === 'pending' || o.status === 'failed') &&
            o.payment !== null &&
            Date.parse(o.createdAt) < before.getTime(),
        )
        .map((order) => ({ userId: user._id, order })),
    )
    .sort((a, b) => Date.parse(a.order.createdAt) - Date.parse(b.order.createdAt))
    .slice(0, limit);
}

/**
 * Orders closed before they were paid (closedBeforePaying) at or after `since`, newest first: a
 * payment finished after the close is asked about for a while (backend/settlement/sweep.ts).
 */
export function closedUnpaid(db: DbState, since: Date, limit: number) {
  const closedTime = (order: OrderRecord) => Date.parse(closedAt(order) ?? '');
  return db.users
    .flatMap((user) =>
      user.orders
        .filter((o) => closedBeforePaying(o) && closedTime(o) >= since.getTime())
        .map((order) => ({ userId: user._id, order })),
    )
    .sort((a, b) => closedTime(b.order) - closedTime(a.order))
    .slice(0, limit);
}
