/**
 * A payment settled, whoever reports it: the shopper's browser (confirm), the provider's webhook,
 * reconciliation or the simulated provider. The order is found by the provider's order id, the
 * amount and currency must be the order's, and the store decides (SettlementOrders.settle): paid,
 * already paid by this payment, or a payment the order cannot keep (cancelled, expired without
 * stock, paid by another payment), which is refunded in full through the provider at once.
 * Each step is idempotent, so a repeat or a race of two reporters ends the same way.
 */
import { amountInPaise } from '@/domain/pricing';
import type { CartLineRecord, OrderRecord } from '@/domain/types';
import { PaymentProviderError, type PaymentGateways, type ProviderRefund } from '../payments';
import { refundReasons } from '../messages';
import type { PaymentEventsRepository } from '../store/payment-events';
import { refundReason } from '../store/settle-ops';
import type { SettlementOrders } from './orders';

/** The only currency the shop sells in. */
export const SHOP_CURRENCY = 'INR';

export interface SettlementDeps {
  orders: SettlementOrders;
  events: PaymentEventsRepository;
  payments: PaymentGateways;
  /** Why something was not settled (default: the console's warning). */
  log?: (message: string) => void;
}

export interface CapturedPayment {
  providerOrderId: string;
  paymentId: string;
  amountPaise: number;
  currency: string;
}

export type Settlement =
  | {
      outcome: 'paid' | 'already';
      order: OrderRecord;
      orders: OrderRecord[];
      cart: CartLineRecord[];
    }
  /** The payment went back in full (`refund`: null when another reporter had just refunded it). */
  | { outcome: 'refunded'; order: OrderRecord; reason: string; refund: ProviderRefund | null }
  /** Nothing changed: not the shop's order, a wrong amount or currency, or the store refused. */
  | { outcome: 'ignored'; reason: string; order: OrderRecord | null };

export const warn = (message: string) => console.warn(`[glamour] ${message}`);

const rupees = (paise: number) => paise / 100;

function ignored(deps: SettlementDeps, reason: string, order: OrderRecord | null = null) {
  (deps.log ?? warn)(`payment not settled: ${reason}`);
  return { outcome: 'ignored', reason, order } as const;
}

/**
 * Asks the provider for the full refund of `payment`. When the provider refuses because the
 * payment is already refunded (another reporter of the same payment got there first), that is
 * the same end: null. Any other refusal is thrown, so the reporter tries again later.
 */
/** The idempotency key of a payment's full refund: the same for every ask. */
export const fullRefundKey = (paymentId: string) =>
  `full-${paymentId}`.replace(/[^A-Za-z0-9_-]/g, '-');

async function refundInFull(
  deps: SettlementDeps,
  order: OrderRecord,
  payment: CapturedPayment,
): Promise<ProviderRefund | null> {
  const gateway = order.payment && deps.payments.for(order.payment);
  if (!order.payment || !gateway)
    throw new Error(`order ${order._id} has no provider this shop can refund through`);
  const key = fullRefundKey(payment.paymentId);
  // One key per payment: asked again (another reporter, a repeated confirm), the provider answers
  // the refund it made, even one that no longer knows the payment (the simulated one after a
  // restart, which refunds what it forgot on the shop's word). The receipt, which its events carry
  // back, lets one that comes before this answer is recorded find its order (recordEarlyFullRefund).
  const ask = (receipt?: string) =>
    gateway.refund(payment.paymentId, payment.amountPaise, {
      idempotencyKey: key,
      ...(receipt === undefined ? {} : { receipt }),
    });
  try {
    try {
      return await ask(key);
    } catch (error) {
      // Asked before the shop sent a receipt with it, the refund is the provider's under this key
      // with none, and a retry must send the body it was first asked with.
      if (!(error instanceof PaymentProviderError) || !askedOtherwise(error)) throw error;
      return await ask();
    }
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    const known = await gateway.orderPayments(payment.providerOrderId);
    const same = known.find((p) => p.id === payment.paymentId);
    if (same && same.amountRefundedPaise >= same.amountPaise) return null;
    throw error;
  }
}

/** Razorpay's refusal of a retry whose body differs from the first ask's under its key. */
function askedOtherwise(error: PaymentProviderError): boolean {
  return (
    error.status === 400 && /different request with the same idempotency key/i.test(error.message)
  );
}

/**
 * A full refund of a payment its order did not keep is recorded once the provider answers the ask
 * (settlePayment). The provider's refund.processed or refund.failed can come before that: without
 * a record it would find nothing, and the refund would stay as the answer said (pending) for good.
 * Such an event (its receipt the payment's full-refund key, its payment's provider order one of
 * this shop's) records the refund first; the answer, when it comes, finds it recorded (by its id).
 */
