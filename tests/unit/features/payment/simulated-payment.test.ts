import { describe, expect, it, vi } from 'vitest';
import { PaymentError, type PaymentOptions } from '@/domain/payment';
import { createPaymentProvider } from '@/features/payment/create-payment-provider';
import { newPaymentId, PAYMENT_ID_PATTERN } from '@/domain/payment-id';
import { SimulatedPayment } from '@/features/payment/simulated-payment';
import { isValidPaymentSignature, SIMULATED_PAYMENT_SECRET } from '@/domain/payment-signature';

const options = {
  orderId: 'order_SIM000000001',
  amount: 50000,
  currency: 'INR',
  name: 'Glamour',
  description: 'Thank you for shopping with us',
  image: '/favicon.svg',
  prefill: { name: 'A', email: 'a@b.test', contact: '9999999999' },
  theme: { color: '#7e22ce' },
} satisfies PaymentOptions;

describe('simulated payment provider', () => {
  it('shows the request to its host and resolves with a pay_ id when paid', async () => {
    const payment = new SimulatedPayment();
    const listener = vi.fn();
    payment.subscribe(listener);
    await payment.load();
    expect(payment.getRequest()).toBeNull();
    const paying = payment.open(options);
    expect(payment.getRequest()).toEqual({ id: 1, options });
    expect(payment.getRequest()).toBe(payment.getRequest());
    payment.settle({ status: 'paid' });
    expect(payment.getRequest()).toBeNull();
    const { paymentId, orderId, signature } = await paying;
    expect(paymentId).toMatch(PAYMENT_ID_PATTERN);
    // Signed for that order with the simulated provider's secret, as the server checks it.
    expect(orderId).toBe('order_SIM000000001');
    expect(
      await isValidPaymentSignature(SIMULATED_PAYMENT_SECRET, orderId, paymentId, signature),
    ).toBe(true);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("rejects 'failed' with the sheet's message, and 'dismissed' on cancel", async () => {
    const payment = new SimulatedPayment();
    const failing = payment.open(options);
    payment.settle({ status: 'failed', message: 'Your card was declined by the bank.' });
    await expect(failing).rejects.toEqual(
      new PaymentError('failed', 'Your card was declined by the bank.'),
    );
    const closing = payment.open(options);
    payment.settle({ status: 'dismissed' });
    await expect(closing).rejects.toMatchObject({ kind: 'dismissed' });
  });

  it('refuses a second sheet while one is open', async () => {
    const payment = new SimulatedPayment(() => 'pay_AAAAAAAAAAAAAA');
    const first = payment.open(options);
    await expect(payment.open(options)).rejects.toMatchObject({ kind: 'failed' });
    payment.settle({ status: 'paid' });
    await expect(first).resolves.toMatchObject({
      paymentId: 'pay_AAAAAAAAAAAAAA',
      orderId: 'order_SIM000000001',
    });
  });

  it('ignores a settle with nothing pending', () => {
    expect(() => new SimulatedPayment().settle({ status: 'paid' })).not.toThrow();
  });
});

describe('payment ids', () => {
  it("are 'pay_' and 14 letters or digits, and differ", () => {
    const ids = new Set(Array.from({ length: 50 }, () => newPaymentId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(PAYMENT_ID_PATTERN);
  });
});

describe('choosing the provider', () => {
  it('uses Razorpay only when a key is configured', () => {
    expect(createPaymentProvider(undefined)).toBeInstanceOf(SimulatedPayment);
    expect(createPaymentProvider('  ')).toBeInstanceOf(SimulatedPayment);
    expect(createPaymentProvider('rzp_test_key')).not.toBeInstanceOf(SimulatedPayment);
  });
});
