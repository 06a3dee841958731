/**
 * After the sale, the money side (docs/api.md, "After the sale"): a cancelled paid order and a
 * received return owe a refund, which the store records `pending` in the same write as the move
 * (OrdersRepository.cancel, receiveReturn). Then the provider's Refunds API is asked for it, with an
 * idempotency key made of the payment and the refund, and the provider's refund id is attached;
 * a processed refund settles the order (`refunded` or `partially_refunded`), a pending one waits for
 * the provider's refund.processed webhook.
 *
 * When the provider cannot be reached or refuses, or the process stops between the move and the
 * ask, the refund stays pending with no provider id and the sweep (./sweep.ts) asks again. The key
 * makes it one refund however many times, and however many processes, ask.
 */
import { amountInPaise } from '@/domain/pricing';
import { MAX_REFUND_ATTEMPT } from '@/domain/refunds';
import type { OrderRecord } from '@/domain/types';
import type { PaymentGateways } from '../payments';
import type { OrdersRepository, RefundToIssue } from '../store/orders';
import { success, type Outcome } from '../store/outcome';
import { warn } from './settle';

/** What the after-sale steps ask of the orders' storage. */
export type AfterSaleOrders = Pick<
  OrdersRepository,
  'cancel' | 'receiveReturn' | 'attachProviderRefund' | 'refundsToIssue' | 'retryRefund'
>;

export interface AfterSaleDeps {
  orders: AfterSaleOrders;
  payments: PaymentGateways;
  /** Why a refund was left for the sweep (default: the console's warning). */
  log?: (message: string) => void;
}

/**
 * The refund's idempotency key at the provider: its payment and the shop's refund id (letters,
 * digits and hyphens, as Razorpay takes them), and for an ask again after the provider failed it,
 * its attempt: the provider answers a key it knows with the refund it made under it (the failed
 * one), so each attempt needs a key of its own. The payment keeps two shops' ids, or a store reset
 * that numbers ids again, from ever meeting under one key.
 */
export function refundKey(
  refund: Pick<RefundToIssue, 'paymentId' | 'refundId'> & { attempt?: number },
): string {
  const attempt = refund.attempt ? `-a${refund.attempt}` : '';
  return `${refund.paymentId}-${refund.refundId}${attempt}`.replace(/[^A-Za-z0-9_-]/g, '-');
}

/**
 * The receipt a refund is asked with, which the provider's refund events carry back: the shop's id
 * for the refund, and after the provider failed it, the attempt (`<id>.<attempt>`), so an event
 * that comes before the provider's id is attached still says which ask it is about.
 */
export function refundReceipt(refund: { refundId: string; attempt?: number }): string {
  return refund.attempt ? `${refund.refundId}.${refund.attempt}` : refund.refundId;
}

/** A receipt read back: the shop's refund id and the attempt. */
export function readRefundReceipt(receipt: string): { refundId: string; attempt: number } {
  const match = /^(.+)\.(\d+)$/.exec(receipt);
  const attempt = Number(match?.[2]);
  return match?.[1] && attempt >= 1 && attempt <= MAX_REFUND_ATTEMPT
    ? { refundId: match[1], attempt }
    : { refundId: receipt, attempt: 0 };
}

/**
 * Asks the provider for `refund` and attaches its answer: the order as it is then. Rejects when the
 * provider cannot be reached or refuses (the refund stays pending for the sweep).
 */
export async function issueRefund(
  deps: { orders: Pick<AfterSaleOrders, 'attachProviderRefund'>; payments: PaymentGateways },
  refund: RefundToIssue,
): Promise<Outcome<OrderRecord>> {
  const made = await deps.payments
    .current()
    .refund(refund.paymentId, amountInPaise(refund.amount), {
      idempotencyKey: refundKey(refund),
      // The shop's id (and attempt), which the provider's refund events carry back: an event can
      // come before the provider's own id is attached below.
      receipt: refundReceipt(refund),
    });
  return deps.orders.attachProviderRefund(refund.refundId, made.id, made.status, refund.attempt);
}

/** issueRefund, with a failure logged and left for the sweep: null then. */
async function issueOrLeave(
  deps: AfterSaleDeps,
  refund: RefundToIssue,
): Promise<OrderRecord | null> {
  try {
    const attached = await issueRefund(deps, refund);
    if (attached.ok) return attached.value;
    (deps.log ?? warn)(
      attached.reason === 'conflict'
        ? `refund ${refund.refundId}, attempt ${refund.attempt}: ${attached.message}`
        : `refund ${refund.refundId} was made but not recorded: ${attached.message}`,
    );
  } catch (error) {
    (deps.log ?? warn)(
      `refund ${refund.refundId} of order ${refund.orderId} left for the sweep: ${String(error)}`,
    );
  }
  return null;
}

/**
 * The shopper cancels an order (OrdersRepository.cancel says which moves): a paid one is then
 * refunded in full through the provider at once. Answers the order and the shopper's orders as
 * they are after the refund was asked.
 */
export async function cancelOrder(
  deps: AfterSaleDeps,
  userId: string,
  orderId: string,
): Promise<Outcome<{ order: OrderRecord; orders: OrderRecord[] }>> {
  const cancelled = await deps.orders.cancel(userId, orderId);
  if (!cancelled.ok) return cancelled;
  const { order, orders, refund } = cancelled.value;
  const after = refund ? await issueOrLeave(deps, refund) : null;
  if (!after) return success({ order, orders });
  return success({ order: after, orders: orders.map((o) => (o._id === after._id ? after : o)) });
}

/**
 * The operator received a returned parcel: its units are back on hand and the lines' share is
 * refunded through the provider (a Cash on Delivery order's in cash, recorded at once by the store).
 */
export async function receiveReturn(
  deps: AfterSaleDeps,
  orderId: string,
): Promise<Outcome<OrderRecord>> {
  const received = await deps.orders.receiveReturn(orderId);
  if (!received.ok) return received;
  const { order, refund } = received.value;
  return success((refund && (await issueOrLeave(deps, refund))) ?? order);
}

/**
 * The operator asks again for a refund the provider failed (OrdersRepository.retryRefund says
 * which): recorded pending again, then asked of the provider at once under its next attempt's key;
 * left for the sweep when the provider cannot be reached. Answers the order as it is then.
 */
export async function retryRefund(
  deps: AfterSaleDeps,
  orderId: string,
  refundId: string,
): Promise<Outcome<OrderRecord>> {
  const again = await deps.orders.retryRefund(orderId, refundId);
  if (!again.ok) return again;
  return success((await issueOrLeave(deps, again.value.refund)) ?? again.value.order);
}
