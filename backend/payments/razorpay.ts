/**
 * Razorpay over its HTTP API: basic auth with the key id and secret, JSON bodies, amounts in paise.
 * The base URL is Razorpay's own unless RAZORPAY_API_URL names another (a test's stand-in).
 */
import { z } from 'zod';
import {
  checkRefundAmount,
  checkRefundKey,
  PaymentProviderError,
  type PaymentGateway,
  type ProviderPayment,
  type ProviderRefund,
} from './provider';

export const RAZORPAY_API_URL = 'https://api.razorpay.com';

/** The header that makes a refund request idempotent (Razorpay's "Create a Normal Refund"). */
export const REFUND_IDEMPOTENCY_HEADER = 'X-Refund-Idempotency';

/** The base every call is made under: the URL as given, without a trailing slash. */
export function apiBase(url: string): string {
  return url.replace(/\/+$/, '');
}

export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  /** Default: Razorpay's own API. */
  apiUrl?: string;
  /** The secret Razorpay signs webhooks with; unset: null. */
  webhookSecret?: string | null;
}

const errorBody = z.object({
  error: z.object({ code: z.string().optional(), description: z.string().optional() }),
});

const orderEntity = z.object({ id: z.string(), amount: z.number() });

/** Razorpay's payment entity, the parts the shop reads (API answers and webhooks alike). */
export const paymentEntity = z.object({
  id: z.string(),
  order_id: z.string(),
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
  amount: z.number().int(),
  currency: z.string(),
  amount_refunded: z.number().int().default(0),
  method: z.string().nullable().default(null),
});

const paymentCollection = z.object({ items: z.array(paymentEntity) });

/** Razorpay's refund entity, the parts the shop reads. */
export const refundEntity = z.object({
  id: z.string(),
  payment_id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(['pending', 'processed', 'failed']),
  receipt: z.string().nullish(),
});

export function toPayment(entity: z.infer<typeof paymentEntity>): ProviderPayment {
  return {
    id: entity.id,
    orderId: entity.order_id,
    status: entity.status,
    amountPaise: entity.amount,
    currency: entity.currency,
    amountRefundedPaise: entity.amount_refunded,
    method: entity.method,
  };
}

export function toRefund(entity: z.infer<typeof refundEntity>): ProviderRefund {
  return {
    id: entity.id,
    paymentId: entity.payment_id,
    amountPaise: entity.amount,
    currency: entity.currency,
    status: entity.status,
    ...(entity.receipt ? { receipt: entity.receipt } : {}),
  };
}

export function razorpayGateway({
  keyId,
  keySecret,
  apiUrl = RAZORPAY_API_URL,
  webhookSecret = null,
}: RazorpayKeys): PaymentGateway {
  const base = apiBase(apiUrl);
  const authorization = `Basic ${btoa(`${keyId}:${keySecret}`)}`;

  /** One call; what Razorpay answered when it said yes, a PaymentProviderError when it said no. */
  async function call<T>(
    what: string,
    schema: z.ZodType<T>,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...headers,
        authorization,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const error = errorBody.safeParse(json);
      const description = error.success ? error.data.error.description : undefined;
      throw new PaymentProviderError(
        `Razorpay refused ${what} (${response.status}): ${description ?? 'no description'}`,
        response.status,
        error.success ? (error.data.error.code ?? null) : null,
      );
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success)
      throw new PaymentProviderError(
        `Razorpay answered ${what} with an unexpected body: ${parsed.error.message}`,
        response.status,
      );
    return parsed.data;
  }

  return {
    provider: 'razorpay',
    secret: keySecret,
    webhookSecret,
    async createOrder({ amountPaise, receipt }) {
      // Razorpay limits a receipt to 40 characters.
      const order = await call('the order', orderEntity, 'POST', '/v1/orders', {
        amount: amountPaise,
        currency: 'INR',
        receipt: receipt.slice(0, 40),
      });
      if (order.amount !== amountPaise)
        throw new Error(
          `Razorpay created an order for ${String(order.amount)}, not ${amountPaise}`,
        );
      return { provider: 'razorpay', orderId: order.id, keyId };
    },
    async orderPayments(providerOrderId) {
      const path = `/v1/orders/${encodeURIComponent(providerOrderId)}/payments`;
      const list = await call('the order’s payments', paymentCollection, 'GET', path);
      return list.items.map(toPayment);
    },
    async refund(paymentId, amountPaise, { idempotencyKey, receipt } = {}) {
      checkRefundAmount(amountPaise);
      checkRefundKey(idempotencyKey);
      const path = `/v1/payments/${encodeURIComponent(paymentId)}/refund`;
      const headers: Record<string, string> =
        idempotencyKey === undefined ? {} : { [REFUND_IDEMPOTENCY_HEADER]: idempotencyKey };
      return toRefund(
        await call(
          'the refund',
          refundEntity,
          'POST',
          path,
          receipt === undefined ? { amount: amountPaise } : { amount: amountPaise, receipt },
          headers,
        ),
      );
    },
  };
}
