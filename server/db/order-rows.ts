/**
 * Reading orders on PostgreSQL, shared by the shopper's calls (./orders.ts) and the settlement of
 * payments (./settlement.ts): an order row as the API's record, a shopper's list, why a write
 * changed nothing, and a paid or placed order's lines leaving the cart.
 */
import { z } from 'zod';
import { FIRST_PURCHASE_COUPONS } from '@/domain/coupons';
import {
  isPurchase,
  movesInto,
  ORDER_STATUSES,
  type OrderLifecycleStatus,
} from '@/domain/order-status';
import type { OrderRecord } from '@/domain/types';
import { MESSAGES, unknownOrder } from '@backend/messages';
import { refusedMove } from '@backend/store/order-timeline';
import { refusal, success, type Outcome } from '@backend/store/outcome';
import { orderSchema } from '@backend/store/schema';
import type { Param, Queryable } from './sql';
import { Rollback } from './stock';

/**
 * Whether the shopper of order row `order` still has units of product `product` (SQL expressions):
 * ordered, less what the order's refunds give back (src/domain/order-status.ts, keptUnits).
 */
export const keptSql = (order: string, product: string) => `(SELECT coalesce(sum(kl.qty), 0)
    FROM order_lines kl WHERE kl.order_id = ${order}.id AND kl.product_id = ${product}) >
  (SELECT coalesce(sum((kg->>'qty')::int), 0) FROM order_refunds kf,
    jsonb_array_elements(kf.lines) kg WHERE kf.order_id = ${order}.id
    AND kg->>'productId' = ${product})`;

/** The statuses that are purchases (isPurchase), as a JSON array parameter. */
export const PURCHASES = JSON.stringify(ORDER_STATUSES.filter((s) => isPurchase(s)));
/** The first-purchase offers, as a JSON array parameter. */
export const FIRST_OFFERS = JSON.stringify([...FIRST_PURCHASE_COUPONS]);

/**
 * Whether the order (`$2`) carries a first-purchase offer that another order of its account (`$1`)
 * with one has used: a purchase that keeps a product (`$3`: PURCHASES, `$4`: FIRST_OFFERS).
 */
export const OFFER_SPENT_SQL = `SELECT EXISTS (SELECT 1 FROM orders f WHERE f.id = $2
    AND upper(btrim(f.coupon_code)) IN (SELECT json_array_elements_text($4::text::json)))
  AND EXISTS (SELECT 1 FROM orders o JOIN order_lines l ON l.order_id = o.id
    WHERE o.user_id = $1 AND o.id <> $2
      AND upper(btrim(o.coupon_code)) IN (SELECT json_array_elements_text($4::text::json))
      AND o.status IN (SELECT json_array_elements_text($3::text::json))
      AND ${keptSql('o', 'l.product_id')}) AS spent`;

/** An order row (alias `o`) as the API's order record. */
export const ORDER_JSON = `json_build_object('_id', o.id,
  'orderProducts', (SELECT coalesce(json_agg(ol.line ORDER BY ol.line_no), '[]'::json)
    FROM order_lines ol WHERE ol.order_id = o.id),
  'amount', o.amount, 'couponCode', o.coupon_code, 'deliveryAddress', o.delivery_address,
  'paymentId', o.payment_id, 'payment', o.payment, 'userEmail', o.user_email,
  'createdAt', o.created_at, 'status', o.status, 'paidAt', o.paid_at,
  'idempotencyKey', o.idempotency_key, 'paymentMethod', o.payment_method,
  'holdUntil', o.hold_until,
  'timeline', (SELECT coalesce(json_agg(json_build_object('status', t.status, 'at', t.at)
    ORDER BY t.seq), '[]'::json) FROM order_timeline t WHERE t.order_id = o.id),
  'shipment', o.shipment, 'deliveredAt', o.delivered_at, 'returnBy', o.return_by,
  'returnRequest', o.return_request,
  'refunds', (SELECT coalesce(json_agg(jsonb_build_object('id', r.id,
      'providerRefundId', r.provider_refund_id, 'amount', r.amount, 'status', r.status,
      'reason', r.reason, 'createdAt', r.created_at, 'lines', r.lines, 'attempt', r.attempt)
      -- The payment of a refund the order never kept, only where there is one (as the memory side).
      || CASE WHEN r.payment_id IS NULL THEN '{}'::jsonb
         ELSE jsonb_build_object('paymentId', r.payment_id) END
      ORDER BY r.position),
    '[]'::json) FROM order_refunds r WHERE r.order_id = o.id))`;
export const orderList = z.array(orderSchema);
export const notRegistered = refusal('not-found', MESSAGES.notRegistered);

export async function ordersOf(tx: Queryable, userId: string): Promise<Outcome<OrderRecord[]>> {
  const [row] = await tx.query<{ list: unknown }>(
    `SELECT (SELECT coalesce(json_agg(${ORDER_JSON} ORDER BY o.position), '[]'::json)
       FROM orders o WHERE o.user_id = u.id) AS list
     FROM users u WHERE u.id = $1`,
    [userId],
  );
  return row ? success(orderList.parse(row.list)) : notRegistered;
}

