/**
 * After the sale on the memory side (the SQL side: server/db/after-sale.ts): an order shipped and
 * delivered, cancelled by its shopper, returned and received, and its refunds: recorded `pending`
 * without a provider id in the same write as the move that owes them, then given the provider's id
 * and, once processed, settling the order to `refunded` or `partially_refunded`. Every status change
 * goes through recordStatus (./order-timeline.ts).
 */
import {
  formatDay,
  returnClosesAt,
  returnLinesProblem,
  returnOpen,
  returnRefund,
  totalRefunded,
  type ReturnLine,
} from '@/domain/refunds';
import type { OrderLifecycleStatus, PurchaseFacts } from '@/domain/order-status';
import type { OrderRecord, OrderRefund, OrderReturnRequest } from '@/domain/types';
import { MESSAGES, unknownOrder } from '../messages';
import { recordStatus, refusedMove } from './order-timeline';
import { refusal, success, type Outcome } from './outcome';
import type { DbState, UserRow } from './schema';
import { settledStatus, toIssue, type RefundToIssue } from './refund-ops';
import { levelOf, release, setOnHand, unitsOf } from './stock-ops';

export {
  attachProviderRefund,
  refundsToIssue,
  settledStatus,
  settleRefund,
  toIssue,
  type RefundToIssue,
} from './refund-ops';

export interface ShipRequest {
  carrier: string;
  trackingNumber: string;
}

export interface ReturnRequestInput {
  lines: ReturnLine[];
  reason: string;
}

export interface ConsoleListRequest {
  status?: OrderLifecycleStatus;
  /** From 1. */
  page: number;
  pageSize: number;
}

export interface ConsoleOrders {
  orders: (OrderRecord & { userId: string })[];
  total: number;
}

export interface CancelledOrder {
  order: OrderRecord;
  orders: OrderRecord[];
  refund: RefundToIssue | null;
}

export interface ReceivedReturn {
  order: OrderRecord;
  refund: RefundToIssue | null;
}

/** "Returns for this order closed on 3 Dec 2026." */
export const returnsClosed = (returnBy: string) =>
  `Returns for this order closed on ${formatDay(returnBy)}.`;

const cents = (rupees: number) => Math.round(rupees * 100);

/** Where an order is, across accounts. */
export function locateOrder(
  db: DbState,
  orderId: string,
): { user: UserRow; order: OrderRecord } | undefined {
  for (const user of db.users) {
    const order = user.orders.find((o) => o._id === orderId);
    if (order) return { user, order };
  }
  return undefined;
}

/** Units of these lines back on hand (a cancelled order's, a returned parcel's). */
export function restock(db: DbState, lines: readonly ReturnLine[]): void {
  const units = unitsOf(lines.map((l) => ({ _id: l.productId, name: l.productId, qty: l.qty })));
  for (const line of units) {
    const product = db.products.find((p) => p._id === line._id);
    if (product) setOnHand(db, line._id, levelOf(db, product).onHand + line.qty);
  }
}

/** Every unit of the order, as return lines. */
export function allUnits(order: Pick<OrderRecord, 'orderProducts'>): ReturnLine[] {
  return unitsOf(order.orderProducts).map((l) => ({ productId: l._id, qty: l.qty }));
}

/** What says which products the order's shopper bought and kept (`keepsProduct`, `hasPurchase`). */
export function purchaseOf(
  order: Pick<OrderRecord, 'status' | 'orderProducts' | 'refunds'>,
): PurchaseFacts {
  return { status: order.status, units: allUnits(order), refunds: order.refunds };
}

/** The refund owed for `lines`, capped at what is left of the payment. */
export function newRefund(
  order: OrderRecord,
  refundId: string,
  amount: number,
  lines: ReturnLine[],
  reason: string,
  now: string,
  processed: boolean,
): OrderRefund {
  const left = Math.max(0, cents(order.amount) - cents(totalRefunded(order)));
  return {
    id: refundId,
    providerRefundId: null,
    amount: Math.min(cents(amount), left) / 100,
    status: processed ? 'processed' : 'pending',
    reason,
    createdAt: now,
    lines,
    attempt: 0,
  };
}

