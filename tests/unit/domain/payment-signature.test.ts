import { describe, expect, it } from 'vitest';
import { hmacSha256Hex, isValidPaymentSignature, signPayment } from '@/domain/payment-signature';

describe('payment signatures', () => {
  it('are hex HMAC-SHA256 (RFC 4231-style known vector)', async () => {
    expect(await hmacSha256Hex('key', 'The quick brown fox jumps over the lazy dog')).toBe(
      'f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8',
    );
  });

  it('sign `order_id|payment_id`, as Razorpay documents', async () => {
    expect(await signPayment('s', 'order_1', 'pay_2')).toBe(
      await hmacSha256Hex('s', 'order_1|pay_2'),
    );
  });

  it('accept only the signature of that order, that payment and that secret', async () => {
    const signature = await signPayment('secret', 'order_1', 'pay_2');
    expect(await isValidPaymentSignature('secret', 'order_1', 'pay_2', signature)).toBe(true);
    expect(
      await isValidPaymentSignature('secret', 'order_1', 'pay_2', signature.toUpperCase()),
    ).toBe(true);
    expect(await isValidPaymentSignature('other', 'order_1', 'pay_2', signature)).toBe(false);
    expect(await isValidPaymentSignature('secret', 'order_9', 'pay_2', signature)).toBe(false);
    expect(await isValidPaymentSignature('secret', 'order_1', 'pay_9', signature)).toBe(false);
    expect(await isValidPaymentSignature('secret', 'order_1', 'pay_2', signature.slice(1))).toBe(
      false,
    );
    expect(await isValidPaymentSignature('secret', 'order_1', 'pay_2', '')).toBe(false);
  });
});
