/**
 * What the back end asks of a payment provider, whichever it is (Razorpay over HTTP, or the
 * simulated one in memory), and the shapes it answers in. Amounts are paise (INR), as Razorpay's.
 */
import type { TestPayment } from '@/domain/test-payments';
import type { OrderPaymentRecord } from '@/domain/types';
import type { ProviderEvent } from './webhook-event';

/** A payment's state at the provider (Razorpay's payment `status`). */
export type ProviderPaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

/** One payment (attempt) made against a provider's order. */
export interface ProviderPayment {
  /** 'pay_' and 14 letters or digits. */
  id: string;
  /** The provider's order it pays. */
  orderId: string;
  status: ProviderPaymentStatus;
  amountPaise: number;
  /** 'INR'. */
  currency: string;
  /** How much of it has been refunded so far. */
  amountRefundedPaise: number;
  /** 'card', 'upi', …; null when the provider does not say. */
  method: string | null;
}

/** A refund's state at the provider: Razorpay answers `pending` or `processed`, later maybe `failed`. */
export type ProviderRefundStatus = 'pending' | 'processed' | 'failed';

export interface ProviderRefund {
  /** 'rfnd_' and 14 letters or digits. */
  id: string;
  paymentId: string;
  amountPaise: number;
  currency: string;
  status: ProviderRefundStatus;
  /** The shop's own id for the refund, as it asked (Razorpay's `receipt`); absent when none. */
  receipt?: string | null;
}

/**
 * The provider answered, and said no (or answered something that is not its API): `status` is the
 * HTTP status (0: no answer at all), `code` Razorpay's error code when it gave one.
 */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null = null,
  ) {
    super(message);
  }
}

export type TestCharge =
  | { ok: true; orderId: string; paymentId: string; signature: string }
  | { ok: false; message: string };

export interface PaymentGateway {
  provider: OrderPaymentRecord['provider'];
  /** Creates the provider's order for `amountPaise` (INR); rejects when the provider refuses. */
  createOrder(input: { amountPaise: number; receipt: string }): Promise<OrderPaymentRecord>;
  /** The secret the provider signs `order_id|payment_id` with. */
  secret: string;
  /**
   * The secret the provider's webhooks are signed with (src/domain/webhook-signature.ts); null
   * when none is set, and then no webhook can be believed.
   */
  webhookSecret: string | null;
  /** Every payment made against the provider's order `providerOrderId`, failed ones included. */
  orderPayments(providerOrderId: string): Promise<ProviderPayment[]>;
  /**
   * Refunds `amountPaise` of the captured payment `paymentId` (at most what is left of it);
   * rejects with a PaymentProviderError when the provider refuses. With an `idempotencyKey`
   * (Razorpay's X-Refund-Idempotency: REFUND_KEY), the same key and amount again answer the refund
   * already made instead of making another, so a retry after a lost answer or a crash, or two
   * processes asking at once, refund once.
   */
  refund(
    paymentId: string,
    amountPaise: number,
    options?: { idempotencyKey?: string; receipt?: string },
  ): Promise<ProviderRefund>;
  /**
   * Test mode only (the simulated provider): "charges" a test card or UPI id for the provider's
   * order `orderId` and answers the signed result, or the refusal Razorpay's test mode would give.
   */
  chargeTest?(orderId: string, payment: TestPayment): Promise<TestCharge>;
  /**
   * Test mode only (the simulated provider): a payment of `amountPaise` against the provider's
   * order `orderId` is captured or fails, as if a shopper had paid; answers the event the provider
   * then sends (payment.captured or payment.failed), for the same handler as the webhook's.
   */
  simulatePayment?(
    orderId: string,
    amountPaise: number,
    outcome: 'captured' | 'failed',
  ): Promise<ProviderEvent>;
}

/** A refund's amount must be whole paise, more than nothing. */
export function checkRefundAmount(amountPaise: number): void {
  if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0)
    throw new PaymentProviderError(
      `a refund is a whole number of paise above 0, not ${amountPaise}`,
      400,
      'BAD_REQUEST_ERROR',
    );
}

/** Razorpay's idempotency key: 10 or more letters, digits, hyphens or underscores. */
export const REFUND_KEY = /^[A-Za-z0-9_-]{10,}$/;

/** The refund's idempotency key must be one Razorpay takes. */
export function checkRefundKey(key: string | undefined): void {
  if (key !== undefined && !REFUND_KEY.test(key))
    throw new PaymentProviderError(
      `an idempotency key is 10 or more letters, digits, hyphens or underscores, not "${key}"`,
      400,
      'BAD_REQUEST_ERROR',
    );
}

/** What the provider answers when a key comes back with another payment or amount. */
export const KEY_REUSED =
  'Different request with the same idempotency key has already been processed.';