const notFound = (orderId: string) => refusal('not-found', unknownOrder(orderId));

export const getOrder = (userId: string, orderId: string) => (db: DbState) => {
  const user = db.users.find((u) => u._id === userId);
  if (!user) return refusal('not-found', MESSAGES.notRegistered);
  const order = user.orders.find((o) => o._id === orderId);
  return order ? success(structuredClone(order)) : notFound(orderId);
};

export function consoleList(db: DbState, request: ConsoleListRequest): ConsoleOrders {
  const all = db.users
    .flatMap((user, u) =>
      user.orders.map((order, i) => ({ order, userId: user._id, rank: u * 1_000_000 + i })),
    )
    .filter((o) => request.status === undefined || o.order.status === request.status)
    .sort(
      (a, b) => Date.parse(b.order.createdAt) - Date.parse(a.order.createdAt) || b.rank - a.rank,
    );
  const start = (request.page - 1) * request.pageSize;
  return {
    orders: all
      .slice(start, start + request.pageSize)
      .map(({ order, userId }) => ({ ...structuredClone(order), userId })),
    total: all.length,
  };
}

export const shipOrder =
  (orderId: string, shipment: ShipRequest, now: string) =>
  (db: DbState): Outcome<OrderRecord> => {
    const found = locateOrder(db, orderId);
    if (!found) return notFound(orderId);
    return recordStatus(db, found.user._id, found.order, 'shipped', now, {
      shipment: { ...shipment, shippedAt: now },
    });
  };

export const deliverOrder =
  (orderId: string, returnDays: number, now: string) =>
  (db: DbState): Outcome<OrderRecord> => {
    const found = locateOrder(db, orderId);
    if (!found) return notFound(orderId);
    const { order } = found;
    // The parcel arriving: from shipped only (a return asked stays asked; ORDER_MOVES also lets a
    // refused return back into delivered).
    if (order.status !== 'shipped') return refusedMove(order.status, 'delivered');
    return recordStatus(db, found.user._id, order, 'delivered', now, {
      deliveredAt: now,
      returnBy: returnClosesAt(now, returnDays),
      // Cash on delivery is paid now.
      paidAt: order.paymentMethod === 'cod' ? now : order.paidAt,
    });
  };

export const cancelOrder =
  (userId: string, orderId: string, refundId: string, now: string) =>
  (db: DbState): Outcome<CancelledOrder> => {
    const user = db.users.find((u) => u._id === userId);
    if (!user) return refusal('not-found', MESSAGES.notRegistered);
    const order = user.orders.find((o) => o._id === orderId);
    if (!order) return notFound(orderId);
    const done = (next: OrderRecord, refund: RefundToIssue | null = null) =>
      success({ order: next, orders: user.orders, refund });
    // A repeat of a cancel that was done: nothing more to do.
    if (order.status === 'cancelled') return done(order);
    if ((order.status === 'refund_pending' || order.status === 'refunded') && !order.shipment)
      return done(order);
    switch (order.status) {
      case 'pending':
      case 'failed': {
        const moved = recordStatus(db, userId, order, 'cancelled', now, { holdUntil: null });
        if (!moved.ok) return moved;
        if (order.holdUntil !== null) release(db, order.orderProducts);
        return done(moved.value);
      }
      case 'placed': {
        const moved = recordStatus(db, userId, order, 'cancelled', now);
        if (!moved.ok) return moved;
        restock(db, allUnits(order));
        return done(moved.value);
      }
      case 'paid': {
        const refund = cancelRefund(order, refundId, now);
        const moved = recordStatus(db, userId, order, 'refund_pending', now, {
          refunds: [...order.refunds, refund],
        });
        if (!moved.ok) return moved;
        restock(db, allUnits(order));
        return done(moved.value, toIssue(moved.value, refund));
      }
      default:
        return refusedMove(order.status, 'cancelled');
    }
  };

