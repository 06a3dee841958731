/**
 * A Razorpay webhook's body read into the provider's shapes (backend/payments/provider.ts). Check
 * the signature first (src/domain/webhook-signature.ts) over the raw body, then read it here; the
 * event id is the `x-razorpay-event-id` header, which a redelivery keeps.
 */
import { z } from 'zod';
import type { ProviderPayment, ProviderRefund } from './provider';
import { paymentEntity, refundEntity, toPayment, toRefund } from './razorpay';

/** The provider's order as an event carries it. */
export interface ProviderOrder {
  id: string;
  amountPaise: number;
  amountPaidPaise: number;
  status: 'created' | 'attempted' | 'paid';
}

export type ProviderEvent =
  | {
      event: 'payment.authorized' | 'payment.captured' | 'payment.failed';
      payment: ProviderPayment;
    }
  | { event: 'order.paid'; payment: ProviderPayment; order: ProviderOrder }
  | {
      event: 'refund.created' | 'refund.processed' | 'refund.failed';
      refund: ProviderRefund;
      /** The refunded payment as it stood, when the event carries it. */
      payment: ProviderPayment | null;
    }
  /** Any other event (disputes, settlements, …): nothing to read, only its name. */
  | { event: 'other'; name: string };

const orderEntity = z.object({
  id: z.string(),
  amount: z.number().int(),
  amount_paid: z.number().int(),
  status: z.enum(['created', 'attempted', 'paid']),
});

const envelope = z.object({
  entity: z.literal('event'),
  event: z.string(),
  payload: z.record(z.string(), z.unknown()),
});

const withPayment = z.object({ payment: z.object({ entity: paymentEntity }) });
const withOrder = withPayment.extend({ order: z.object({ entity: orderEntity }) });
const withRefund = z.object({
  refund: z.object({ entity: refundEntity }),
  payment: z.object({ entity: paymentEntity }).optional(),
});

/**
 * The event in `rawBody`, or null when it is not a Razorpay event the shop can read (not JSON, not
 * an event, or an event it knows missing the entities it must carry).
 */
export function parseWebhookEvent(rawBody: string): ProviderEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const outer = envelope.safeParse(json);
  if (!outer.success) return null;
  const { event, payload } = outer.data;
  switch (event) {
    case 'payment.authorized':
    case 'payment.captured':
    case 'payment.failed': {
      const inner = withPayment.safeParse(payload);
      return inner.success ? { event, payment: toPayment(inner.data.payment.entity) } : null;
    }
    case 'order.paid': {
      const inner = withOrder.safeParse(payload);
      if (!inner.success) return null;
      const order = inner.data.order.entity;
      return {
        event,
        payment: toPayment(inner.data.payment.entity),
        order: {
          id: order.id,
          amountPaise: order.amount,
          amountPaidPaise: order.amount_paid,
          status: order.status,
        },
      };
    }
    case 'refund.created':
    case 'refund.processed':
    case 'refund.failed': {
      const inner = withRefund.safeParse(payload);
      if (!inner.success) return null;
      const payment = inner.data.payment?.entity;
      return {
        event,
        refund: toRefund(inner.data.refund.entity),
        payment: payment ? toPayment(payment) : null,
      };
    }
    default:
      return { event: 'other', name: event };
  }
}
