import { describe, expect, it, vi } from 'vitest';
import { PaymentError, type PaymentOptions } from '@/domain/payment';
import { createPaymentProvider } from '@/features/payment/create-payment-provider';
import { newPaymentId, PAYMENT_ID_PATTERN } from '@/domain/payment-id';
import { SimulatedPayment, type SheetOutcome } from '@/features/payment/simulated-payment';
import { chargeInPage, type ChargeTestPayment } from '@/features/payment/test-charge';
import { isValidPaymentSignature, SIMULATED_PAYMENT_SECRET } from '@/domain/payment-signature';
import { DECLINED_CARD, SUCCESS_CARD } from '@/domain/test-payments';

const options = {
  orderId: 'order_SIM000000001',
  receipt: 'shop-order-1',
  amount: 50000,
  currency: 'INR',
  name: 'Glamour',
  description: 'Thank you for shopping with us',
  image: '/favicon.svg',
  prefill: { name: 'A', email: 'a@b.test', contact: '9999999999' },
  theme: { color: '#7e22ce' },
} satisfies PaymentOptions;

const paidByCard: SheetOutcome = {
  status: 'pay',
  payment: { method: 'card', number: SUCCESS_CARD, expiry: '12/30', cvv: '123' },
};

describe('simulated payment provider', () => {
  it('shows the request to its host and resolves with a pay_ id when paid (in the page)', async () => {
    const payment = new SimulatedPayment();
    const listener = vi.fn();
    payment.subscribe(listener);
    await payment.load();
    expect(payment.getRequest()).toBeNull();
    const paying = payment.open(options);
    expect(payment.getRequest()).toEqual({ id: 1, options });
    expect(payment.getRequest()).toBe(payment.getRequest());
    payment.settle(paidByCard);
    const { paymentId, orderId, signature } = await paying;
    expect(payment.getRequest()).toBeNull();
    expect(paymentId).toMatch(PAYMENT_ID_PATTERN);
    // Signed for that order with the simulated provider's secret, as the server checks it.
    expect(orderId).toBe('order_SIM000000001');
    expect(
      await isValidPaymentSignature(SIMULATED_PAYMENT_SECRET, orderId, paymentId, signature),
    ).toBe(true);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("rejects 'failed' with the charge's message, and 'dismissed' on cancel", async () => {
    const payment = new SimulatedPayment();
    const failing = payment.open(options);
    payment.settle({
      status: 'pay',
      payment: { method: 'card', number: DECLINED_CARD, expiry: '12/30', cvv: '1' },
    });
    await expect(failing).rejects.toEqual(
      new PaymentError('failed', 'Your card was declined by the bank.'),
    );
    const closing = payment.open(options);
    payment.settle({ status: 'dismissed' });
    await expect(closing).rejects.toMatchObject({ kind: 'dismissed' });
  });

  it('refuses a second sheet while one is open', async () => {
    const payment = new SimulatedPayment(chargeInPage(() => 'pay_AAAAAAAAAAAAAA'));
    const first = payment.open(options);
    await expect(payment.open(options)).rejects.toMatchObject({ kind: 'failed' });
    payment.settle(paidByCard);
    await expect(first).resolves.toMatchObject({
      paymentId: 'pay_AAAAAAAAAAAAAA',
      orderId: 'order_SIM000000001',
    });
  });

  it('ignores a settle with nothing pending', () => {
    expect(() => new SimulatedPayment().settle(paidByCard)).not.toThrow();
  });

  it('keeps the sheet while the payment is charged, and ignores a close meanwhile', async () => {
    let answer: (result: Awaited<ReturnType<ChargeTestPayment>>) => void = () => undefined;
    const charge = vi.fn<ChargeTestPayment>(() => new Promise((resolve) => (answer = resolve)));
    const payment = new SimulatedPayment(charge);
    const paying = payment.open(options);
    payment.settle(paidByCard);
    expect(charge).toHaveBeenCalledWith(options, paidByCard.payment);
    payment.settle({ status: 'dismissed' });
    expect(payment.getRequest()).not.toBeNull();
    answer({ paymentId: 'pay_BBBBBBBBBBBBBB', orderId: options.orderId, signature: 'ab' });
    await expect(paying).resolves.toMatchObject({ paymentId: 'pay_BBBBBBBBBBBBBB' });
    expect(payment.getRequest()).toBeNull();
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
