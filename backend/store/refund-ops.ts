/**
 * An order's refunds on the memory side after the move that owes them (the SQL side:
 * server/db/refunds.ts): the provider's id attached, the provider's confirmation settling the order
 * to `refunded` or `partially_refunded`, and the refunds never asked of the provider, for the sweep.
 */
import { refundedPayment, returnableUnits, whyNotAskedAgain } from '@/domain/refunds';
import type { OrderRecord, OrderRefund } from '@/domain/types';
import { locateOrder } from './after-sale-ops';
import { recordStatus } from './order-timeline';
import { unknownOrder } from '../messages';
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
  /** 0 for the first ask; each ask again after the provider failed it counts one more. */
  attempt: number;
}

/** Where an order goes once every refund it is owed is processed: all units back, or some kept. */
export function settledStatus(
  order: Pick<OrderRecord, 'orderProducts' | 'refunds'>,
): 'refunded' | 'partially_refunded' {
  return returnableUnits(order).size === 0 ? 'refunded' : 'partially_refunded';
}

/** What the provider must still be asked for this refund; null when nothing (processed, cash). */
export function toIssue(order: OrderRecord, refund: OrderRefund): RefundToIssue | null {
  const paymentId = refundedPayment(order, refund);
  if (refund.status !== 'pending' || paymentId === null) return null;
  return {
    orderId: order._id,
    refundId: refund.id,
    paymentId,
    amount: refund.amount,
    attempt: refund.attempt ?? 0,
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

/**
 * Why the provider's answer for `attempt` of the refund is not attached (null when it is): the
 * operator asked again since, and this answer is for an ask before that.
 */
export function staleAnswer(
  refund: { id: string; attempt?: number },
  attempt: number | undefined,
): string | null {
  const current = refund.attempt ?? 0;
  return attempt === undefined || attempt === current
    ? null
    : `Refund "${refund.id}" was asked again since (attempt ${current}, not ${attempt}).`;
}

/** A refund processed or failed stays so: the provider's webhook may come before its answer. */
export const attachedStatus = (
  was: OrderRefund['status'],
  answered: OrderRefund['status'],
): OrderRefund['status'] => (was === 'pending' ? answered : was);

export const attachProviderRefund =
  (
    refundId: string,
    providerRefundId: string,
    status: OrderRefund['status'],
    now: string,
    attempt?: number,
  ) =>
  (db: DbState): Outcome<OrderRecord> => {
    for (const user of db.users)
      for (const order of user.orders) {
        const refund = order.refunds.find((r) => r.id === refundId);
        if (!refund) continue;
        const stale = staleAnswer(refund, attempt);
        if (stale) return refusal('conflict', stale);
        return (
          withRefund(
            db,
            (r) => r.id === refundId,
            (r) => ({ ...r, providerRefundId, status: attachedStatus(r.status, status) }),
            now,
          ) ?? refusal('not-found', `No refund has the id "${refundId}".`)
        );
      }
    return refusal('not-found', `No refund has the id "${refundId}".`);
  };

export const settleRefund =
  (providerRefundId: string, now: string, attempt?: number) => (db: DbState) => {
    const settled = withRefund(
      db,
      (r) =>
        (r.providerRefundId === providerRefundId ||
          (r.id === providerRefundId && (attempt === undefined || (r.attempt ?? 0) === attempt))) &&
        r.status !== 'processed',
      (r) => ({ ...r, status: 'processed' }),
      now,
    );
    return settled && !settled.ok ? settled : success(undefined);
  };

export const failRefund =
  (providerRefundId: string, now: string, asked?: { refundId: string; attempt: number }) =>
  (db: DbState) => {
    const attached = (r: OrderRefund) => r.providerRefundId === providerRefundId;
    const known = db.users.some((u) => u.orders.some((o) => o.refunds.some(attached)));
    const failed = withRefund(
      db,
      known
        ? (r) => attached(r) && r.status === 'pending'
        : (r) =>
            r.id === asked?.refundId &&
            (r.attempt ?? 0) === asked.attempt &&
            r.status === 'pending' &&
            r.providerRefundId === null,
      (r) => ({ ...r, status: 'failed', providerRefundId }),
      now,
    );
    return failed && !failed.ok ? failed : success(undefined);
  };

/** A refund the operator asks again: the order as it is then, and what to ask of the provider. */
export interface AskedAgain {
  order: OrderRecord;
  refund: RefundToIssue;
}

export const retryRefund =
  (orderId: string, refundId: string) =>
  (db: DbState): Outcome<AskedAgain> => {
    const found = locateOrder(db, orderId);
    if (!found) return refusal('not-found', unknownOrder(orderId));
    const { user, order } = found;
    const refund = order.refunds.find((r) => r.id === refundId);
    if (!refund) return refusal('not-found', `No refund has the id "${refundId}".`);
    const why = whyNotAskedAgain(order, refund);
    if (why) return refusal('conflict', why);
    const again: OrderRefund = {
      ...refund,
      status: 'pending',
      providerRefundId: null,
      attempt: (refund.attempt ?? 0) + 1,
    };
    const next = { ...order, refunds: order.refunds.map((r) => (r.id === refundId ? again : r)) };
    // whyNotAskedAgain made sure of the order's payment: there is one to ask it from.
    const issue = toIssue(next, again);
    if (!issue) return refusal('conflict', 'This refund has no payment to ask it from.');
    user.orders = user.orders.map((o) => (o._id === orderId ? next : o));
    return success({ order: structuredClone(next), refund: issue });
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
