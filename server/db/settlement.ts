/**
 * An order's money on PostgreSQL, across accounts (the memory side: backend/store/settle-ops.ts):
 * a captured payment settled, a failed attempt, a refund asked and processed, the holds that ended,
 * the orders reconciliation asks the provider about. Settling locks the order's row, so a browser's
 * confirm and a webhook for one order run one after the other; the unique index on a paid order's
 * payment id settles two orders racing for one payment.
 */
import { formatTimestamp } from '@/domain/cart';
import { isFirstPurchaseOnly } from '@/domain/coupons';
import type { OrderRecord, OrderStatus, PaymentMethod } from '@/domain/types';
import type { Clock } from '@backend/clock';
import { orderMessages, refundReasons, unknownOrder } from '@backend/messages';
import type { OrdersRepository } from '@backend/store/orders';
import { refusal, success, type Outcome } from '@backend/store/outcome';
import { paidBy, refundReason, type Settlement } from '@backend/store/settle-ops';
import { failRefund, settleRefund } from './refunds';
import { guard, unlessDuplicate } from './errors';
import { cartOf } from './lists';
import {
  answer,
  FIRST_OFFERS,
  fromStatuses,
  leaveCart,
  moveOrder,
  moveRefusal,
  OFFER_SPENT_SQL,
  ORDER_JSON,
  orderList,
  PURCHASES,
} from './order-rows';
import type { Database, Queryable } from './sql';
import { claim, orderUnits, Rollback, settleHold, transact } from './stock';

/** How far a closing's text stamp may sort from its time (a stamp at another offset): a day. */
const STAMP_MARGIN_MS = 24 * 60 * 60 * 1000;

type SettlementMembers = Pick<
  OrdersRepository,
  | 'findByProviderOrder'
  | 'settle'
  | 'recordFailure'
  | 'recordRefund'
  | 'settleRefund'
  | 'failRefund'
  | 'awaitingPayment'
  | 'closedUnpaid'
  | 'expireHolds'
>;

interface LockedOrder {
  user_id: string;
  status: OrderStatus;
  payment_id: string | null;
  payment_method: PaymentMethod;
  hold_until: string | null;
}

