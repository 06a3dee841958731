/**
 * The back end's side of the payment providers: create the provider's order for a pending order,
 * the secret its signatures are checked with, the payments made against an order and refunds.
 * Razorpay when the server's environment has RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET (server mode;
 * the secrets never reach a browser), the simulated provider otherwise. Both go through the same
 * calls (backend/payments/provider.ts). The simulated provider also charges a test card or UPI id by
 * Razorpay's test rules and signs the result, as a gateway in test mode does: with the server's own
 * secret in server mode, with the public one when the API runs in the page.
 */
import type { OrderPaymentRecord } from '@/domain/types';
import { apiBase, RAZORPAY_API_URL, razorpayGateway } from './payments/razorpay';
import { simulatedGateway, simulatedLedger, type SimulatedLedger } from './payments/simulated';
import type { PaymentGateway } from './payments/provider';

export {
  PaymentProviderError,
  type PaymentGateway,
  type ProviderPayment,
  type ProviderPaymentStatus,
  type ProviderRefund,
  type ProviderRefundStatus,
  type TestCharge,
} from './payments/provider';
export { apiBase, RAZORPAY_API_URL, razorpayGateway, type RazorpayKeys } from './payments/razorpay';
export { simulatedGateway, simulatedLedger, type SimulatedLedger } from './payments/simulated';
export {
  parseWebhookEvent,
  type ProviderEvent,
  type ProviderOrder,
} from './payments/webhook-event';

/** Razorpay's Orders API at its default base. */
export const RAZORPAY_ORDERS_URL = `${RAZORPAY_API_URL}/v1/orders`;

type Env = Record<string, string | undefined>;

export interface GatewayOptions {
  /** The simulated provider's signing secret (default: the public one of the in-page back end). */
  simulatedSecret?: string;
  /** Razorpay's API base (default: the environment's RAZORPAY_API_URL, else Razorpay's own). */
  razorpayApiUrl?: string;
  /** The simulated provider's payments and refunds (default: a new, empty one). */
  simulatedLedger?: SimulatedLedger;
}

/** Whether the environment has Razorpay's two keys: otherwise payments are simulated test payments. */
export function hasRazorpayKeys(env: Env): boolean {
  return Boolean(env.RAZORPAY_KEY_ID?.trim() && env.RAZORPAY_KEY_SECRET?.trim());
}

/** The base of every Razorpay call: RAZORPAY_API_URL when set, Razorpay's own API otherwise. */
export function razorpayApiUrl(env: Env): string {
  return apiBase(env.RAZORPAY_API_URL?.trim() || RAZORPAY_API_URL);
}

/** Razorpay when the environment has both keys, the simulated provider otherwise. */
export function paymentGateway(env: Env, options: GatewayOptions = {}): PaymentGateway {
  const keyId = env.RAZORPAY_KEY_ID?.trim();
  const keySecret = env.RAZORPAY_KEY_SECRET?.trim();
  return keyId && keySecret
    ? razorpayGateway({
        keyId,
        keySecret,
        apiUrl: options.razorpayApiUrl ?? razorpayApiUrl(env),
        webhookSecret: env.RAZORPAY_WEBHOOK_SECRET?.trim() || null,
      })
    : simulatedGateway(options.simulatedSecret, options.simulatedLedger);
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
 * passes the simulated provider's server-only secret in `options`. The simulated provider keeps one
 * ledger across calls, so a payment charged through one call is refunded through another.
 */
export function paymentGateways(env: Env = {}, options: GatewayOptions = {}): PaymentGateways {
  const withLedger = { ...options, simulatedLedger: options.simulatedLedger ?? simulatedLedger() };
  return {
    current: () => paymentGateway(env, withLedger),
    for(payment) {
      const current = paymentGateway(env, withLedger);
      return current.provider === payment.provider ? current : null;
    },
  };
}
