/**
 * Orders with their payments on PostgreSQL. Creating one reads the cart, the address and the
 * lines' products in one query, prices them by the same rule as the memory side (order-ops
 * priceOrder, src/domain's pricing and coupons) and inserts the order, in one transaction; the
 * unique (user, idempotency key) index settles a doubled create. Attaching, confirming and closing
 * are conditional UPDATEs; a confirmation also takes the order's lines out of the cart in the same
 * transaction, and the unique index on a paid order's payment id settles two orders racing for one
 * payment.
 */
import { z } from 'zod';
import { formatTimestamp } from '@/domain/cart';
import type { OrderRecord } from '@/domain/types';
import type { Clock } from '@backend/clock';
import { MESSAGES, orderMessages, unknownOrder } from '@backend/messages';
import { priceOrder, type CreatedOrder, type CreateOrderRequest } from '@backend/store/order-ops';
import type { OrdersRepository } from '@backend/store/orders';
import { refusal, success, type Outcome } from '@backend/store/outcome';
import {
  addressSchema,
  cartLineSchema,
  orderSchema,
  productRecordSchema,
} from '@backend/store/schema';
import { guard, isUniqueViolation, unlessDuplicate } from './errors';
import { CART_LINE_JSON, cartOf, productOf } from './lists';
import { assign, idsOf, rowsOf, type UserRecords } from './parts';
import { PRODUCT_JSON } from './product-query-sql';
import type { Database, Queryable } from './sql';

const ORDER_JSON = `json_build_object('_id', o.id,
  'orderProducts', (SELECT coalesce(json_agg(ol.line ORDER BY ol.line_no), '[]'::json)
    FROM order_lines ol WHERE ol.order_id = o.id),
  'amount', o.amount, 'couponCode', o.coupon_code, 'deliveryAddress', o.delivery_address,
  'paymentId', o.payment_id, 'payment', o.payment, 'userEmail', o.user_email,
  'createdAt', o.created_at, 'status', o.status, 'paidAt', o.paid_at,
  'idempotencyKey', o.idempotency_key)`;
const orderList = z.array(orderSchema);
const notRegistered = refusal('not-found', MESSAGES.notRegistered);

async function ordersOf(tx: Queryable, userId: string): Promise<Outcome<OrderRecord[]>> {
  const [row] = await tx.query<{ list: unknown }>(
    `SELECT (SELECT coalesce(json_agg(${ORDER_JSON} ORDER BY o.position), '[]'::json)
       FROM orders o WHERE o.user_id = u.id) AS list
     FROM users u WHERE u.id = $1`,
    [userId],
  );
  return row ? success(orderList.parse(row.list)) : notRegistered;
}

/** The order with its list, once a write has found it. */
async function answer(tx: Queryable, userId: string, orderId: string) {
  const orders = await ordersOf(tx, userId);
  if (!orders.ok) return orders;
  const order = orders.value.find((o) => o._id === orderId);
  return order
    ? success({ order, orders: orders.value })
    : refusal('not-found', unknownOrder(orderId));
}

