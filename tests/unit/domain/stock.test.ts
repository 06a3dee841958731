import { describe, expect, it } from 'vitest';
import {
  couponAllowedForAccount,
  findCoupon,
  FIRST_PURCHASE_COUPONS,
  isFirstPurchaseOnly,
} from '@/domain/coupons';
import {
  availableStock,
  codAllowed,
  COD_LIMIT_RUPEES,
  holdEnds,
  lowStockCount,
  ORDER_HOLD_MINUTES,
} from '@/domain/stock';

describe('stock', () => {
  it('is the units on hand less those held, never below 0', () => {
    expect(availableStock({ onHand: 20, held: 3 })).toBe(17);
    expect(availableStock({ onHand: 2, held: 2 })).toBe(0);
    expect(availableStock({ onHand: 1, held: 4 })).toBe(0);
  });

  it('says how many are left at 5 or fewer, and not at 0', () => {
    expect([0, 1, 5, 6].map(lowStockCount)).toEqual([null, 1, 5, null]);
  });

  it('holds for 15 minutes unless told otherwise', () => {
    const now = new Date('2026-11-26T10:00:00.000Z');
    expect(ORDER_HOLD_MINUTES).toBe(15);
    expect(holdEnds(now)).toBe('2026-11-26T10:15:00.000Z');
    expect(holdEnds(now, 1)).toBe('2026-11-26T10:01:00.000Z');
  });

  it('allows cash on delivery up to the limit, 5,000 unless told otherwise', () => {
    expect(COD_LIMIT_RUPEES).toBe(5000);
    expect(codAllowed(5000)).toBe(true);
    expect(codAllowed(5000.5)).toBe(false);
    expect(codAllowed(900, 800)).toBe(false);
  });
});

describe('first-purchase offers', () => {
  it('are FIRSTGLAM and FIRST200, whatever the case', () => {
    expect([...FIRST_PURCHASE_COUPONS]).toEqual(['FIRSTGLAM', 'FIRST200']);
    expect(isFirstPurchaseOnly({ couponName: ' firstglam ' })).toBe(true);
    expect(isFirstPurchaseOnly({ couponName: 'SUMMER10' })).toBe(false);
  });

  it('apply only while the account has no purchase', () => {
    const glam = findCoupon('FIRSTGLAM');
    const first200 = findCoupon('FIRST200');
    if (!glam || !first200) throw new Error('the shop lost its coupons');
    expect(couponAllowedForAccount(glam, false)).toBe(true);
    expect(couponAllowedForAccount(glam, true)).toBe(false);
    expect(couponAllowedForAccount(first200, true)).toBe(false);
    expect(couponAllowedForAccount({ couponName: 'SUMMER10' }, true)).toBe(true);
  });
});
