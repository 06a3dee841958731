/**
 * An order's money on the memory side, across accounts (a payment event names an order, not a
 * shopper): a captured payment settled, a failed attempt, a refund asked and processed, the holds
 * that ended. The SQL side is server/db/settlement.ts; both answer what ./orders.ts promises.
 */
import type { CartLineRecord, OrderRecord, OrderRefund } from '@/domain/types';
import { orderMessages, refundReasons, unknownOrder } from '../messages';
import { refusal, success, type Outcome } from './outcome';
import type { DbState, UserRow } from './schema';
import { release, sell, take } from './stock-ops';

export type Settlement =
  | {
      result: 'paid' | 'already';
      order: OrderRecord;
      orders: OrderRecord[];
      cart: CartLineRecord[];
    }
  | { result: 'refund'; order: OrderRecord; reason: string };

/** A refund as recorded, with the payment it gives back. */
export interface RefundRequest extends OrderRefund {
  paymentId: string;
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
    default:
      return refusal('conflict', orderMessages.cancelled);
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

/** Why a payment for an order in this status is given back; null when it can be paid. */
export function refundReason(
  order: Pick<OrderRecord, 'status' | 'paymentId'>,
  paymentId: string,
): string | null {
  switch (order.status) {
    case 'paid':
      return order.paymentId === paymentId ? null : refundReasons.paidTwice;
    case 'cancelled':
      return refundReasons.cancelled;
    case 'refunded':
      return refundReasons.refunded;
    case 'placed':
      return refundReasons.cashOnDelivery;
    default:
      return null;
  }
}

export const settleOrder =
  (orderId: string, paymentId: string, now: string, owner?: string) =>
  (db: DbState): Outcome<Settlement> => {
    const found = locate(db, orderId);
    if (!found || (owner !== undefined && found.user._id !== owner))
      return refusal('not-found', unknownOrder(orderId));
    const { user, order } = found;
    if (order.status === 'paid' && order.paymentId === paymentId)
      return success({ result: 'already', order, orders: user.orders, cart: user.cart });
    const reason = refundReason(order, paymentId);
    if (reason !== null) return success({ result: 'refund', order, reason });
    const usedElsewhere = db.users.some((u) =>
      u.orders.some((o) => o._id !== orderId && o.status === 'paid' && o.paymentId === paymentId),
    );
    if (usedElsewhere) return refusal('conflict', orderMessages.paymentReused);
    // A held order's hold becomes the sale; one that holds nothing (expired) takes the units again.
    if (order.holdUntil !== null) sell(db, order.orderProducts);
    else if (!take(db, order.orderProducts).ok)
      return success({ result: 'refund', order, reason: refundReasons.soldOut });
    const paid: OrderRecord = { ...order, status: 'paid', paymentId, paidAt: now, holdUntil: null };
    put(user, paid);
    user.cart = withoutLines(user.cart, order);
    return success({ result: 'paid', order: paid, orders: user.orders, cart: user.cart });
  };

export const recordFailure =
  (orderId: string) =>
  (db: DbState): Outcome<OrderRecord> => {
    const found = locate(db, orderId);
    if (!found) return refusal('not-found', unknownOrder(orderId));
    if (found.order.status !== 'pending') return success(found.order);
    const failed: OrderRecord = { ...found.order, status: 'failed' };
    put(found.user, failed);
    return success(failed);
  };

export const recordRefund =
  (orderId: string, refund: RefundRequest) =>
  (db: DbState): Outcome<OrderRecord> => {
    const found = locate(db, orderId);
    if (!found) return refusal('not-found', unknownOrder(orderId));
    const { user, order } = found;
    if (order.refund?.id === refund.id) return success(order);
    const { paymentId, ...record } = refund;
    // An order kept by another payment (or paid on delivery) stays as it is, its refund noted.
    const kept =
      (order.status === 'paid' && order.paymentId !== paymentId) || order.status === 'placed';
    if (!kept && order.holdUntil !== null) release(db, order.orderProducts);
    const next: OrderRecord = kept
      ? { ...order, refund: record }
      : { ...order, refund: record, status: 'refunded', holdUntil: null };
    put(user, next);
    return success(next);
  };

export const settleRefund = (refundId: string) => (db: DbState) => {
  for (const user of db.users)
    for (const order of user.orders)
      if (order.refund?.id === refundId && order.refund.status !== 'processed')
        put(user, { ...order, refund: { ...order.refund, status: 'processed' } });
  return success(undefined);
};

export const expireHolds =
  (now: Date) =>
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
          put(user, { ...order, status: 'expired', holdUntil: null });
          expired += 1;
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
