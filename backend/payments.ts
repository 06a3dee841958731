/**
 * The back end's side of the payment providers: create the provider's order for a pending order, and
 * the secret its signatures are checked with. Razorpay when the server's environment has
 * RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET (server mode; the secret never reaches a browser), the
 * simulated provider's in-page counterpart otherwise. Both go through the same calls.
 */
import { SIMULATED_PAYMENT_SECRET } from '@/domain/payment-signature';
import type { OrderPaymentRecord } from '@/domain/types';

export const RAZORPAY_ORDERS_URL = 'https://api.razorpay.com/v1/orders';

export interface PaymentGateway {
  provider: OrderPaymentRecord['provider'];
  /** Creates the provider's order for `amountPaise` (INR); rejects when the provider refuses. */
  createOrder(input: { amountPaise: number; receipt: string }): Promise<OrderPaymentRecord>;
  /** The secret the provider signs `order_id|payment_id` with. */
  secret: string;
}

type Env = Record<string, string | undefined>;

export function razorpayGateway(keyId: string, keySecret: string): PaymentGateway {
  return {
    provider: 'razorpay',
    secret: keySecret,
    async createOrder({ amountPaise, receipt }) {
      const response = await fetch(RAZORPAY_ORDERS_URL, {
        method: 'POST',
        headers: {
          authorization: `Basic ${btoa(`${keyId}:${keySecret}`)}`,
          'content-type': 'application/json',
        },
        // Razorpay limits a receipt to 40 characters.
        body: JSON.stringify({
          amount: amountPaise,
          currency: 'INR',
          receipt: receipt.slice(0, 40),
        }),
      });
      const body = (await response.json().catch(() => null)) as {
        id?: unknown;
        amount?: unknown;
        error?: { description?: string };
      } | null;
      if (!response.ok || typeof body?.id !== 'string')
        throw new Error(
          `Razorpay refused the order (${response.status}): ${body?.error?.description ?? 'no description'}`,
        );
      if (body.amount !== amountPaise)
        throw new Error(`Razorpay created an order for ${String(body.amount)}, not ${amountPaise}`);
      return { provider: 'razorpay', orderId: body.id, keyId };
    },
  };
}

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  return Array.from(bytes, (b) => b.toString(36).padStart(2, '0'))
    .join('')
    .slice(0, 14);
}

/** The simulated provider's counterpart: an order id in Razorpay's shape, its own secret. */
export const simulatedGateway: PaymentGateway = {
  provider: 'simulated',
  secret: SIMULATED_PAYMENT_SECRET,
  createOrder: () =>
    Promise.resolve({ provider: 'simulated', orderId: `order_${randomId()}`, keyId: null }),
};

/** Razorpay when the environment has both keys, the simulated provider otherwise. */
export function paymentGateway(env: Env): PaymentGateway {
  const keyId = env.RAZORPAY_KEY_ID?.trim();
  const keySecret = env.RAZORPAY_KEY_SECRET?.trim();
  return keyId && keySecret ? razorpayGateway(keyId, keySecret) : simulatedGateway;
}

export interface PaymentGateways {
  /** The provider new orders are paid through. */
  current(): PaymentGateway;
  /** The gateway that took an order's payment: the order names it, so a change of setup cannot mix them. */
  for(payment: OrderPaymentRecord): PaymentGateway | null;
}

/**
 * The gateways of an environment, read per call: a server's process.env (so a test, or a restart,
 * with new values takes effect), or nothing at all in the page (the simulated provider).
 */
export function paymentGateways(env: Env = {}): PaymentGateways {
  return {
    current: () => paymentGateway(env),
    for(payment) {
      const current = paymentGateway(env);
      return current.provider === payment.provider ? current : null;
    },
  };
}
