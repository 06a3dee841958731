/**
 * An order's refunds on the memory side after the move that owes them (the SQL side:
 * server/db/refunds.ts): the provider's id attached, the provider's confirmation settling the order
 * to `refunded` or `partially_refunded`, and the refunds never asked of the provider, for the sweep.
 */
import { returnableUnits } from '@/domain/refunds';
import type { OrderRecord, OrderRefund } from '@/domain/types';
import { recordStatus } from './order-timeline';
import { refusal, success, type Outcome } from './outcome';
import type { DbState } from './schema';

/** A refund recorded with its move and not yet asked of the provider (amount in rupees). */
export interface RefundToIssue {
  orderId: string;
  /** The shop's id of the refund. */
  refundId: string;
  /** The payment it gives back. */
  paymentId: string;
  amount: number;
}

/** Where an order goes once every refund it is owed is processed: all units back, or some kept. */
export function settledStatus(
  order: Pick<OrderRecord, 'orderProducts' | 'refunds'>,
): 'refunded' | 'partially_refunded' {
  return returnableUnits(order).size === 0 ? 'refunded' : 'partially_refunded';
}

/** What the provider must still be asked for this refund; null when nothing (processed, cash). */
export function toIssue(order: OrderRecord, refund: OrderRefund): RefundToIssue | null {
  if (refund.status !== 'pending' || order.paymentId === null) return null;
  return {
    orderId: order._id,
    refundId: refund.id,
    paymentId: order.paymentId,
    amount: refund.amount,
  };
}

/**
 * Whether the order still waits for money it owes: a refund pending, or one of its units the
 * provider failed (the operator's to see to; the order stays `refund_pending`).
 */
export function stillOwed(order: Pick<OrderRecord, 'refunds'>): boolean {
  return order.refunds.some(
    (r) => r.status === 'pending' || (r.status === 'failed' && r.lines.length > 0),
  );
}

/** Once no refund of the order is pending: refund_pending moves on to refunded or partly refunded. */
function settleIfDone(db: DbState, userId: string, order: OrderRecord, now: string) {
  if (order.status !== 'refund_pending') return success(order);
  if (stillOwed(order)) return success(order);
  return recordStatus(db, userId, order, settledStatus(order), now);
}

function withRefund(
  db: DbState,
  match: (refund: OrderRefund) => boolean,
  change: (refund: OrderRefund) => OrderRefund,
  now: string,
): Outcome<OrderRecord> | undefined {
  for (const user of db.users)
    for (const order of user.orders) {
      if (!order.refunds.some(match)) continue;
      const next = {
        ...order,
        refunds: order.refunds.map((r) => (match(r) ? change(r) : r)),
      };
      user.orders = user.orders.map((o) => (o._id === next._id ? next : o));
      return settleIfDone(db, user._id, next, now);
    }
  return undefined;
}

export const attachProviderRefund =
  (refundId: string, providerRefundId: string, status: OrderRefund['status'], now: string) =>
  (db: DbState): Outcome<OrderRecord> =>
    withRefund(
      db,
      (r) => r.id === refundId,
      (r) => ({
        ...r,
        providerRefundId,
        // A refund already processed stays so (the provider's webhook may come first).
        status: r.status === 'processed' ? 'processed' : status,
      }),
      now,
    ) ?? refusal('not-found', `No refund has the id "${refundId}".`);

export const settleRefund = (providerRefundId: string, now: string) => (db: DbState) => {
  const settled = withRefund(
    db,
    (r) =>
      (r.providerRefundId === providerRefundId || r.id === providerRefundId) &&
      r.status !== 'processed',
    (r) => ({ ...r, status: 'processed' }),
    now,
  );
  return settled && !settled.ok ? settled : success(undefined);
};

/** The oldest refunds never asked of the provider, at most `limit`, leaving out those in `skip`. */
export function refundsToIssue(
  db: DbState,
  limit: number,
  skip: readonly string[] = [],
): RefundToIssue[] {
  const skipped = new Set(skip);
  return db.users
    .flatMap((user) =>
      user.orders.flatMap((order) =>
        order.refunds
          .filter(
            (r) => r.status === 'pending' && r.providerRefundId === null && !skipped.has(r.id),
          )
          .flatMap((r) => {
            const issue = toIssue(order, r);
            return issue ? [{ issue, at: Date.parse(r.createdAt) }] : [];
          }),
      ),
    )
    .sort((a, b) => a.at - b.at)
    .slice(0, limit)
    .map((r) => r.issue);
}
