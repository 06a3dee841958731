/**
 * An order's refunds on PostgreSQL (the memory side: backend/store/refund-ops.ts): written in the
 * transaction of the move that owes them, under the order's row lock, each adding what it gives
 * back to `refunded_paise`, which a CHECK keeps within what was paid; settled when the provider
 * confirms, moving a `refund_pending` order on once none is pending.
 */
import { settledStatus, stillOwed } from '@backend/store/refund-ops';
import { success, type Outcome } from '@backend/store/outcome';
import type { OrderRefund } from '@/domain/types';
import { mustRead, shiftOrder as move } from './order-rows';
import type { Queryable } from './sql';

const paise = (rupees: number) => Math.round(rupees * 100);

/** A refund written with its order's share of `refunded_paise` (the CHECK refuses more than paid). */
export async function insertRefund(tx: Queryable, orderId: string, refund: OrderRefund) {
  await tx.query(
    `INSERT INTO order_refunds (id, order_id, provider_refund_id, amount, status, reason,
       created_at, lines, attempt, payment_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::text::jsonb, $9, $10)`,
    [
      refund.id,
      orderId,
      refund.providerRefundId,
      refund.amount,
      refund.status,
      refund.reason,
      refund.createdAt,
      JSON.stringify(refund.lines),
      refund.attempt ?? 0,
      refund.paymentId ?? null,
    ],
  );
  if (refund.status !== 'failed' && refund.lines.length > 0)
    await tx.query('UPDATE orders SET refunded_paise = refunded_paise + $2 WHERE id = $1', [
      orderId,
      paise(refund.amount),
    ]);
}

/**
 * Once no refund of the order is pending, an order `refund_pending` moves on to refunded or
 * partially_refunded (its row is locked by the caller).
 */
export async function settleIfDone(tx: Queryable, orderId: string, now: string) {
  const order = await mustRead(tx, orderId);
  if (order.status !== 'refund_pending') return order;
  if (stillOwed(order)) return order;
  await move(tx, orderId, settledStatus(order), now);
  return mustRead(tx, orderId);
}

/** The refund `id` (or the provider's `providerRefundId`) with its order's row locked. */
export async function lockRefund(
  tx: Queryable,
  column: 'id' | 'provider_refund_id',
  value: string,
) {
  const [found] = await tx.query<{ order_id: string }>(
    `SELECT order_id FROM order_refunds WHERE ${column} = $1`,
    [value],
  );
  if (!found) return undefined;
  await tx.query('SELECT 1 FROM orders WHERE id = $1 FOR UPDATE', [found.order_id]);
  const [refund] = await tx.query<{
    id: string;
    status: OrderRefund['status'];
    counted: boolean;
    attempt: number;
  }>(
    `SELECT id, status, jsonb_array_length(lines) > 0 AS counted, attempt FROM order_refunds
     WHERE ${column} = $1`,
    [value],
  );
  return refund && { ...refund, orderId: found.order_id };
}

/** A refund's status changed: what it gives back counted again, or no more (failed). */
export async function setRefundStatus(
  tx: Queryable,
  refund: { id: string; orderId: string; status: OrderRefund['status']; counted: boolean },
  status: OrderRefund['status'],
  providerRefundId?: string,
) {
  const [row] = await tx.query<{ amount: number }>(
    `UPDATE order_refunds SET status = $2, provider_refund_id = coalesce($3, provider_refund_id)
     WHERE id = $1 RETURNING amount`,
    [refund.id, status, providerRefundId ?? null],
  );
  if (!row || !refund.counted) return;
  const was = refund.status !== 'failed';
  const is = status !== 'failed';
  if (was !== is)
    await tx.query('UPDATE orders SET refunded_paise = refunded_paise + $2 WHERE id = $1', [
      refund.orderId,
      (is ? 1 : -1) * paise(row.amount),
    ]);
}

/** refund.processed from the provider (SettlementOrders.settleRefund on PostgreSQL). */
export async function settleRefund(
  tx: Queryable,
  providerRefundId: string,
  now: string,
  attempt?: number,
): Promise<Outcome<void>> {
  let refund = await lockRefund(tx, 'provider_refund_id', providerRefundId);
  if (!refund) {
    // By the shop's id (the event's receipt): only the ask it names, if that is the current one.
    const named = await lockRefund(tx, 'id', providerRefundId);
    refund = named && (attempt === undefined || named.attempt === attempt) ? named : undefined;
  }
  if (!refund || refund.status === 'processed') return success(undefined);
  await setRefundStatus(tx, refund, 'processed');
  await settleIfDone(tx, refund.orderId, now);
  return success(undefined);
}

/** refund.failed from the provider (SettlementOrders.failRefund on PostgreSQL). */
export async function failRefund(
  tx: Queryable,
  providerRefundId: string,
  now: string,
  asked?: { refundId: string; attempt: number },
): Promise<Outcome<void>> {
  let refund = await lockRefund(tx, 'provider_refund_id', providerRefundId);
  // Not attached yet: the refund the receipt names, if it is still that ask's. Read once its
  // order's row is locked: an answer being attached meanwhile has committed by then, this id in it.
  if (!refund && asked) {
    const named = await lockRefund(tx, 'id', asked.refundId);
    const [same] = named
      ? await tx.query(
          `SELECT 1 FROM order_refunds WHERE id = $1 AND attempt = $2
             AND (provider_refund_id IS NULL OR provider_refund_id = $3)`,
          [asked.refundId, asked.attempt, providerRefundId],
        )
      : [];
    refund = same ? named : undefined;
  }
  if (!refund || refund.status !== 'pending') return success(undefined);
  await setRefundStatus(tx, refund, 'failed', providerRefundId);
  await settleIfDone(tx, refund.orderId, now);
  return success(undefined);
}