/** The full refund a cancelled paid order is owed, every unit back. */
export const cancelRefund = (order: OrderRecord, refundId: string, now: string) =>
  newRefund(order, refundId, order.amount, allUnits(order), 'Cancelled by the shopper', now, false);

/**
 * The return the shopper asks for, checked: the order's status, the window (after it: 'conflict'
 * naming the day it closed), the lines; its refund fixed now.
 */
export function planReturn(
  order: OrderRecord,
  input: ReturnRequestInput,
  now: string,
): Outcome<OrderReturnRequest> {
  if (order.status !== 'delivered' && order.status !== 'partially_refunded')
    return refusedMove(order.status, 'return_requested');
  if (!returnOpen(order.returnBy, now))
    return refusal('conflict', returnsClosed(order.returnBy ?? now));
  const problem = returnLinesProblem(order, input.lines);
  if (problem) return refusal('invalid', problem);
  const lines = input.lines.map((l) => ({ productId: l.productId, qty: l.qty }));
  return success({
    lines,
    reason: input.reason,
    requestedAt: now,
    refundAmount: returnRefund(order, lines).amount,
    receivedAt: null,
  });
}

export interface PlannedReceipt {
  refund: OrderRefund;
  status: 'refund_pending' | 'refunded' | 'partially_refunded';
  returnRequest: OrderReturnRequest;
}

/**
 * The parcel received: the refund of its lines (capped at what is left of the payment), pending
 * for the provider, or processed at once when paid back in cash (or nothing is owed), and where the
 * order goes.
 */
export function planReceipt(
  order: OrderRecord,
  refundId: string,
  now: string,
): Outcome<PlannedReceipt> {
  const asked = order.returnRequest;
  if (order.status !== 'return_requested' || !asked)
    return refusedMove(order.status, 'refund_pending');
  const atOnce = order.paymentMethod === 'cod' || order.paymentId === null;
  let refund = newRefund(
    order,
    refundId,
    asked.refundAmount,
    asked.lines,
    `Return: ${asked.reason}`,
    now,
    atOnce,
  );
  if (refund.amount === 0) refund = { ...refund, status: 'processed' };
  const status =
    refund.status === 'processed'
      ? settledStatus({ ...order, refunds: [...order.refunds, refund] })
      : 'refund_pending';
  return success({ refund, status, returnRequest: { ...asked, receivedAt: now } });
}

export const requestReturn =
  (userId: string, orderId: string, input: ReturnRequestInput, now: string) =>
  (db: DbState): Outcome<OrderRecord> => {
    const user = db.users.find((u) => u._id === userId);
    if (!user) return refusal('not-found', MESSAGES.notRegistered);
    const order = user.orders.find((o) => o._id === orderId);
    if (!order) return notFound(orderId);
    const returnRequest = planReturn(order, input, now);
    if (!returnRequest.ok) return returnRequest;
    return recordStatus(db, userId, order, 'return_requested', now, {
      returnRequest: returnRequest.value,
    });
  };

export const receiveReturn =
  (orderId: string, refundId: string, now: string) =>
  (db: DbState): Outcome<ReceivedReturn> => {
    const found = locateOrder(db, orderId);
    if (!found) return notFound(orderId);
    const { user, order } = found;
    const plan = planReceipt(order, refundId, now);
    if (!plan.ok) return plan;
    const { refund, status, returnRequest } = plan.value;
    const moved = recordStatus(db, user._id, order, status, now, {
      refunds: [...order.refunds, refund],
      returnRequest,
    });
    if (!moved.ok) return moved;
    restock(db, returnRequest.lines);
    return success({ order: moved.value, refund: toIssue(moved.value, refund) });
  };

export const refuseReturn =
  (orderId: string, now: string) =>
  (db: DbState): Outcome<OrderRecord> => {
    const found = locateOrder(db, orderId);
    if (!found) return notFound(orderId);
    // Only a return asked (a shipped order is not delivered by refusing nothing).
    if (found.order.status !== 'return_requested')
      return refusedMove(found.order.status, 'delivered');
    return recordStatus(db, found.user._id, found.order, 'delivered', now, {
      returnRequest: null,
    });
  };
