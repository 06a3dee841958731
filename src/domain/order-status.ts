/**
 * The one list of an order's statuses and the one table of the moves between them. Pure data: the
 * store, the webhook and the screens all ask here instead of each keeping its own rules.
 *
 * An online order starts `pending` and becomes `paid` when its payment is verified; a failed attempt
 * (`failed`) can still be paid. A Cash on Delivery order starts `placed`. An unpaid order ends
 * `cancelled` (by the shopper) or `expired` (never paid in time); neither takes money any more.
 * After the sale: `shipped`, `delivered`, a `return_requested`, and refunds, which are asked
 * (`refund_pending`) and then settled in full (`refunded`) or in part (`partially_refunded`).
 * Staying in a status is not a move: repeating a step is for the caller to treat as done.
 */

export const ORDER_STATUSES = [
  'pending',
  'failed',
  'paid',
  'placed',
  'cancelled',
  'expired',
  'shipped',
  'delivered',
  'return_requested',
  'refund_pending',
  'partially_refunded',
  'refunded',
] as const;

export type OrderLifecycleStatus = (typeof ORDER_STATUSES)[number];

/**
 * Where each status may go next: exactly the moves the stores make (backend/store/order-timeline.ts
 * in memory, `WHERE status = ANY(...)` in SQL), and no others.
 */
export const ORDER_MOVES: Readonly<Record<OrderLifecycleStatus, readonly OrderLifecycleStatus[]>> =
  {
    // An unpaid order whose payment arrives when its stock cannot be taken gives the payment back.
    pending: ['paid', 'failed', 'cancelled', 'expired', 'refunded'],
    failed: ['paid', 'cancelled', 'expired', 'refunded'],
    // Money was taken: it leaves only as a refund (a cancelled paid order), never by cancelling.
    paid: ['shipped', 'refund_pending'],
    placed: ['shipped', 'cancelled'],
    // A payment that arrives after the shopper cancelled goes back.
    cancelled: ['refunded'],
    // A late payment pays an expired order when its stock can be taken again, else goes back.
    expired: ['paid', 'refunded'],
    shipped: ['delivered'],
    delivered: ['return_requested'],
    // Received: a refund is owed (refund_pending) or, paid back at once in cash on delivery, done.
    // A refused return goes back to delivered.
    return_requested: ['refund_pending', 'refunded', 'partially_refunded', 'delivered'],
    refund_pending: ['refunded', 'partially_refunded'],
    // What was not refunded is still bought and can be returned.
    partially_refunded: ['return_requested'],
    refunded: [],
  };

/** The statuses from which an order may move to `to`. */
export function movesInto(to: OrderLifecycleStatus): OrderLifecycleStatus[] {
  return ORDER_STATUSES.filter((from) => ORDER_MOVES[from].includes(to));
}

export function isOrderStatus(value: unknown): value is OrderLifecycleStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** Whether an order in `from` may move to `to` (never to itself). */
export function canMove(from: OrderLifecycleStatus, to: OrderLifecycleStatus): boolean {
  return ORDER_MOVES[from].includes(to);
}

/**
 * The statuses in which the shop still has business with an order: stock held for its payment, a
 * payment to settle, a parcel to send or bring back, a refund to make. An account in such an order
 * is kept (a guest past its end included) until it is over.
 */
export const OPEN_ORDER_STATUSES: readonly OrderLifecycleStatus[] = [
  'pending',
  'failed',
  'paid',
  'placed',
  'shipped',
  'return_requested',
  'refund_pending',
];

/**
 * Whether the shop still has business with an order: an open status, or a refund still owed
 * (pending, or failed at the provider and not yet made good).
 */
export function isOpenOrder(order: {
  status: OrderLifecycleStatus;
  refunds?: readonly { status: string }[];
}): boolean {
  return (
    OPEN_ORDER_STATUSES.includes(order.status) ||
    (order.refunds ?? []).some(
      (refund) => refund.status === 'pending' || refund.status === 'failed',
    )
  );
}

