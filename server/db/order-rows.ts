/**
 * Reading orders on PostgreSQL, shared by the shopper's calls (./orders.ts) and the settlement of
 * payments (./settlement.ts): an order row as the API's record, a shopper's list, why a write
 * changed nothing, and a paid or placed order's lines leaving the cart.
 */
import { z } from 'zod';
import type { OrderRecord } from '@/domain/types';
import { MESSAGES, unknownOrder } from '@backend/messages';
import { refusal, success, type Outcome } from '@backend/store/outcome';
import { orderSchema } from '@backend/store/schema';
import type { Queryable } from './sql';

/** An order row (alias `o`) as the API's order record. */
export const ORDER_JSON = `json_build_object('_id', o.id,
  'orderProducts', (SELECT coalesce(json_agg(ol.line ORDER BY ol.line_no), '[]'::json)
    FROM order_lines ol WHERE ol.order_id = o.id),
  'amount', o.amount, 'couponCode', o.coupon_code, 'deliveryAddress', o.delivery_address,
  'paymentId', o.payment_id, 'payment', o.payment, 'userEmail', o.user_email,
  'createdAt', o.created_at, 'status', o.status, 'paidAt', o.paid_at,
  'idempotencyKey', o.idempotency_key, 'paymentMethod', o.payment_method,
  'holdUntil', o.hold_until, 'refund', o.refund)`;
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
