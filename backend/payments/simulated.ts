/**
 * The simulated provider: order ids in Razorpay's shape, payments signed with `secret`, and a
 * ledger in memory of the orders it made, the payments charged to them and their refunds, so
 * the same calls as Razorpay's answer the same way (refunds are processed at once, and a refund
 * asked again with its idempotency key is answered, not made twice). The ledger lives as long as
 * the process or the page: a restart forgets it. What a real provider would still know is then taken
 * on the shop's word: an order made before the restart is charged all the same, and a payment taken
 * before it is refunded when asked (the shop refunds only what it took, backend/store/refund-ops.ts),
 * so a refund asked after a reload or a restart is not refused for ever.
 */
import { newPaymentId, PAYMENT_ID_PATTERN } from '@/domain/payment-id';
import { signPayment, SIMULATED_PAYMENT_SECRET } from '@/domain/payment-signature';
import { testPaymentOutcome } from '@/domain/test-payments';
import {
  checkRefundAmount,
  checkRefundKey,
  KEY_REUSED,
  PaymentProviderError,
  type PaymentGateway,
  type ProviderPayment,
  type ProviderRefund,
} from './provider';

// Lower-case letters and digits, as the simulated provider's order ids have always been written.
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** `prefix` and 14 letters or digits, as Razorpay's ids. */
export function providerId(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(14));
  return `${prefix}_${Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}

export interface SimulatedLedger {
  /** The provider's orders: their amount in paise and their payments, newest last. */
  orders: Map<string, { amountPaise: number; payments: ProviderPayment[] }>;
  refunds: ProviderRefund[];
  /** Refunds by the idempotency key they were asked with. */
  refundKeys: Map<string, ProviderRefund>;
}

export function simulatedLedger(): SimulatedLedger {
  return { orders: new Map(), refunds: [], refundKeys: new Map() };
}

function findPayment(ledger: SimulatedLedger, paymentId: string): ProviderPayment | undefined {
  for (const order of ledger.orders.values()) {
    const payment = order.payments.find((p) => p.id === paymentId);
    if (payment) return payment;
  }
  return undefined;
}

/**
 * The simulated provider. Server mode gives it a server-only secret; the page's own back end keeps
 * the public one (it runs in the page). Gateways sharing a `ledger` see the same payments.
 */
export function simulatedGateway(
  secret: string = SIMULATED_PAYMENT_SECRET,
  ledger: SimulatedLedger = simulatedLedger(),
): PaymentGateway {
  return {
    provider: 'simulated',
    secret,
    webhookSecret: null,
    createOrder({ amountPaise }) {
      const orderId = providerId('order');
      ledger.orders.set(orderId, { amountPaise, payments: [] });
      return Promise.resolve({ provider: 'simulated', orderId, keyId: null });
    },
    async chargeTest(orderId, payment) {
      const outcome = testPaymentOutcome(payment);
      const paymentId = newPaymentId();
      // An order made before a restart is not in the ledger: charged all the same, not recorded.
      ledger.orders.get(orderId)?.payments.push({
        id: paymentId,
        orderId,
        status: outcome.ok ? 'captured' : 'failed',
        amountPaise: ledger.orders.get(orderId)?.amountPaise ?? 0,
        currency: 'INR',
        amountRefundedPaise: 0,
        method: payment.method,
      });
      if (!outcome.ok) return outcome;
      return {
        ok: true,
        orderId,
        paymentId,
        signature: await signPayment(secret, orderId, paymentId),
      };
    },
    simulatePayment(orderId, amountPaise, outcome) {
      // An order made before a restart is not in the ledger: it is written in again.
      const order = ledger.orders.get(orderId) ?? { amountPaise, payments: [] };
      ledger.orders.set(orderId, order);
      const payment: ProviderPayment = {
        id: newPaymentId(),
        orderId,
        status: outcome,
        amountPaise,
        currency: 'INR',
        amountRefundedPaise: 0,
        method: 'card',
      };
      order.payments.push(payment);
      const event = outcome === 'captured' ? 'payment.captured' : 'payment.failed';
      return Promise.resolve({ event, payment: { ...payment } });
    },
    orderPayments(providerOrderId) {
      const order = ledger.orders.get(providerOrderId);
      if (!order)
        return Promise.reject(
          new PaymentProviderError(
            `no simulated order ${providerOrderId}`,
            400,
            'BAD_REQUEST_ERROR',
          ),
        );
      return Promise.resolve(order.payments.map((p) => ({ ...p })));
    },
    refund(paymentId, amountPaise, { idempotencyKey, receipt } = {}) {
      try {
        checkRefundAmount(amountPaise);
        checkRefundKey(idempotencyKey);
        // As Razorpay: the same key and request again answer the refund already made.
        const earlier =
          idempotencyKey === undefined ? undefined : ledger.refundKeys.get(idempotencyKey);
        if (earlier) {
          if (earlier.paymentId !== paymentId || earlier.amountPaise !== amountPaise)
            throw new PaymentProviderError(KEY_REUSED, 400, 'BAD_REQUEST_ERROR');
          return Promise.resolve({ ...earlier });
        }
        const payment = findPayment(ledger, paymentId);
        // A payment the ledger never saw, in a payment id's shape, was taken before a restart (or
        // in another page load): refunded on the shop's word, which refunds only what it took.
        const forgotten = !payment && PAYMENT_ID_PATTERN.test(paymentId);
        if (!forgotten && (!payment || !['captured', 'refunded'].includes(payment.status)))
          throw new PaymentProviderError(
            `no captured simulated payment ${paymentId}`,
            400,
            'BAD_REQUEST_ERROR',
          );
        if (payment) {
          if (amountPaise > payment.amountPaise - payment.amountRefundedPaise)
            throw new PaymentProviderError(
              'The refund amount provided is greater than amount captured',
              400,
              'BAD_REQUEST_ERROR',
            );
          payment.amountRefundedPaise += amountPaise;
          if (payment.amountRefundedPaise === payment.amountPaise) payment.status = 'refunded';
        }
        const refund: ProviderRefund = {
          id: providerId('rfnd'),
          paymentId,
          amountPaise,
          currency: 'INR',
          status: 'processed',
          ...(receipt === undefined ? {} : { receipt }),
        };
        ledger.refunds.push(refund);
        if (idempotencyKey !== undefined) ledger.refundKeys.set(idempotencyKey, refund);
        return Promise.resolve({ ...refund });
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
  };
}