/** The words a shopper reads for each status. */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderLifecycleStatus, string>> = {
  pending: 'Awaiting payment',
  failed: 'Payment failed',
  paid: 'Paid',
  placed: 'Placed: pay on delivery',
  cancelled: 'Cancelled',
  expired: 'Expired',
  shipped: 'Shipped',
  delivered: 'Delivered',
  return_requested: 'Return requested',
  refund_pending: 'Refund in progress',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
};

export function orderStatusLabel(status: OrderLifecycleStatus): string {
  return ORDER_STATUS_LABELS[status];
}

const PURCHASES: ReadonlySet<OrderLifecycleStatus> = new Set([
  'paid',
  'placed',
  'shipped',
  'delivered',
  'return_requested',
  'refund_pending',
  'partially_refunded',
]);

/**
 * Whether an order in this status counts as a purchase (the shopper bought something and keeps
 * it): paid or placed and whatever follows, not an unpaid, cancelled, expired or wholly refunded one.
 */
export function isPurchase(status: OrderLifecycleStatus): boolean {
  return PURCHASES.has(status);
}

/** Some units of one product: an order's line, or what a refund gives back of it. */
export interface ProductUnits {
  productId: string;
  qty: number;
}

/** What says whether an order is a purchase, and of which products. */
export interface PurchaseFacts {
  status: OrderLifecycleStatus;
  /** The units ordered. */
  units: readonly ProductUnits[];
  /**
   * The units each refund gives back (a cancelled paid order, a received return), whatever became
   * of its money: the shopper has given those units back either way.
   */
  refunds: readonly { lines: readonly ProductUnits[] }[];
}

/** The units of a product the order's shopper still has: ordered, less those given back. */
export function keptUnits(order: PurchaseFacts, productId: string): number {
  const sum = (units: readonly ProductUnits[]) =>
    units.reduce((total, u) => (u.productId === productId ? total + u.qty : total), 0);
  const given = order.refunds.reduce((total, refund) => total + sum(refund.lines), 0);
  return Math.max(0, sum(order.units) - given);
}

/**
 * Whether the order makes its shopper a buyer of the product ("verified purchase"): a purchase
 * (`isPurchase`) with units of it kept. A paid order cancelled, or a product sent back whole, is
 * not, while its refund is still on its way (`refund_pending`) too.
 */
export function keepsProduct(order: PurchaseFacts, productId: string): boolean {
  return isPurchase(order.status) && keptUnits(order, productId) > 0;
}

/** Whether the order is a purchase its shopper keeps something of. */
export function keepsSomething(order: PurchaseFacts): boolean {
  return order.units.some((u) => keepsProduct(order, u.productId));
}

/** Whether an account with these orders has bought (first-purchase offers are not for it). */
export function hasPurchase(orders: readonly PurchaseFacts[]): boolean {
  return orders.some(keepsSomething);
}

/** Whether nothing can happen to an order in this status any more. */
export function isFinal(status: OrderLifecycleStatus): boolean {
  return ORDER_MOVES[status].length === 0;
}

/**
 * Whether an order closed before it was paid (its hold ended, or its shopper cancelled it) while
 * its provider order could still take a payment: a shopper may finish paying after that, and that
 * payment is the shop's to settle (an expired order with stock left is paid, any other refunded).
 * One whose refund is recorded has been settled. `refunded` with none recorded is a late payment
 * the order could not keep (its units were gone) whose refund the provider has not made yet.
 */
export function closedBeforePaying(order: {
  status: OrderLifecycleStatus;
  paymentId: string | null;
  payment: unknown;
  refunds: readonly unknown[];
}): boolean {
  return (
    (order.status === 'expired' || order.status === 'cancelled' || order.status === 'refunded') &&
    order.paymentId === null &&
    order.payment !== null &&
    order.refunds.length === 0
  );
}

/** When an order reached the status it is in: its timeline's last entry (ISO), or null. */
export function closedAt(order: { timeline: readonly { at: string }[] }): string | null {
  return order.timeline.at(-1)?.at ?? null;
}
