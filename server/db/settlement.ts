/**
 * An order's money on PostgreSQL, across accounts (the memory side: backend/store/settle-ops.ts):
 * a captured payment settled, a failed attempt, a refund asked and processed, the holds that ended,
 * the orders reconciliation asks the provider about. Settling locks the order's row, so a browser's
 * confirm and a webhook for one order run one after the other; the unique index on a paid order's
 * payment id settles two orders racing for one payment.
 */
import { formatTimestamp } from '@/domain/cart';
import type { OrderRecord, OrderStatus } from '@/domain/types';
import type { Clock } from '@backend/clock';
import { orderMessages, refundReasons, unknownOrder } from '@backend/messages';
import type { OrdersRepository } from '@backend/store/orders';
import { refusal, success, type Outcome } from '@backend/store/outcome';
import { refundReason, type Settlement } from '@backend/store/settle-ops';
import { guard, unlessDuplicate } from './errors';
import { cartOf } from './lists';
import { answer, leaveCart, ORDER_JSON, orderList } from './order-rows';
import type { Database, Queryable } from './sql';
import { claim, orderUnits, Rollback, settleHold, transact } from './stock';

type SettlementMembers = Pick<
  OrdersRepository,
  | 'findByProviderOrder'
  | 'settle'
  | 'recordFailure'
  | 'recordRefund'
  | 'settleRefund'
  | 'awaitingPayment'
  | 'expireHolds'
>;

interface LockedOrder {
  user_id: string;
  status: OrderStatus;
  payment_id: string | null;
  hold_until: string | null;
}

/** The order's row, locked until the transaction ends; undefined when there is none. */
async function lock(tx: Queryable, orderId: string): Promise<LockedOrder | undefined> {
  const [row] = await tx.query<LockedOrder>(
    'SELECT user_id, status, payment_id, hold_until FROM orders WHERE id = $1 FOR UPDATE',
    [orderId],
  );
  return row;
}

async function orderOf(tx: Queryable, userId: string, orderId: string): Promise<OrderRecord> {
  const found = await answer(tx, userId, orderId);
  if (!found.ok) throw new Error(`order ${orderId} vanished while it was settled`);
  return found.value.order;
}

async function withCart(
  tx: Queryable,
  userId: string,
  orderId: string,
  result: 'paid' | 'already',
) {
  const found = await answer(tx, userId, orderId);
  if (!found.ok) return found;
  const cart = await cartOf(tx, userId);
  return cart.ok ? success({ result, ...found.value, cart: cart.value } as Settlement) : cart;
}

