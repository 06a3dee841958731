/**
 * Every status change of an order on the memory side goes through `recordStatus`: it checks the
 * move against src/domain/order-status.ts, sets the status (with the other fields the same change
 * writes) and appends the order's timeline entry, all in the one write that makes the change. The
 * SQL side does the same with `WHERE status = ANY(...)` and a row of order_timeline
 * (server/db/order-rows.ts `moveOrder`).
 */
import { canMove, type OrderLifecycleStatus } from '@/domain/order-status';
import type { OrderRecord } from '@/domain/types';
import { unknownOrder } from '../messages';
import { refusal, success, type Outcome } from './outcome';
import { queueOrderEmail } from './outbox';
import type { DbState } from './schema';

/** How a refusal names the status an order is in. */
const IN_WORDS: Readonly<Record<OrderLifecycleStatus, string>> = {
  pending: 'awaiting payment',
  failed: 'awaiting payment (its last payment failed)',
  paid: 'paid',
  placed: 'placed',
  cancelled: 'cancelled',
  expired: 'expired',
  shipped: 'shipped',
  delivered: 'delivered',
  return_requested: 'awaiting its return',
  refund_pending: 'being refunded',
  partially_refunded: 'partly refunded',
  refunded: 'refunded',
};

/** What could not be done, by the status it would have reached. */
const WHAT: Readonly<Record<OrderLifecycleStatus, string>> = {
  pending: 'it cannot await payment again',
  failed: 'it cannot be marked failed',
  paid: 'it cannot be paid',
  placed: 'it cannot be placed again',
  cancelled: 'it can no longer be cancelled',
  expired: 'it cannot expire',
  shipped: 'it cannot be shipped',
  delivered: 'it cannot be marked delivered',
  return_requested: 'it cannot be returned',
  refund_pending: 'it can no longer be cancelled or refunded',
  partially_refunded: 'it cannot be refunded',
  refunded: 'it cannot be refunded',
};

/** "This order is shipped: it can no longer be cancelled." */
export function moveRefused(from: OrderLifecycleStatus, to: OrderLifecycleStatus): string {
  return `This order is ${IN_WORDS[from]}: ${WHAT[to]}.`;
}

/** The 409 for a move the order's status does not allow. */
export const refusedMove = (from: OrderLifecycleStatus, to: OrderLifecycleStatus) =>
  refusal('conflict', moveRefused(from, to));

/** The fields a status change may write with it (never the status or the timeline themselves). */
export type StatusChanges = Partial<Omit<OrderRecord, '_id' | 'status' | 'timeline'>>;

/**
 * Moves `order` (of user `userId`, as it is in `db`) to `status` at `at`, writing `changes` with it:
 * a refused move answers 'conflict' naming the status it is in, and changes nothing.
 */
export function recordStatus(
  db: DbState,
  userId: string,
  order: OrderRecord,
  status: OrderLifecycleStatus,
  at: string,
  changes: StatusChanges = {},
): Outcome<OrderRecord> {
  const user = db.users.find((u) => u._id === userId);
  const current = user?.orders.find((o) => o._id === order._id);
  if (!user || !current) return refusal('not-found', unknownOrder(order._id));
  if (!canMove(current.status, status)) return refusedMove(current.status, status);
  const next: OrderRecord = {
    ...order,
    ...changes,
    status,
    timeline: [...current.timeline, { status, at }],
  };
  user.orders = user.orders.map((o) => (o._id === next._id ? next : o));
  // outbox: the email this change owes, in the same write (./outbox.ts).
  queueOrderEmail(db, {
    orderId: next._id,
    userId,
    seq: next.timeline.length,
    status,
    previous: current.status,
    at,
  });
  return success(next);
}