/** The order with its list, once a write has found it. */
export async function answer(tx: Queryable, userId: string, orderId: string) {
  const orders = await ordersOf(tx, userId);
  if (!orders.ok) return orders;
  const order = orders.value.find((o) => o._id === orderId);
  return order
    ? success({ order, orders: orders.value })
    : refusal('not-found', unknownOrder(orderId));
}

/** Why a conditional write to the order changed nothing, read afresh. */
export async function whyNot(tx: Queryable, userId: string, orderId: string) {
  const [row] = await tx.query<{
    user_found: boolean;
    status: string | null;
    payment_id: string | null;
  }>(
    `SELECT EXISTS (SELECT 1 FROM users WHERE id = $1) AS user_found,
       (SELECT status FROM orders WHERE id = $2 AND user_id = $1) AS status,
       (SELECT payment_id FROM orders WHERE id = $2 AND user_id = $1) AS payment_id`,
    [userId, orderId],
  );
  if (!row?.user_found) return { refusal: notRegistered };
  if (row.status === null) return { refusal: refusal('not-found', unknownOrder(orderId)) };
  return { status: row.status, paymentId: row.payment_id };
}

/** The order's lines out of its owner's cart (paid or placed). */
export async function leaveCart(tx: Queryable, userId: string, orderId: string) {
  await tx.query(
    `DELETE FROM cart_lines WHERE user_id = $1
     AND product_id IN (SELECT product_id FROM order_lines WHERE order_id = $2)`,
    [userId, orderId],
  );
}

/** The statuses that may move into `to` (src/domain/order-status.ts), as a PostgreSQL text[] literal. */
export const fromStatuses = (
  to: OrderLifecycleStatus,
  from: readonly OrderLifecycleStatus[] = movesInto(to),
) => `{${from.join(',')}}`;

/**
 * Moves the order to `to` when its status allows it (`status = ANY(...)` from ORDER_MOVES), writing
 * `set` (more `col = $n` assignments, their parameters from $5 on) in the same UPDATE, and appends
 * its timeline row. Answers null when it moved; else the status it is in (null: no such order).
 */
export async function moveOrder(
  tx: Queryable,
  orderId: string,
  to: OrderLifecycleStatus,
  at: string,
  set = '',
  params: Param[] = [],
  /** Only from these (some of the statuses ORDER_MOVES lets into `to`): an operator's step. */
  from?: readonly OrderLifecycleStatus[],
): Promise<{ refused: OrderLifecycleStatus | null } | null> {
  // The row's own counter numbers the entry: a move that waited for another's lock re-reads it.
  const moved = await tx.query<{ seq: number }>(
    `WITH moved AS (
       UPDATE orders SET status = $2, timeline_seq = timeline_seq + 1${set ? `, ${set}` : ''}
       WHERE id = $1 AND status = ANY($3::text[]) RETURNING id, timeline_seq)
     INSERT INTO order_timeline (order_id, seq, status, at)
     SELECT id, timeline_seq, $2, $4 FROM moved
     RETURNING seq`,
    [orderId, to, fromStatuses(to, from), at, ...params],
  );
  if (moved.length > 0) return null;
  const [row] = await tx.query<{ status: OrderLifecycleStatus }>(
    'SELECT status FROM orders WHERE id = $1',
    [orderId],
  );
  return { refused: row?.status ?? null };
}

/** The refusal for a move that did not happen: 'not-found', or 'conflict' naming the status. */
export function moveRefusal(
  orderId: string,
  refused: { refused: OrderLifecycleStatus | null },
  to: OrderLifecycleStatus,
) {
  return refused.refused === null
    ? refusal('not-found', unknownOrder(orderId))
    : refusedMove(refused.refused, to);
}

/** The order as the API's record, with its owner; undefined when there is none. */
export async function orderById(
  tx: Queryable,
  orderId: string,
  lock = false,
): Promise<{ userId: string; order: OrderRecord } | undefined> {
  if (lock) await tx.query('SELECT 1 FROM orders WHERE id = $1 FOR UPDATE', [orderId]);
  const [row] = await tx.query<{ user_id: string; order: unknown }>(
    `SELECT o.user_id, ${ORDER_JSON} AS order FROM orders o WHERE o.id = $1`,
    [orderId],
  );
  if (!row) return undefined;
  const [order] = orderList.parse([row.order]);
  return order ? { userId: row.user_id, order } : undefined;
}

export async function mustRead(tx: Queryable, orderId: string): Promise<OrderRecord> {
  const found = await orderById(tx, orderId);
  if (!found) throw new Error(`order ${orderId} vanished while it moved`);
  return found.order;
}

/** A move inside a transaction: refused, the transaction rolls back and answers the refusal. */
export async function shiftOrder(
  tx: Queryable,
  orderId: string,
  to: OrderLifecycleStatus,
  at: string,
  set = '',
  params: Param[] = [],
  from?: readonly OrderLifecycleStatus[],
) {
  const refused = await moveOrder(tx, orderId, to, at, set, params, from);
  if (refused) throw new Rollback(moveRefusal(orderId, refused, to));
}