/** Why a conditional write to the order changed nothing, read afresh. */
async function whyNot(tx: Queryable, userId: string, orderId: string) {
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

async function insertOrders(
  tx: Queryable,
  rows: readonly { userId: string; order: OrderRecord }[],
) {
  if (rows.length === 0) return;
  await tx.query(
    `INSERT INTO orders (id, user_id, amount, coupon_code, delivery_address, payment_id,
       user_email, created_at, status, payment, paid_at, idempotency_key)
     SELECT v->'order'->>'_id', v->>'userId', (v->'order'->>'amount')::double precision,
       v->'order'->>'couponCode', v->'order'->'deliveryAddress', v->'order'->>'paymentId',
       v->'order'->>'userEmail', v->'order'->>'createdAt', v->'order'->>'status',
       (v->'order'->>'payment')::jsonb, v->'order'->>'paidAt', v->'order'->>'idempotencyKey'
     ${rowsOf('$1')} ORDER BY n`,
    [JSON.stringify(rows)],
  );
  const lines = rows.flatMap(({ order }) =>
    order.orderProducts.map((line, no) => ({ orderId: order._id, no, line })),
  );
  if (lines.length === 0) return;
  await tx.query(
    `INSERT INTO order_lines (order_id, line_no, product_id, qty, line)
     SELECT v->>'orderId', (v->>'no')::integer, v->'line'->>'_id', (v->'line'->>'qty')::integer,
       v->'line'
     ${rowsOf('$1')} ORDER BY n`,
    [JSON.stringify(lines)],
  );
}

const pricingInput = z.object({
  cart: z.array(cartLineSchema),
  address: addressSchema.nullable(),
  products: z.array(productRecordSchema),
});

async function create(
  tx: Queryable,
  userId: string,
  request: CreateOrderRequest,
  orderId: string,
  now: string,
): Promise<Outcome<CreatedOrder>> {
  const [head] = await tx.query<{ email: string; existing: string | null }>(
    `SELECT u.email, (SELECT o.id FROM orders o WHERE o.user_id = u.id AND o.idempotency_key = $2)
       AS existing FROM users u WHERE u.id = $1`,
    [userId, request.idempotencyKey],
  );
  if (!head) return notRegistered;
  if (head.existing !== null) {
    const found = await answer(tx, userId, head.existing);
    return found.ok ? success({ ...found.value, created: false }) : found;
  }
  const [row] = await tx.query<Record<string, unknown>>(
    `SELECT
       (SELECT coalesce(json_agg(${CART_LINE_JSON} ORDER BY l.position), '[]'::json)
          FROM cart_lines l WHERE l.user_id = $1) AS cart,
       (SELECT json_build_object('id', a.id, 'userName', a.user_name,
          'houseNumber', a.house_number, 'city', a.city, 'state', a.state, 'country', a.country,
          'pincode', a.pincode, 'mobileNumber', a.mobile_number)
          FROM addresses a WHERE a.user_id = $1 AND a.id = $2) AS address,
       (SELECT coalesce(json_agg(${PRODUCT_JSON}), '[]'::json) FROM products p
          WHERE p.id IN (SELECT product_id FROM cart_lines WHERE user_id = $1)) AS products`,
    [userId, request.addressId],
  );
  const input = pricingInput.parse(row);
  const products = new Map(input.products.map((p) => [p._id, p]));
  const priced = priceOrder({
    request,
    orderId,
    now,
    email: head.email,
    cart: input.cart,
    address: input.address ?? undefined,
    product: (id) => products.get(id),
  });
  if (!priced.ok) return priced;
  if ('priceChanged' in priced.value) {
    // No order; the cart's copies of the products become today's (qty and times stay).
    const { cart } = priced.value.priceChanged;
    await tx.query(
      `UPDATE cart_lines l SET product = (e.v->'product')::jsonb
       FROM json_array_elements($2::text::json) AS e(v)
       WHERE l.user_id = $1 AND l.product_id = e.v->>'_id'`,
      [userId, JSON.stringify(cart.map((line) => ({ _id: line._id, product: productOf(line) })))],
    );
    return success({ priceChanged: priced.value.priceChanged });
  }
  await insertOrders(tx, [{ userId, order: priced.value.order }]);
  const orders = await ordersOf(tx, userId);
  return orders.ok
    ? success({ order: priced.value.order, orders: orders.value, created: true })
    : orders;
}

export function createPgOrders(db: Database, clock: Clock): OrdersRepository {
  const stamp = () => formatTimestamp(clock.now());
  return {
    list: (userId) => guard(() => ordersOf(db, userId)),
    create: (userId, request) =>
      guard(async () => {
        const run = () =>
          db.transaction((tx) => create(tx, userId, request, clock.newId(), stamp()));
        try {
          return await run();
        } catch (error) {
          // A doubled request inserted the same key first: this one answers its order.
          if (isUniqueViolation(error)) return run();
          throw error;
        }
      }),
    attachPayment: (userId, orderId, payment) =>
      guard(async () => {
        // The first provider order wins: a doubled request must not leave two ways to pay.
        await db.query(
          `UPDATE orders SET payment = $3::text::jsonb
           WHERE id = $2 AND user_id = $1 AND payment IS NULL`,
          [userId, orderId, JSON.stringify(payment)],
        );
        const found = await answer(db, userId, orderId);
        return found.ok ? success(found.value.order) : found;
      }),
    confirm: (userId, orderId, paymentId) =>
      unlessDuplicate(
        () =>
          db.transaction(async (tx) => {
            const paid = await tx.query(
              `UPDATE orders SET status = 'paid', payment_id = $3, paid_at = $4
               WHERE id = $2 AND user_id = $1 AND status IN ('pending', 'failed')
                 AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.payment_id = $3 AND o.id <> $2)
               RETURNING 1`,
              [userId, orderId, paymentId, stamp()],
            );
            if (paid.length > 0) {
              // The order's lines leave the cart with the payment, in the same transaction.
              await tx.query(
                `DELETE FROM cart_lines WHERE user_id = $1
                 AND product_id IN (SELECT product_id FROM order_lines WHERE order_id = $2)`,
                [userId, orderId],
              );
            } else {
              const why = await whyNot(tx, userId, orderId);
              if (why.refusal) return why.refusal;
              if (why.status === 'paid' && why.paymentId !== paymentId)
                return refusal('conflict', orderMessages.alreadyPaid);
              if (why.status === 'cancelled') return refusal('conflict', orderMessages.cancelled);
              if (why.status !== 'paid') return refusal('conflict', orderMessages.paymentReused);
            }
            const found = await answer(tx, userId, orderId);
            const cart = await cartOf(tx, userId);
            if (!found.ok) return found;
            return cart.ok ? success({ ...found.value, cart: cart.value }) : cart;
          }),
        refusal('conflict', orderMessages.paymentReused),
      ),
    close: (userId, orderId, status) =>
      guard(async () => {
        const tx = db;
        {
          const closed = await tx.query(
            `UPDATE orders SET status = $3 WHERE id = $2 AND user_id = $1
               AND (status IN ('pending', 'failed') OR status = $3) RETURNING 1`,
            [userId, orderId, status],
          );
          if (closed.length === 0) {
            const why = await whyNot(tx, userId, orderId);
            if (why.refusal) return why.refusal;
            if (why.status === 'paid') return refusal('conflict', orderMessages.alreadyPaid);
            return refusal('conflict', orderMessages.cancelled);
          }
          return answer(tx, userId, orderId);
        }
      }),
  };
}

export const orderRecords: UserRecords = {
  tables: ['order_lines', 'orders'],
  async load(tx, users) {
    const rows = await tx.query<{ user_id: string; list: unknown }>(
      `SELECT o.user_id, json_agg(${ORDER_JSON} ORDER BY o.position) AS list FROM orders o
       WHERE o.user_id IN (SELECT value FROM json_array_elements_text($1::text::json))
       GROUP BY o.user_id`,
      [idsOf(users)],
    );
    assign(
      users,
      'orders',
      rows.map((r) => ({ ...r, list: orderList.parse(r.list) })),
    );
  },
  insert: (tx, users) =>
    insertOrders(
      tx,
      users.flatMap((u) => u.orders.map((order) => ({ userId: u._id, order }))),
    ),
};
