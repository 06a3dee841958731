/**
 * A refund asked again with its idempotency key (Razorpay's X-Refund-Idempotency) is answered, not
 * made twice: by the simulated provider, and by Razorpay's API as the stand-in plays it through the
 * Razorpay gateway. A key that comes back with another amount is refused, as Razorpay refuses it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SUCCESS_CARD } from '@/domain/test-payments';
import {
  PaymentProviderError,
  razorpayGateway,
  simulatedGateway,
  type PaymentGateway,
} from '@backend/payments';
import { startRazorpayStandIn, type RazorpayStandIn } from '../support/razorpay-stand-in';

const KEY = 'refund-0f4c2a9e-6b1d-4e8a-9c3f-2d7b5a1e8c40';
const REUSED = 'Different request with the same idempotency key has already been processed.';

async function refundsOnce(
  gateway: PaymentGateway,
  paymentId: string,
  left: () => Promise<number>,
) {
  const first = await gateway.refund(paymentId, 10_000, { idempotencyKey: KEY });
  // Two more asks with the same key (a retry after a lost answer, another process's sweep).
  const again = await Promise.all([
    gateway.refund(paymentId, 10_000, { idempotencyKey: KEY }),
    gateway.refund(paymentId, 10_000, { idempotencyKey: KEY }),
  ]);
  expect(again).toEqual([first, first]);
  expect(await left()).toBe(10_000);
  await expect(gateway.refund(paymentId, 5_000, { idempotencyKey: KEY })).rejects.toMatchObject({
    status: 400,
    message: expect.stringContaining(REUSED) as unknown,
  });
  await expect(
    gateway.refund(paymentId, 5_000, { idempotencyKey: 'too-short' }),
  ).rejects.toBeInstanceOf(PaymentProviderError);
  // Another key is another refund.
  const second = await gateway.refund(paymentId, 5_000, { idempotencyKey: `${KEY}-2` });
  expect(second.id).not.toBe(first.id);
  expect(await left()).toBe(15_000);
}

describe('refund idempotency', () => {
  it('the simulated provider makes one refund per key', async () => {
    const gateway = simulatedGateway();
    const { orderId } = await gateway.createOrder({ amountPaise: 20_000, receipt: 'r' });
    const charged = await gateway.chargeTest?.(orderId, {
      method: 'card',
      number: SUCCESS_CARD,
      expiry: '12/40',
      cvv: '123',
    });
    if (!charged?.ok) throw new Error('the success card was refused');
    await refundsOnce(gateway, charged.paymentId, async () => {
      const [payment] = await gateway.orderPayments(orderId);
      return payment?.amountRefundedPaise ?? -1;
    });
  });

  describe('Razorpay (the stand-in)', () => {
    let standIn: RazorpayStandIn;
    beforeEach(async () => {
      standIn = await startRazorpayStandIn({ keyId: 'rzp_test_Key0000001', keySecret: 'secret' });
    });
    afterEach(() => standIn.close());

    it('sends the key as X-Refund-Idempotency, and the stand-in makes one refund per key', async () => {
      const gateway = razorpayGateway({
        keyId: 'rzp_test_Key0000001',
        keySecret: 'secret',
        apiUrl: standIn.url,
      });
      const order = await gateway.createOrder({ amountPaise: 20_000, receipt: 'r' });
      const payment = await standIn.pay(order.orderId);
      await refundsOnce(gateway, payment.id, () =>
        Promise.resolve(standIn.payments.get(payment.id)?.amount_refunded ?? -1),
      );
      expect(standIn.refunds.size).toBe(2);
    });

    it('a refund the provider could not make (down) is made by the next ask with its key', async () => {
      const gateway = razorpayGateway({
        keyId: 'rzp_test_Key0000001',
        keySecret: 'secret',
        apiUrl: standIn.url,
      });
      const order = await gateway.createOrder({ amountPaise: 20_000, receipt: 'r' });
      const payment = await standIn.pay(order.orderId);
      standIn.setRefundsDown(true);
      await expect(
        gateway.refund(payment.id, 20_000, { idempotencyKey: KEY }),
      ).rejects.toMatchObject({ status: 500 });
      expect(standIn.refunds.size).toBe(0);
      standIn.setRefundsDown(false);
      expect(await gateway.refund(payment.id, 20_000, { idempotencyKey: KEY })).toMatchObject({
        status: 'processed',
        amountPaise: 20_000,
      });
      expect(standIn.refunds.size).toBe(1);
    });
  });
});
