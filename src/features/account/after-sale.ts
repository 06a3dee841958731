/**
 * What the account screens offer and say about an order after the sale: whether it can still be
 * cancelled or returned, how many units of each line can go back, where its refunds stand, and its
 * dates in words. Pure: the moves themselves are src/domain/order-status.ts, the server decides.
 */
import { purchaseOf, type ShopperOrder } from '@/api/orders';
import { canMove, keepsProduct, type OrderLifecycleStatus } from '@/domain/order-status';
import { returnOpen } from '@/domain/refunds';

/**
 * Whether the shopper can still cancel the order: until it ships. An unpaid or Cash on Delivery
 * order is simply cancelled; a paid one is refunded in full.
 */
export function canCancel(order: Pick<ShopperOrder, 'status'>): boolean {
  return canMove(order.status, 'cancelled') || order.status === 'paid';
}

/** What cancelling does to the money, for the confirmation dialog. */
export function cancelConsequence(order: Pick<ShopperOrder, 'status' | 'amount'>): string {
  if (order.status === 'paid')
    return 'The payment is refunded in full to where you paid, and the products go back on sale.';
  if (order.status === 'placed') return 'Nothing is charged: you will not pay at delivery.';
  return 'Nothing was charged, and the products go back on sale.';
}

/**
 * Whether a line's product can be rated from the order: a purchase (paid, placed, on its way,
 * delivered, partly returned) whose shopper keeps units of it, not one cancelled and being refunded
 * in full, nor a product sent back whole (`keepsProduct`, the server's "verified purchase").
 */
export function canRate(
  order: Pick<ShopperOrder, 'status' | 'lines' | 'refunds'>,
  productId: string,
): boolean {
  return keepsProduct(purchaseOf(order), productId);
}

export type ReturnWindow =
  /** Not delivered (or not in a status a return can start from). */
  { state: 'none' } | { state: 'open'; until: string } | { state: 'closed'; closedOn: string };

/**
 * Whether a return can be asked at `now`: a delivered order, until its `returnBy` (not at it: the
 * server's `returnOpen`, so the screen never offers what the server refuses).
 */
export function returnWindow(
  order: Pick<ShopperOrder, 'status' | 'returnBy'>,
  now: Date,
): ReturnWindow {
  if (!order.returnBy || !canMove(order.status, 'return_requested')) return { state: 'none' };
  return returnOpen(order.returnBy, now.toISOString())
    ? { state: 'open', until: order.returnBy }
    : { state: 'closed', closedOn: order.returnBy };
}

export interface ReturnableLine {
  productId: string;
  name: string;
  image: string;
  price: number;
  /** Units bought. */
  bought: number;
  /** Units that can still be sent back: bought less those already refunded. */
  returnable: number;
}

/**
 * Each line with the units that can still be returned, from the units still returnable per
 * product (`returnableUnits` of src/api/orders.ts).
 */
export function returnableLines(
  order: Pick<ShopperOrder, 'lines'>,
  units: ReadonlyMap<string, number>,
): ReturnableLine[] {
  return order.lines.map((line) => ({
    productId: line.id,
    name: line.name,
    image: line.image,
    price: line.price,
    bought: line.qty,
    returnable: units.get(line.id) ?? 0,
  }));
}

export type RefundState = 'pending' | 'processed' | 'failed';

export interface RefundSummary {
  /** Given back already (processed), in rupees. */
  processed: number;
  /** Owed and on its way (pending, or failed at the provider and owed until asked again). */
  pending: number;
  /** How many refunds the order has. */
  count: number;
}

const paise = (rupees: number) => Math.round(rupees * 100);

/** The order's refunds added up by state; null when it has none. */
export function refundSummary(order: Pick<ShopperOrder, 'refunds'>): RefundSummary | null {
  if (order.refunds.length === 0) return null;
  let processed = 0;
  let pending = 0;
  for (const refund of order.refunds) {
    // A refund the provider failed is still owed (the operator asks again): still on its way.
    if (refund.status === 'processed') processed += paise(refund.amount);
    else pending += paise(refund.amount);
  }
  return { processed: processed / 100, pending: pending / 100, count: order.refunds.length };
}

export const REFUND_STATE_LABELS: Readonly<Record<RefundState, string>> = {
  pending: 'On its way',
  processed: 'Refunded',
  failed: 'On its way',
};

/** The words of each status in an order's timeline. */
export const TIMELINE_LABELS: Readonly<Record<OrderLifecycleStatus, string>> = {
  pending: 'Order created',
  failed: 'Payment failed',
  paid: 'Paid',
  placed: 'Placed, to pay on delivery',
  cancelled: 'Cancelled',
  expired: 'Expired unpaid',
  shipped: 'Shipped',
  delivered: 'Delivered',
  return_requested: 'Return requested',
  refund_pending: 'Refund started',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
};
