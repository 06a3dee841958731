/**
 * Price rules (docs/shop/rules.md, Prices), shared by the cart screen, checkout and the server's
 * order check: Price = Σ originalPrice × qty; Discount = Σ (originalPrice − price) × qty; Shipping
 * 10 (delivery free); Total = Price + 10 − Discount − Coupon; 'You will save' = Discount + Coupon.
 */
export const SHIPPING_CHARGE = 10;

export interface PricedLine {
  price: number;
  originalPrice: number;
  qty: number;
}

export interface PriceDetails {
  /** Σ originalPrice × qty */
  price: number;
  /** Σ (originalPrice − price) × qty */
  discount: number;
  /** The applied coupon's value (0 without one). */
  coupon: number;
  shipping: number;
  /** price + shipping − discount − coupon, never below 0, rounded to paise. */
  totalAmt: number;
  /** discount + coupon: 'You will save ₹…' */
  totalDiscount: number;
}

const toPaise = (rupees: number) => Math.round(rupees * 100);
const fromPaise = (paise: number) => paise / 100;

export function priceDetails(lines: readonly PricedLine[], couponValue = 0): PriceDetails {
  // Sum in whole paise so repeated additions never drift (0.1 + 0.2).
  const pricePaise = lines.reduce((sum, l) => sum + toPaise(l.originalPrice) * l.qty, 0);
  const discountPaise = lines.reduce(
    (sum, l) => sum + toPaise(l.originalPrice - l.price) * l.qty,
    0,
  );
  const couponPaise = lines.length === 0 ? 0 : toPaise(couponValue);
  const shippingPaise = lines.length === 0 ? 0 : toPaise(SHIPPING_CHARGE);
  const totalPaise = Math.max(0, pricePaise + shippingPaise - discountPaise - couponPaise);
  return {
    price: fromPaise(pricePaise),
    discount: fromPaise(discountPaise),
    coupon: fromPaise(couponPaise),
    shipping: fromPaise(shippingPaise),
    totalAmt: fromPaise(totalPaise),
    totalDiscount: fromPaise(discountPaise + couponPaise),
  };
}

/** The amount the payment provider is asked for: total × 100, in whole paise. */
export function amountInPaise(totalAmt: number): number {
  return toPaise(totalAmt);
}
