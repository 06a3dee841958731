/**
 * Coupon rules (spec §5, §9): FIRSTGLAM is worth 10; FIRST200 is worth 200 and only applies when the
 * order amount (price + 10 − discount − current coupon) is above 1000.
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
 * The order amount a coupon's minimum is compared with (spec §5): price + 10 − discount − the coupon
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
