/**
 * The payment contract between checkout (which asks for a payment) and the payment providers (which
 * take it). Both features need it and a feature never imports another, so it sits here: types and
 * one error class, no I/O.
 */

/**
 * What a provider is asked to collect (the fields of Razorpay's checkout options;
 * docs/shop/rules.md, Payment).
 */
export interface PaymentOptions {
  /** The provider's order id the server created for this order (Razorpay's `order_id`). */
  orderId: string;
  /** The shop's own order id (the server gave it to the provider as the order's receipt). */
  receipt: string;
  /** In paise: exactly the server's order amount × 100. */
  amount: number;
  currency: 'INR';
  /** The shop's name shown on the payment window. */
  name: string;
  description: string;
  /** URL of the shop's logo. */
  image: string;
  prefill: { name: string; email: string; contact: string };
  theme: { color: string };
}

/** The provider's signed result: the server verifies `signature` over `orderId|paymentId`. */
export interface PaymentResult {
  paymentId: string;
  orderId: string;
  signature: string;
}

/** Why no payment id came back: the shopper closed the window, the payment failed, or the provider never loaded. */
export type PaymentErrorKind = 'dismissed' | 'failed' | 'script';

export class PaymentError extends Error {
  readonly kind: PaymentErrorKind;

  constructor(kind: PaymentErrorKind, message: string) {
    super(message);
    this.name = 'PaymentError';
    this.kind = kind;
  }
}

export function isPaymentError(error: unknown): error is PaymentError {
  return error instanceof PaymentError;
}

/**
 * A way to take a payment. `load` fetches what the provider needs (a script) and rejects with a
 * 'script' PaymentError; `open` resolves with the payment id or rejects with 'dismissed' or 'failed'.
 */
export interface PaymentProvider {
  /** Which provider this is; the server's order names the one that must take its payment. */
  readonly provider: 'razorpay' | 'simulated';
  load(): Promise<void>;
  open(options: PaymentOptions): Promise<PaymentResult>;
}
