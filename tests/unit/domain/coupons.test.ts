import { describe, expect, it } from 'vitest';
import {
  COUPONS,
  couponIsSelectable,
  couponRemovalReason,
  couponValue,
  findCoupon,
  isCouponEligible,
  orderAmount,
} from '@/domain/coupons';
import type { Coupon } from '@/domain/types';

const FIRSTGLAM = COUPONS.find((c) => c.couponName === 'FIRSTGLAM') as Coupon;
const FIRST200 = COUPONS.find((c) => c.couponName === 'FIRST200') as Coupon;

/** One line whose order amount (price + 10 − discount) is exactly `amount`. */
const cartWorth = (amount: number) => [{ price: amount - 10, originalPrice: amount - 10, qty: 1 }];

describe('coupons (docs/shop/rules.md, Coupons)', () => {
  it('FIRSTGLAM is worth 10, FIRST200 is worth 200', () => {
    expect(couponValue(FIRSTGLAM)).toBe(10);
    expect(couponValue(FIRST200)).toBe(200);
    expect(couponValue({ value: 'abc' })).toBe(0);
    expect(couponValue({ value: '-5' })).toBe(0);
  });

  it('FIRST200 needs an order amount above 1000: exactly 1000 is not eligible, 1000.01 is', () => {
    expect(orderAmount(cartWorth(1000))).toBe(1000);
    expect(isCouponEligible(FIRST200, cartWorth(1000))).toBe(false);
    expect(isCouponEligible(FIRST200, cartWorth(999.99))).toBe(false);
    expect(orderAmount(cartWorth(1000.01))).toBe(1000.01);
    expect(isCouponEligible(FIRST200, cartWorth(1000.01))).toBe(true);
  });

  it('the order amount counts the coupon currently applied', () => {
    // 1100 with FIRSTGLAM applied is 1090: still above 1000; 1005 with it is 995: not.
    expect(isCouponEligible(FIRST200, cartWorth(1100), 10)).toBe(true);
    expect(isCouponEligible(FIRST200, cartWorth(1005), 10)).toBe(false);
  });

  it('FIRSTGLAM applies to any non-empty cart; no coupon applies to an empty one', () => {
    expect(isCouponEligible(FIRSTGLAM, cartWorth(20))).toBe(true);
    expect(isCouponEligible(FIRSTGLAM, [])).toBe(false);
    expect(isCouponEligible(FIRST200, [])).toBe(false);
  });

  it('finds a coupon by code, ignoring case and spaces', () => {
    expect(findCoupon(' first200 ')).toBe(FIRST200);
    expect(findCoupon('FIRSTGLAM')).toBe(FIRSTGLAM);
    expect(findCoupon('FREE')).toBeUndefined();
    expect(findCoupon('')).toBeUndefined();
  });
});

describe('couponIsSelectable (the coupon dialog)', () => {
  it('counts the coupon applied now in the order amount', () => {
    // 1005 is above 1000, but with FIRSTGLAM (10) applied the amount is 995: FIRST200 is not offered.
    expect(couponIsSelectable(FIRST200, cartWorth(1005), null)).toBe(true);
    expect(couponIsSelectable(FIRST200, cartWorth(1005), FIRSTGLAM)).toBe(false);
  });

  it('does not count the coupon being looked at when it is the one applied', () => {
    // FIRST200 applied: its own 200 is not taken off when deciding whether it stays selectable.
    expect(couponIsSelectable(FIRST200, cartWorth(1005), FIRST200)).toBe(true);
  });

  it('offers nothing for an empty cart', () => {
    expect(couponIsSelectable(FIRSTGLAM, [], null)).toBe(false);
  });
});

describe('couponRemovalReason (the applied coupon kept valid)', () => {
  it('keeps FIRSTGLAM on any non-empty cart, and drops any coupon from an empty one', () => {
    expect(couponRemovalReason(FIRSTGLAM, cartWorth(20))).toBeNull();
    expect(couponRemovalReason(FIRSTGLAM, [])).toBe('the cart is empty');
  });

  it('drops a first-purchase offer for an account that has bought', () => {
    expect(couponRemovalReason(FIRSTGLAM, cartWorth(20), true)).toBe(
      'it is for your first purchase only',
    );
    expect(couponRemovalReason(FIRST200, cartWorth(1001), true)).toBe(
      'it is for your first purchase only',
    );
    expect(couponRemovalReason(FIRSTGLAM, cartWorth(20), false)).toBeNull();
  });

  it('drops FIRST200 once the order amount (without it) is 1000 or less', () => {
    expect(couponRemovalReason(FIRST200, cartWorth(1001))).toBeNull();
    expect(couponRemovalReason(FIRST200, cartWorth(1000))).toBe(
      'the order amount is not more than ₹1000',
    );
  });
});
