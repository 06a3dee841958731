/**
 * What a return gives back, shared by the shopper's return dialog (shown before they confirm) and
 * the store (fixed when the return is asked). A returned unit refunds its price less its share of
 * the coupon, pro rata to the value of the items; the shipping charge comes back only with the last
 * unit. Everything is counted in whole paise, and the return that takes the last unit back refunds
 * exactly what is left, so returns that together take every unit back refund the amount paid.
 * Nothing ever refunds more than was paid less what was refunded already.
 */
import { SHIPPING_CHARGE } from './pricing';
import type { OrderRecord, OrderRefund } from './types';

/** Units of one product, as a return names them. */
export interface ReturnLine {
  productId: string;
  qty: number;
}

export interface ReturnRefund {
  /** Rupees, to the paisa. */
  amount: number;
  /** Σ price × qty of the returned units. */
  itemsValue: number;
  /** The coupon's share of the returned units (≥ 0). */
  couponShare: number;
  /** The shipping charge: refunded only with the last unit. */
  deliveryShare: number;
}

type RefundedOrder = Pick<OrderRecord, 'orderProducts' | 'amount' | 'refunds'>;

const toPaise = (rupees: number) => Math.round(rupees * 100);
const fromPaise = (paise: number) => paise / 100;

/**
 * Whether the refund gives back some of what was paid for the order: not failed, and for units of
 * it (a refund with no lines gave back a payment the order never kept, not the order's money).
 */
const counts = (refund: Pick<OrderRefund, 'status' | 'lines'>) =>
  refund.status !== 'failed' && refund.lines.length > 0;

/** The rupees of the order's payment refunded so far (failed refunds gave nothing back). */
export function totalRefunded(order: {
  refunds: readonly Pick<OrderRefund, 'status' | 'lines' | 'amount'>[];
}): number {
  return fromPaise(
    order.refunds.filter(counts).reduce((sum, refund) => sum + toPaise(refund.amount), 0),
  );
}

/**
 * The most asks again a refund can have: the receipt it is asked with carries the attempt and stays
 * within Razorpay's 40 characters (backend/settlement/after-sale.ts, refundReceipt).
 */
export const MAX_REFUND_ATTEMPT = 999;

/**
 * Why the operator cannot ask the provider again for `refund` (null when it can): only a failed
 * refund, either of the order's own payment, for units of it, that still fits in what was paid, or
 * of a payment the order never kept whose id it saved (it is that payment's money, not the
 * order's). The back end's rule (OrdersRepository.retryRefund) and the console's Ask again
 * (order-moves.ts).
 */
export function whyNotAskedAgain(
  order: {
    paymentId: string | null;
    amount: number;
    refunds: readonly Pick<OrderRefund, 'status' | 'lines' | 'amount'>[];
  },
  refund: Pick<OrderRefund, 'status' | 'lines' | 'amount' | 'attempt' | 'paymentId'>,
): string | null {
  if (refund.status !== 'failed')
    return `This refund is ${refund.status}: only a failed refund is asked again.`;
  if ((refund.attempt ?? 0) >= MAX_REFUND_ATTEMPT)
    return `This refund was asked ${MAX_REFUND_ATTEMPT + 1} times: see to it with the provider.`;
  if (refund.lines.length === 0)
    return refund.paymentId
      ? null
      : 'This refund gave back a payment the order never kept, saved without its id: see to it with the provider.';
  if (order.paymentId === null)
    return 'This refund has no payment to ask it from: see to it with the provider.';
  if (toPaise(totalRefunded(order)) + toPaise(refund.amount) > toPaise(order.amount))
    return 'This refund would give back more than was paid for the order.';
  return null;
}

/**
 * The payment `refund` is asked from: the order's own for units of it; for a payment the order
 * never kept, that payment (null when it was saved without it).
 */
export function refundedPayment(
  order: { paymentId: string | null },
  refund: Pick<OrderRefund, 'lines' | 'paymentId'>,
): string | null {
  return refund.lines.length > 0 ? order.paymentId : (refund.paymentId ?? null);
}

/** Units bought per product. */
export function boughtUnits(order: Pick<OrderRecord, 'orderProducts'>): Map<string, number> {
  const units = new Map<string, number>();
  for (const line of order.orderProducts)
    units.set(line._id, (units.get(line._id) ?? 0) + line.qty);
  return units;
}

/** Units already refunded per product (the lines of the refunds that count). */
export function refundedUnits(order: Pick<OrderRecord, 'refunds'>): Map<string, number> {
  const units = new Map<string, number>();
  for (const refund of order.refunds.filter(counts))
    for (const line of refund.lines)
      units.set(line.productId, (units.get(line.productId) ?? 0) + line.qty);
  return units;
}

