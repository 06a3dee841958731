/**
 * Which email an order's status change sends. Both stores ask this one rule when a status is
 * recorded (the memory store in backend/store/order-timeline.ts; PostgreSQL mirrors it in the
 * trigger of server/migrations/0014_outbox.sql), and the email worker renders the kind it names.
 */
import type { OrderLifecycleStatus } from './order-status';

export const ORDER_EMAIL_KINDS = [
  'order_placed',
  'order_shipped',
  'order_delivered',
  'refund_issued',
] as const;

export type OrderEmailKind = (typeof ORDER_EMAIL_KINDS)[number];

/**
 * The email an order sends on reaching `status` from `previous` (null: the status it was created
 * in), or null for none. Paid (online) and placed (cash on delivery) both tell the shopper the
 * order is placed. A refund is told when it is asked (refund_pending); a refund that never passed
 * through refund_pending (a cash refund, a payment an expired order could not keep) is told when it
 * is settled.
 */
export function orderEmailFor(
  status: OrderLifecycleStatus,
  previous: OrderLifecycleStatus | null,
): OrderEmailKind | null {
  switch (status) {
    case 'paid':
    case 'placed':
      return 'order_placed';
    case 'shipped':
      return 'order_shipped';
    case 'delivered':
      return 'order_delivered';
    case 'refund_pending':
      return 'refund_issued';
    case 'refunded':
    case 'partially_refunded':
      return previous === 'refund_pending' ? null : 'refund_issued';
    default:
      return null;
  }
}

/**
 * Whether an order sends a kind at most once: it is placed, shipped and delivered once (a refused
 * return back to delivered says nothing new), while every refund is told.
 */
export function sentOncePerOrder(kind: OrderEmailKind): boolean {
  return kind !== 'refund_issued';
}