export async function recordEarlyFullRefund(
  deps: Pick<SettlementDeps, 'orders'>,
  refund: ProviderRefund,
  payment: { orderId: string } | null,
): Promise<void> {
  if (!payment || refund.receipt !== fullRefundKey(refund.paymentId)) return;
  const found = await deps.orders.findByProviderOrder(payment.orderId);
  if (!found) return;
  const { order } = found;
  if (order.refunds.some((r) => r.id === refund.id || r.providerRefundId === refund.id)) return;
  await deps.orders.recordRefund(order._id, {
    id: refund.id,
    paymentId: refund.paymentId,
    amount: rupees(refund.amountPaise),
    status: 'pending',
    // An order the refusal already closed (refunded, no payment of its own) was closed by this very
    // payment's arrival (its stock sold out, its offer used): why is not known here.
    reason:
      (order.status === 'refunded' && order.paymentId === null
        ? null
        : refundReason(order, refund.paymentId)) ?? refundReasons.notKept,
  });
}

export async function settlePayment(
  deps: SettlementDeps,
  payment: CapturedPayment,
): Promise<Settlement> {
  const found = await deps.orders.findByProviderOrder(payment.providerOrderId);
  if (!found) return ignored(deps, `${payment.providerOrderId} is not an order of this shop`);
  const { order } = found;
  const expected = amountInPaise(order.amount);
  if (payment.amountPaise !== expected || payment.currency !== SHOP_CURRENCY)
    return ignored(
      deps,
      `${payment.paymentId} is ${payment.amountPaise} ${payment.currency} but order ${order._id} is ${expected} ${SHOP_CURRENCY}`,
      order,
    );
  const settled = await deps.orders.settle(order._id, payment.paymentId);
  if (!settled.ok)
    return ignored(
      deps,
      `order ${order._id} refused ${payment.paymentId}: ${settled.message}`,
      order,
    );
  const value = settled.value;
  if (value.result !== 'refund') return { ...value, outcome: value.result };

  const refund = await refundInFull(deps, value.order, payment);
  if (!refund) return { outcome: 'refunded', order: value.order, reason: value.reason, refund };
  const recorded = await deps.orders.recordRefund(value.order._id, {
    id: refund.id,
    paymentId: payment.paymentId,
    amount: rupees(refund.amountPaise),
    status: refund.status,
    reason: value.reason,
  });
  (deps.log ?? warn)(
    `refunded ${payment.paymentId} in full (${refund.id}) for order ${value.order._id}: ${value.reason}`,
  );
  return {
    outcome: 'refunded',
    order: recorded.ok ? recorded.value : value.order,
    reason: value.reason,
    refund,
  };
}

/**
 * The browser confirmed a verified payment that its order refused (cancelled, expired with its
 * stock gone, paid by another payment): settled as any reporter's, so a payment the order cannot
 * keep goes back in full. A provider that cannot refund it now (or never took it) is logged; the
 * provider's webhook of the payment tries again.
 */
export async function settleRefusedConfirm(
  deps: SettlementDeps,
  order: OrderRecord,
  paymentId: string,
): Promise<Settlement | null> {
  if (!order.payment) return null;
  try {
    return await settlePayment(deps, {
      providerOrderId: order.payment.orderId,
      paymentId,
      // The provider's order was made for exactly this amount: a payment of it is this amount.
      amountPaise: amountInPaise(order.amount),
      currency: SHOP_CURRENCY,
    });
  } catch (error) {
    (deps.log ?? warn)(`refunding ${paymentId} for order ${order._id} failed: ${String(error)}`);
    return null;
  }
}

export type FailureSettlement =
  | { outcome: 'failed'; order: OrderRecord }
  | { outcome: 'ignored'; reason: string; order: OrderRecord | null };

/** A failed payment attempt: a pending order becomes `failed` (still payable); others stay. */
export async function settleFailure(
  deps: SettlementDeps,
  { providerOrderId, paymentId }: { providerOrderId: string; paymentId: string },
): Promise<FailureSettlement> {
  const found = await deps.orders.findByProviderOrder(providerOrderId);
  if (!found) return ignored(deps, `${providerOrderId} is not an order of this shop`);
  const recorded = await deps.orders.recordFailure(found.order._id);
  if (!recorded.ok)
    return ignored(
      deps,
      `order ${found.order._id} refused the failure of ${paymentId}: ${recorded.message}`,
      found.order,
    );
  return { outcome: 'failed', order: recorded.value };
}
