/**
 * The simulated provider answers the same calls as Razorpay's, from memory (backend/payments/
 * simulated.ts): the payments charged to an order, refunds processed at once.
 */
import { describe, expect, it } from 'vitest';
import { DECLINED_CARD, SUCCESS_CARD, SUCCESS_UPI } from '@/domain/test-payments';
import { paymentGateways, PaymentProviderError, simulatedGateway } from '@backend/payments';

const card = (number: string) => ({ method: 'card', number, expiry: '12/40', cvv: '123' }) as const;

describe('the simulated provider', () => {
  it('lists an order’s payments, failed attempts included, with the order’s amount', async () => {
    const gateway = simulatedGateway();
    const { orderId } = await gateway.createOrder({ amountPaise: 47_800, receipt: 'r' });
    expect(await gateway.orderPayments(orderId)).toEqual([]);
    const declined = await gateway.chargeTest?.(orderId, card(DECLINED_CARD));
    expect(declined?.ok).toBe(false);
    const charged = await gateway.chargeTest?.(orderId, { method: 'upi', vpa: SUCCESS_UPI });
    if (!charged?.ok) throw new Error('the success UPI id was refused');
    const payments = await gateway.orderPayments(orderId);
    expect(
      payments.map(({ status, amountPaise, method, orderId: of }) => ({
        status,
        amountPaise,
        method,
        of,
      })),
    ).toEqual([
      { status: 'failed', amountPaise: 47_800, method: 'card', of: orderId },
      { status: 'captured', amountPaise: 47_800, method: 'upi', of: orderId },
    ]);
    expect(payments[1]?.id).toBe(charged.paymentId);
    await expect(gateway.orderPayments('order_Unknown0000000')).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
  });

  it('refunds at once, in parts, never more than was captured', async () => {
    const gateway = simulatedGateway();
    const { orderId } = await gateway.createOrder({ amountPaise: 20_000, receipt: 'r' });
    const charged = await gateway.chargeTest?.(orderId, card(SUCCESS_CARD));
    if (!charged?.ok) throw new Error('the success card was refused');

    const first = await gateway.refund(charged.paymentId, 5_000);
    expect(first).toMatchObject({
      paymentId: charged.paymentId,
      amountPaise: 5_000,
      currency: 'INR',
      status: 'processed',
    });
    expect(first.id).toMatch(/^rfnd_[A-Za-z0-9]{14}$/);
    expect((await gateway.orderPayments(orderId))[0]).toMatchObject({
      status: 'captured',
      amountRefundedPaise: 5_000,
    });
    await expect(gateway.refund(charged.paymentId, 15_001)).rejects.toMatchObject({
      status: 400,
      message: 'The refund amount provided is greater than amount captured',
    });
    await expect(gateway.refund(charged.paymentId, 0)).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(gateway.refund('not-a-payment', 100)).rejects.toBeInstanceOf(PaymentProviderError);
    await gateway.refund(charged.paymentId, 15_000);
    expect((await gateway.orderPayments(orderId))[0]).toMatchObject({
      status: 'refunded',
      amountRefundedPaise: 20_000,
    });
  });

  it('refunds a payment it forgot (taken before a restart or a reload) on the shop’s word', async () => {
    const before = simulatedGateway();
    const { orderId } = await before.createOrder({ amountPaise: 20_000, receipt: 'r' });
    const charged = await before.chargeTest?.(orderId, card(SUCCESS_CARD));
    if (!charged?.ok) throw new Error('the success card was refused');
    // A restart: a new ledger, which never saw the payment.
    const after = simulatedGateway();
    const key = 'refund-5d2c7e1a-0b9f-4c3e-8a6d-1f4b7c9e2a05';
    const first = await after.refund(charged.paymentId, 5_000, { idempotencyKey: key });
    expect(first).toMatchObject({ paymentId: charged.paymentId, status: 'processed' });
    // A second part (another return) is refunded too; the first asked again is answered, not made twice.
    expect(await after.refund(charged.paymentId, 15_000)).toMatchObject({ status: 'processed' });
    expect(await after.refund(charged.paymentId, 5_000, { idempotencyKey: key })).toEqual(first);
  });

  it('keeps one ledger across the calls of an environment’s gateways', async () => {
    const gateways = paymentGateways();
    const { orderId } = await gateways.current().createOrder({ amountPaise: 10_000, receipt: 'r' });
    const charged = await gateways.current().chargeTest?.(orderId, card(SUCCESS_CARD));
    if (!charged?.ok) throw new Error('the success card was refused');
    const refund = await gateways
      .for({ provider: 'simulated', orderId, keyId: null })
      ?.refund(charged.paymentId, 10_000);
    expect(refund?.status).toBe('processed');
    expect(await gateways.current().orderPayments(orderId)).toMatchObject([
      { id: charged.paymentId, status: 'refunded' },
    ]);
    expect(gateways.current().webhookSecret).toBeNull();
  });
});
