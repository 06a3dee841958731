/**
 * Coupon rules (docs/shop/rules.md, Coupons): FIRSTGLAM is worth 10; FIRST200 is worth 200 and only
 * applies when the order amount (price + 10 − discount − current coupon) is above 1000. Both are
 * first-purchase offers: an account that has bought (an order paid or placed, `isPurchase` in
 * ./order-status.ts) cannot use them again.
 */
import { priceDetails, type PricedLine } from './pricing';
import type { Coupon } from './types';

export const COUPONS: readonly Coupon[] = [
  {
    couponName: 'FIRSTGLAM',
    value: '10',
    description: 'Free shipping on your first order',
    minimumAmount: 0,
  },
  {
    couponName: 'FIRST200',
    value: '200',
    description: 'Flat ₹200 off on orders above ₹1000',
    minimumAmount: 1000,
  },
];

export function couponValue(coupon: Pick<Coupon, 'value'>): number {
  const value = Number.parseFloat(coupon.value);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * The order amount a coupon's minimum is compared with: price + 10 − discount − the coupon
 * currently applied (0 when none, as on the server, which sees one coupon per order).
 */
export function orderAmount(lines: readonly PricedLine[], currentCouponValue = 0): number {
  return priceDetails(lines, currentCouponValue).totalAmt;
}

/** Whether `coupon` may be applied to these lines, given the coupon currently applied. */
export function isCouponEligible(
  coupon: Coupon,
  lines: readonly PricedLine[],
  currentCouponValue = 0,
): boolean {
  if (lines.length === 0) return false;
  return coupon.minimumAmount <= 0 || orderAmount(lines, currentCouponValue) > coupon.minimumAmount;
}

export function findCoupon(code: string, coupons: readonly Coupon[] = COUPONS): Coupon | undefined {
  const wanted = code.trim().toUpperCase();
  return coupons.find((c) => c.couponName === wanted);
}

/** The order amount counts the coupon applied now, unless it is the one being looked at. */
export function couponIsSelectable(
  coupon: Coupon,
  lines: readonly PricedLine[],
  applied: Coupon | null,
): boolean {
  const current = applied && applied.couponName !== coupon.couponName ? couponValue(applied) : 0;
  return isCouponEligible(coupon, lines, current);
}

/**
 * Why the applied coupon no longer fits these cart lines (or, `hasPurchase`, an account that has
 * bought), or null when it still does. The order amount is taken without the coupon itself, as the
 * server checks one coupon per order.
 */
export function couponRemovalReason(
  coupon: Coupon,
  lines: readonly PricedLine[],
  hasPurchase = false,
): string | null {
  if (lines.length === 0) return 'the cart is empty';
  if (!couponAllowedForAccount(coupon, hasPurchase)) return 'it is for your first purchase only';
  if (isCouponEligible(coupon, lines, 0)) return null;
  // Same wording as the coupon dialog's hint (docs/shop/texts.md, Cart and wishlist).
  return `the order amount is not more than ₹${coupon.minimumAmount}`;
}

/** The offers that apply only to an account's first purchase. */
export const FIRST_PURCHASE_COUPONS: ReadonlySet<string> = new Set(['FIRSTGLAM', 'FIRST200']);

/** Whether `coupon` is a first-purchase offer. */
export function isFirstPurchaseOnly(coupon: Pick<Coupon, 'couponName'>): boolean {
  return FIRST_PURCHASE_COUPONS.has(coupon.couponName.trim().toUpperCase());
}

/**
 * Whether an account may use `coupon`, given whether any of its orders is a purchase (paid, placed
 * or further on: `isPurchase`). Only first-purchase offers depend on it.
 */
export function couponAllowedForAccount(
  coupon: Pick<Coupon, 'couponName'>,
  hasPurchase: boolean,
): boolean {
  return !(hasPurchase && isFirstPurchaseOnly(coupon));
}