async function settle(
  tx: Queryable,
  orderId: string,
  paymentId: string,
  now: string,
): Promise<Outcome<Settlement>> {
  const row = await lock(tx, orderId);
  if (!row) return refusal('not-found', unknownOrder(orderId));
  const userId = row.user_id;
  if (row.status === 'paid' && row.payment_id === paymentId)
    return withCart(tx, userId, orderId, 'already');
  const reason = refundReason({ status: row.status, paymentId: row.payment_id }, paymentId);
  if (reason !== null)
    return success({ result: 'refund', order: await orderOf(tx, userId, orderId), reason });
  const [used] = await tx.query<{ elsewhere: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM orders WHERE payment_id = $2 AND id <> $1 AND status = 'paid')
       AS elsewhere`,
    [orderId, paymentId],
  );
  if (used?.elsewhere) return refusal('conflict', orderMessages.paymentReused);
  // A held order's hold becomes the sale; one that holds nothing (expired) takes the units again.
  if (row.hold_until !== null) await settleHold(tx, orderId, 'sell');
  else if (await claim(tx, await orderUnits(tx, orderId), 'take')) {
    const order = await orderOf(tx, userId, orderId);
    throw new Rollback(success({ result: 'refund', order, reason: refundReasons.soldOut }));
  }
  await tx.query(
    `UPDATE orders SET status = 'paid', payment_id = $2, paid_at = $3, hold_until = NULL
     WHERE id = $1`,
    [orderId, paymentId, now],
  );
  await leaveCart(tx, userId, orderId);
  return withCart(tx, userId, orderId, 'paid');
}

export function createPgSettlement(db: Database, clock: Clock): SettlementMembers {
  const stamp = () => formatTimestamp(clock.now());
  return {
    findByProviderOrder: (providerOrderId) =>
      guard(async () => {
        const [row] = await db.query<{ user_id: string; order: unknown }>(
          `SELECT o.user_id, ${ORDER_JSON} AS order FROM orders o
           WHERE o.payment IS NOT NULL AND o.payment->>'orderId' = $1 LIMIT 1`,
          [providerOrderId],
        );
        if (!row) return null;
        const [order] = orderList.parse([row.order]);
        return order ? { userId: row.user_id, order } : null;
      }),
    settle: (orderId, paymentId) =>
      unlessDuplicate(
        () => transact(db, (tx) => settle(tx, orderId, paymentId, stamp())),
        refusal('conflict', orderMessages.paymentReused),
      ),
    recordFailure: (orderId) =>
      guard(async () => {
        const [row] = await db.query<{ user_id: string }>(
          `WITH up AS (UPDATE orders SET status = 'failed' WHERE id = $1 AND status = 'pending')
           SELECT user_id FROM orders WHERE id = $1`,
          [orderId],
        );
        if (!row) return refusal('not-found', unknownOrder(orderId));
        return success(await orderOf(db, row.user_id, orderId));
      }),
    recordRefund: (orderId, refund) =>
      guard(() =>
        db.transaction(async (tx) => {
          const row = await lock(tx, orderId);
          if (!row) return refusal('not-found', unknownOrder(orderId));
          const [same] = await tx.query<{ same: boolean }>(
            `SELECT coalesce(refund->>'id' = $2, false) AS same FROM orders WHERE id = $1`,
            [orderId, refund.id],
          );
          if (!same?.same) {
            const { paymentId, ...record } = refund;
            // An order kept by another payment (or paid on delivery) stays as it is, its refund noted.
            const kept =
              (row.status === 'paid' && row.payment_id !== paymentId) || row.status === 'placed';
            if (!kept && row.hold_until !== null) await settleHold(tx, orderId, 'release');
            await tx.query(
              `UPDATE orders SET refund = $2::text::jsonb,
                 status = CASE WHEN $3 THEN status ELSE 'refunded' END,
                 hold_until = CASE WHEN $3 THEN hold_until ELSE NULL END
               WHERE id = $1`,
              [orderId, JSON.stringify(record), kept],
            );
          }
          return success(await orderOf(tx, row.user_id, orderId));
        }),
      ),
    settleRefund: (refundId) =>
      guard(async () => {
        await db.query(
          `UPDATE orders SET refund = refund || '{"status": "processed"}'::jsonb
           WHERE refund IS NOT NULL AND refund->>'id' = $1 AND refund->>'status' <> 'processed'`,
          [refundId],
        );
      }),
    awaitingPayment: (before, limit) =>
      guard(async () => {
        const rows = await db.query<{ user_id: string; order: unknown }>(
          `SELECT o.user_id, ${ORDER_JSON} AS order FROM orders o
           WHERE o.status IN ('pending', 'failed') AND o.payment IS NOT NULL
             AND o.created_at ~ '^\\d{4}-\\d{2}-\\d{2}T'
             AND o.created_at::timestamptz < $1::timestamptz
           ORDER BY o.created_at::timestamptz, o.position LIMIT $2`,
          [before.toISOString(), limit],
        );
        const orders = orderList.parse(rows.map((r) => r.order));
        return rows.map((r, i) => ({ userId: r.user_id, order: orders[i] as OrderRecord }));
      }),
    expireHolds: (now) =>
      guard(async () => {
        // One statement: the orders that expire, and their units back to the shop. A second sweep
        // at once waits for the rows and then finds them expired already.
        const [row] = await db.query<{ n: number }>(
          `WITH expired AS (
             UPDATE orders SET status = 'expired', hold_until = NULL
             WHERE status IN ('pending', 'failed') AND hold_until IS NOT NULL AND hold_until < $1
             RETURNING id),
           units AS (
             SELECT product_id, sum(qty)::int AS q FROM order_lines
             WHERE order_id IN (SELECT id FROM expired) GROUP BY product_id),
           released AS (
             UPDATE products p SET held = greatest(p.held - u.q, 0) FROM units u
             WHERE p.id = u.product_id RETURNING 1)
           SELECT (SELECT count(*) FROM expired)::int AS n`,
          [now.toISOString()],
        );
        return row?.n ?? 0;
      }),
  };
}
