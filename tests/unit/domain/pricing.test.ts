import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInPaise, priceDetails, SHIPPING_CHARGE, type PricedLine } from '@/domain/pricing';

describe('priceDetails (docs/shop/rules.md, Prices)', () => {
  it('price = Σ originalPrice × qty, discount = Σ (originalPrice − price) × qty, + 10 shipping', () => {
    const lines: PricedLine[] = [
      { price: 468, originalPrice: 550, qty: 2 },
      { price: 280, originalPrice: 295, qty: 1 },
    ];
    expect(priceDetails(lines)).toEqual({
      price: 1395,
      discount: 179,
      coupon: 0,
      shipping: 10,
      totalAmt: 1226,
      totalDiscount: 179,
    });
    expect(priceDetails(lines, 200)).toMatchObject({
      coupon: 200,
      totalAmt: 1026,
      totalDiscount: 379,
    });
  });

  it('an empty cart costs nothing: no shipping, no coupon', () => {
    expect(priceDetails([], 10)).toEqual({
      price: 0,
      discount: 0,
      coupon: 0,
      shipping: 0,
      totalAmt: 0,
      totalDiscount: 0,
    });
    expect(SHIPPING_CHARGE).toBe(10);
  });

  it('sums in paise, so decimals never drift, and never goes below 0', () => {
    const lines = [
      { price: 0.1, originalPrice: 0.1, qty: 1 },
      { price: 0.2, originalPrice: 0.2, qty: 1 },
    ];
    expect(priceDetails(lines).totalAmt).toBe(10.3);
    expect(priceDetails([{ price: 5, originalPrice: 5, qty: 1 }], 200).totalAmt).toBe(0);
  });

  it('total = price + 10 − discount − coupon for any cart (property)', () => {
    const line = fc.record({
      price: fc.integer({ min: 1, max: 5000 }),
      markup: fc.integer({ min: 0, max: 2000 }),
      qty: fc.integer({ min: 1, max: 20 }),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        fc.constantFrom(0, 10, 200),
        (raw, coupon) => {
          const lines = raw.map((l) => ({
            price: l.price,
            originalPrice: l.price + l.markup,
            qty: l.qty,
          }));
          const d = priceDetails(lines, coupon);
          const price = lines.reduce((s, l) => s + l.originalPrice * l.qty, 0);
          const discount = lines.reduce((s, l) => s + (l.originalPrice - l.price) * l.qty, 0);
          expect(d.price).toBe(price);
          expect(d.discount).toBe(discount);
          expect(d.totalAmt).toBe(Math.max(0, price + 10 - discount - coupon));
          expect(d.totalDiscount).toBe(discount + coupon);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('amountInPaise', () => {
  it('is total × 100 in whole paise', () => {
    expect(amountInPaise(1226)).toBe(122_600);
    expect(amountInPaise(1000.01)).toBe(100_001);
    expect(amountInPaise(19.999)).toBe(2000);
  });
});
