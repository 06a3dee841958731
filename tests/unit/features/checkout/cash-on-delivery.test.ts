import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/client';
import { COD_LIMIT_RUPEES } from '@/domain/stock';
import { effectiveMethod, PAYMENT_METHOD_TEXT } from '@/features/checkout/payment-method-picker';
import { CHECKOUT_MESSAGES, refusalReasons } from '@/features/checkout/use-checkout-logic';

describe('Cash on Delivery at checkout', () => {
  it('is sent only while the order is within the limit, else the order is paid online', () => {
    expect(effectiveMethod('cod', COD_LIMIT_RUPEES)).toBe('cod');
    expect(effectiveMethod('cod', COD_LIMIT_RUPEES + 0.5)).toBe('online');
    expect(effectiveMethod('online', 100)).toBe('online');
    expect(effectiveMethod('cod', 900, 800)).toBe('online');
  });

  it('says why it is not offered, and what to pay at delivery', () => {
    expect(PAYMENT_METHOD_TEXT.codOverLimit(5000)).toBe(
      'Cash on Delivery is available on orders up to ₹5,000',
    );
    expect(CHECKOUT_MESSAGES.placed(1154)).toBe(
      'Your order is placed! Please pay ₹1,154.00 at delivery.',
    );
  });
});

describe('refusalReasons', () => {
  it('lists every reason of a refusal (each product short), none for an unanswered request', () => {
    const short = new ApiError('http', 409, [
      'Only 1 left of "Kajal": lower its quantity in the cart to place the order.',
      'Only 0 left of "Toner": it has just sold out; remove it from the cart to place the order.',
    ]);
    expect(refusalReasons(short)).toHaveLength(2);
    expect(refusalReasons(new ApiError('http', 503, ['The database is unavailable.']))).toEqual([]);
    expect(refusalReasons(new ApiError('network', 0, ['Network Error']))).toEqual([]);
    expect(refusalReasons(new Error('This order can no longer be paid.'))).toEqual([
      'This order can no longer be paid.',
    ]);
  });
});