/** The order's row, locked until the transaction ends; undefined when there is none. */
async function lock(tx: Queryable, orderId: string): Promise<LockedOrder | undefined> {
  const [row] = await tx.query<LockedOrder>(
    `SELECT user_id, status, payment_id, payment_method, hold_until FROM orders
     WHERE id = $1 FOR UPDATE`,
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
  // An order with a first-purchase offer is settled under its account's row, as it was placed
  // (server/db/orders.ts): two of the account's orders with the offer paid at the same instant
  // cannot both keep it. The account first, then the order, as every path takes them.
  const [owner] = await tx.query<{ user_id: string; coupon_code: string | null }>(
    'SELECT user_id, coupon_code FROM orders WHERE id = $1',
    [orderId],
  );
  if (owner?.coupon_code && isFirstPurchaseOnly({ couponName: owner.coupon_code }))
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE', [owner.user_id]);
  const row = await lock(tx, orderId);
  if (!row) return refusal('not-found', unknownOrder(orderId));
  const userId = row.user_id;
  if (paidBy({ paymentId: row.payment_id }, paymentId))
    return withCart(tx, userId, orderId, 'already');
  const reason = refundReason(
    { status: row.status, paymentId: row.payment_id, paymentMethod: row.payment_method },
    paymentId,
  );
  if (reason !== null)
    return success({ result: 'refund', order: await orderOf(tx, userId, orderId), reason });
  const [used] = await tx.query<{ elsewhere: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM orders WHERE payment_id = $2 AND id <> $1) AS elsewhere`,
    [orderId, paymentId],
  );
  if (used?.elsewhere) return refusal('conflict', orderMessages.paymentReused);
  // Its first-purchase offer went to another of the account's orders, paid first (this one lay
  // expired, or both were placed before either was paid): it cannot be paid at that price, or the
  // shopper has the offer twice. Its hold goes back, and it is kept refunded, as below.
  const [offer] = await tx.query<{ spent: boolean }>(OFFER_SPENT_SQL, [
    userId,
    orderId,
    PURCHASES,
    FIRST_OFFERS,
  ]);
  if (offer?.spent) {
    if (row.hold_until !== null) await settleHold(tx, orderId, 'release');
    const refused = await moveOrder(tx, orderId, 'refunded', now, 'hold_until = NULL');
    if (refused) throw new Rollback(moveRefusal(orderId, refused, 'refunded'));
    const order = await orderOf(tx, userId, orderId);
    return success({ result: 'refund', order, reason: refundReasons.offerUsed });
  }
  // A held order's hold becomes the sale; one that holds nothing (expired) takes the units again.
  if (row.hold_until !== null) await settleHold(tx, orderId, 'sell');
  else {
    await tx.query('SAVEPOINT take_units');
    if (await claim(tx, await orderUnits(tx, orderId), 'take')) {
      // The units taken before the line short of stock go back; the decision is kept with the
      // order before the provider is asked to refund, so another report of this payment meanwhile
      // (in any process, even once the stock is back) finds it refunded and never pays it.
      await tx.query('ROLLBACK TO SAVEPOINT take_units');
      const refused = await moveOrder(tx, orderId, 'refunded', now, 'hold_until = NULL');
      if (refused) throw new Rollback(moveRefusal(orderId, refused, 'refunded'));
      const order = await orderOf(tx, userId, orderId);
      return success({ result: 'refund', order, reason: refundReasons.soldOut });
    }
  }
  const refused = await moveOrder(
    tx,
    orderId,
    'paid',
    now,
    'payment_id = $5, paid_at = $4, hold_until = NULL',
    [paymentId],
  );
  if (refused) throw new Rollback(moveRefusal(orderId, refused, 'paid'));
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
      guard(() =>
        db.transaction(async (tx) => {
          const row = await lock(tx, orderId);
          if (!row) return refusal('not-found', unknownOrder(orderId));
          // Only a pending order fails; any other stays as it is.
          if (row.status === 'pending') await moveOrder(tx, orderId, 'failed', stamp());
          return success(await orderOf(tx, row.user_id, orderId));
        }),
      ),
    recordRefund: (orderId, refund) =>
      guard(() =>
        transact(db, async (tx) => {
          const row = await lock(tx, orderId);
          if (!row) return refusal('not-found', unknownOrder(orderId));
          const [seen] = await tx.query(
            'SELECT 1 FROM order_refunds WHERE id = $1 OR provider_refund_id = $1',
            [refund.id],
          );
          if (!seen) {
            const now = stamp();
            // A refund of a payment the order never kept: no units, not counted in refunded_paise;
            // its payment kept with it, which an ask again is made from (after-sale.ts, retryRefund).
            await tx.query(
              `INSERT INTO order_refunds (id, order_id, provider_refund_id, amount, status, reason,
                 created_at, payment_id)
               VALUES ($1, $2, $1, $3, $4, $5, $6, $7)`,
              [
                refund.id,
                orderId,
                refund.amount,
                refund.status,
                refund.reason,
                now,
                refund.paymentId,
              ],
            );
            // An order kept by another payment (or paid on delivery, or already refunded) stays
            // as it is, its refund noted.
            const kept =
              row.status === 'refunded' ||
              row.payment_method === 'cod' ||
              (row.payment_id !== null && row.payment_id !== refund.paymentId);
            if (!kept) {
              if (row.hold_until !== null) await settleHold(tx, orderId, 'release');
              const refused = await moveOrder(tx, orderId, 'refunded', now, 'hold_until = NULL');
              if (refused) throw new Rollback(moveRefusal(orderId, refused, 'refunded'));
            }
          }
          return success(await orderOf(tx, row.user_id, orderId));
        }),
      ),
    settleRefund: (providerRefundId, attempt) =>
      guard(async () => {
        await transact(db, (tx) => settleRefund(tx, providerRefundId, stamp(), attempt));
      }),
    failRefund: (providerRefundId, asked) =>
      guard(async () => {
        await transact(db, (tx) => failRefund(tx, providerRefundId, stamp(), asked));
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
    closedUnpaid: (since, limit) =>
      guard(async () => {
        // closedBeforePaying (src/domain/order-status.ts), closed at the timeline's last entry.
        // The closing entries are found by their text stamps first (migration 0023's index): the
        // shop writes them at one offset, so text order is time order; a day's margin keeps a stamp
        // written at another offset (an imported store) in, and the times are then compared as
        // times. Only the orders chosen are read whole.
        const rows = await db.query<{ user_id: string; order: unknown }>(
          `SELECT o.user_id, ${ORDER_JSON} AS order FROM (
             SELECT c.id, w.closed FROM order_timeline t
             JOIN orders c ON c.id = t.order_id AND c.timeline_seq = t.seq AND c.status = t.status
             CROSS JOIN LATERAL (SELECT CASE WHEN t.at ~ '^\\d{4}-\\d{2}-\\d{2}T'
               THEN t.at::timestamptz END AS closed) w
             WHERE t.status IN ('expired', 'cancelled', 'refunded') AND t.at >= $3
               AND c.payment_id IS NULL AND c.payment IS NOT NULL AND w.closed >= $1::timestamptz
               AND NOT EXISTS (SELECT 1 FROM order_refunds r WHERE r.order_id = c.id)
             ORDER BY w.closed DESC LIMIT $2) chosen
           JOIN orders o ON o.id = chosen.id
           ORDER BY chosen.closed DESC`,
          [
            since.toISOString(),
            limit,
            formatTimestamp(new Date(since.getTime() - STAMP_MARGIN_MS)),
          ],
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
             UPDATE orders SET status = 'expired', hold_until = NULL,
               timeline_seq = timeline_seq + 1
             WHERE status = ANY($2::text[]) AND hold_until IS NOT NULL AND hold_until < $1
             RETURNING id, timeline_seq),
           timeline AS (
             INSERT INTO order_timeline (order_id, seq, status, at)
             SELECT id, timeline_seq, 'expired', $3 FROM expired RETURNING 1),
           units AS (
             SELECT product_id, sum(qty)::int AS q FROM order_lines
             WHERE order_id IN (SELECT id FROM expired) GROUP BY product_id),
           released AS (
             UPDATE products p SET held = greatest(p.held - u.q, 0) FROM units u
             WHERE p.id = u.product_id RETURNING 1)
           SELECT (SELECT count(*) FROM expired)::int AS n`,
          [now.toISOString(), fromStatuses('expired'), stamp()],
        );
        return row?.n ?? 0;
      }),
  };
}