/** Units per product the shopper may still send back: bought less refunded, only those above 0. */
export function returnableUnits(
  order: Pick<OrderRecord, 'orderProducts' | 'refunds'>,
): Map<string, number> {
  const refunded = refundedUnits(order);
  const left = new Map<string, number>();
  for (const [productId, qty] of boughtUnits(order)) {
    const n = qty - (refunded.get(productId) ?? 0);
    if (n > 0) left.set(productId, n);
  }
  return left;
}

/** Why these lines cannot be returned (the first reason), or null when they can. */
export function returnLinesProblem(
  order: Pick<OrderRecord, 'orderProducts' | 'refunds'>,
  lines: readonly ReturnLine[],
): string | null {
  if (lines.length === 0) return 'Choose at least one item to return.';
  const left = returnableUnits(order);
  const asked = new Map<string, number>();
  for (const line of lines) {
    if (!Number.isInteger(line.qty) || line.qty < 1)
      return 'Each item returned needs a whole quantity of at least 1.';
    asked.set(line.productId, (asked.get(line.productId) ?? 0) + line.qty);
  }
  for (const [productId, qty] of asked) {
    const name = order.orderProducts.find((l) => l._id === productId)?.name;
    if (name === undefined) return `This order has no item ${productId}.`;
    const most = left.get(productId) ?? 0;
    if (qty > most)
      return most === 0
        ? `${name} has already been returned.`
        : `Only ${most} of ${name} can be returned.`;
  }
  return null;
}

/** Paise of the items' price per product. */
function unitPricePaise(order: Pick<OrderRecord, 'orderProducts'>): Map<string, number> {
  const prices = new Map<string, number>();
  for (const line of order.orderProducts) prices.set(line._id, toPaise(Number(line.price)));
  return prices;
}

function valuePaise(prices: ReadonlyMap<string, number>, units: ReadonlyMap<string, number>) {
  let sum = 0;
  for (const [productId, qty] of units) sum += (prices.get(productId) ?? 0) * qty;
  return sum;
}

function plus(a: ReadonlyMap<string, number>, lines: readonly ReturnLine[]) {
  const sum = new Map(a);
  for (const line of lines) sum.set(line.productId, (sum.get(line.productId) ?? 0) + line.qty);
  return sum;
}

/** The refund for returning `lines` of `order`: the lines' share of what was paid. */
export function returnRefund(order: RefundedOrder, lines: readonly ReturnLine[]): ReturnRefund {
  const prices = unitPricePaise(order);
  const bought = boughtUnits(order);
  const before = refundedUnits(order);
  const after = plus(before, lines);

  const amountPaise = toPaise(order.amount);
  const allItems = valuePaise(prices, bought);
  const shipping = order.orderProducts.length === 0 ? 0 : toPaise(SHIPPING_CHARGE);
  // What the coupon took off: the items and shipping less what was paid.
  const coupon = Math.max(0, allItems + shipping - amountPaise);
  // The items' value net of the coupon, for a set of units, rounded once per set so the steps add up.
  const netShare = (units: ReadonlyMap<string, number>) =>
    allItems === 0
      ? 0
      : Math.round((valuePaise(prices, units) * Math.max(0, allItems - coupon)) / allItems);

  const items = valuePaise(prices, plus(new Map(), lines));
  const left = Math.max(0, amountPaise - toPaise(totalRefunded(order)));
  const everyUnitBack = [...bought].every(([productId, qty]) => (after.get(productId) ?? 0) >= qty);

  let refund: number;
  let deliveryShare: number;
  if (everyUnitBack) {
    // The last unit: what is left of the payment, shipping included.
    refund = left;
    deliveryShare = Math.min(shipping, left);
  } else {
    refund = Math.min(left, Math.max(0, netShare(after) - netShare(before)));
    deliveryShare = 0;
  }
  return {
    amount: fromPaise(refund),
    itemsValue: fromPaise(items),
    couponShare: fromPaise(Math.max(0, items + deliveryShare - refund)),
    deliveryShare: fromPaise(deliveryShare),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** When returns of an order delivered at `deliveredAt` close: `days` days later (ISO). */
export function returnClosesAt(deliveredAt: string, days: number): string {
  return new Date(Date.parse(deliveredAt) + days * DAY_MS).toISOString();
}

/**
 * Whether a return may still be asked at `now` (ISO) of an order whose returns close at `returnBy`:
 * until that instant, not at it (a window of 0 days is closed at delivery; times are whole seconds,
 * so a return asked in delivery's second was taken).
 */
export function returnOpen(returnBy: string | null, now: string): boolean {
  return returnBy !== null && Date.parse(now) < Date.parse(returnBy);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A day in words, as the shop writes it: "3 Dec 2026" (the day in India). */
export function formatDay(iso: string): string {
  const date = new Date(Date.parse(iso) + 330 * 60_000);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()] ?? ''} ${date.getUTCFullYear()}`;
}
