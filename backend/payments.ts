/**
 * The back end's side of the payment providers: create the provider's order for a pending order, and
 * the secret its signatures are checked with. Razorpay when the server's environment has
 * RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET (server mode; the secret never reaches a browser), the
 * simulated provider otherwise. Both go through the same calls. The simulated provider also charges
 * a test card or UPI id by Razorpay's test rules and signs the result, as a gateway in test mode does:
 * with the server's own secret in server mode, with the public one when the API runs in the page.
 */
import { newPaymentId } from '@/domain/payment-id';
import { signPayment, SIMULATED_PAYMENT_SECRET } from '@/domain/payment-signature';
import { testPaymentOutcome, type TestPayment } from '@/domain/test-payments';
import type { OrderPaymentRecord } from '@/domain/types';

export const RAZORPAY_ORDERS_URL = 'https://api.razorpay.com/v1/orders';

export interface PaymentGateway {
  provider: OrderPaymentRecord['provider'];
  /** Creates the provider's order for `amountPaise` (INR); rejects when the provider refuses. */
  createOrder(input: { amountPaise: number; receipt: string }): Promise<OrderPaymentRecord>;
  /** The secret the provider signs `order_id|payment_id` with. */
  secret: string;
  /**
   * Test mode only (the simulated provider): "charges" a test card or UPI id for the provider's
   * order `orderId` and answers the signed result, or the refusal Razorpay's test mode would give.
   */
  chargeTest?(orderId: string, payment: TestPayment): Promise<TestCharge>;
}

export type TestCharge =
  | { ok: true; orderId: string; paymentId: string; signature: string }
  | { ok: false; message: string };

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

/**
 * The simulated provider: order ids in Razorpay's shape, payments signed with `secret`. Server mode
 * gives it a server-only secret; the page's own back end keeps the public one (it runs in the page).
 */
export function simulatedGateway(secret: string = SIMULATED_PAYMENT_SECRET): PaymentGateway {
  return {
    provider: 'simulated',
    secret,
    createOrder: () =>
      Promise.resolve({ provider: 'simulated', orderId: `order_${randomId()}`, keyId: null }),
    async chargeTest(orderId, payment) {
      const outcome = testPaymentOutcome(payment);
      if (!outcome.ok) return outcome;
      const paymentId = newPaymentId();
      return {
        ok: true,
        orderId,
        paymentId,
        signature: await signPayment(secret, orderId, paymentId),
      };
    },
  };
}

export interface GatewayOptions {
  /** The simulated provider's signing secret (default: the public one of the in-page back end). */
  simulatedSecret?: string;
}

/** Whether the environment has Razorpay's two keys: otherwise payments are simulated test payments. */
export function hasRazorpayKeys(env: Env): boolean {
  return Boolean(env.RAZORPAY_KEY_ID?.trim() && env.RAZORPAY_KEY_SECRET?.trim());
}

/** Razorpay when the environment has both keys, the simulated provider otherwise. */
export function paymentGateway(env: Env, options: GatewayOptions = {}): PaymentGateway {
  const keyId = env.RAZORPAY_KEY_ID?.trim();
  const keySecret = env.RAZORPAY_KEY_SECRET?.trim();
  return keyId && keySecret
    ? razorpayGateway(keyId, keySecret)
    : simulatedGateway(options.simulatedSecret);
}

export interface PaymentGateways {
  /** The provider new orders are paid through. */
  current(): PaymentGateway;
  /** The gateway that took an order's payment: the order names it, so a change of setup cannot mix them. */
  for(payment: OrderPaymentRecord): PaymentGateway | null;
}

/**
 * The gateways of an environment, read per call: a server's process.env (so a test, or a restart,
 * with new values takes effect), or nothing at all in the page (the simulated provider). Server mode
 * passes the simulated provider's server-only secret in `options`.
 */
export function paymentGateways(env: Env = {}, options: GatewayOptions = {}): PaymentGateways {
  return {
    current: () => paymentGateway(env, options),
    for(payment) {
      const current = paymentGateway(env, options);
      return current.provider === payment.provider ? current : null;
    },
  };
}
