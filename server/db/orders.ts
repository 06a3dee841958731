/**
 * Orders with their payments on PostgreSQL. Creating one reads the cart, the address and the
 * lines' products in one query, prices them by the same rule as the memory side (order-ops
 * priceOrder, src/domain's pricing and coupons) and places the order with its stock in one call of
 * a SQL function, all or nothing; the unique (user, idempotency key) index settles a doubled
 * create. Attaching, confirming and closing
 * are conditional UPDATEs; a confirmation also takes the order's lines out of the cart in the same
 * transaction, and the unique index on a paid order's payment id settles two orders racing for one
 * payment.
 */
import { z } from 'zod';
import { formatTimestamp } from '@/domain/cart';
import { findCoupon, isFirstPurchaseOnly } from '@/domain/coupons';
import { amountInPaise } from '@/domain/pricing';
import { totalRefunded } from '@/domain/refunds';
import type { OrderRecord } from '@/domain/types';
import type { Clock } from '@backend/clock';
import { holdEnds } from '@/domain/stock';
import { unknownOrder } from '@backend/messages';
import { priceOrder, type CreatedOrder, type CreateOrderRequest } from '@backend/store/order-ops';
import type { OrdersRepository } from '@backend/store/orders';
import { refusal, success, type Outcome } from '@backend/store/outcome';
import { finalRefusal } from '@backend/store/settle-ops';
import { addressSchema, cartLineSchema, productRecordSchema } from '@backend/store/schema';
import { guard, isUniqueViolation } from './errors';
import { cartJson, productOf } from './lists';
import { assign, idsOf, type UserRecords } from './parts';
import { PRODUCT_JSON } from './product-query-sql';
import {
  answer,
  FIRST_OFFERS,
  keptSql,
  moveOrder,
  moveRefusal,
  notRegistered,
  ORDER_JSON,
  orderList,
  ordersOf,
  PURCHASES,
  whyNot,
} from './order-rows';
import { createPgAfterSale } from './after-sale';
import { createPgSettlement } from './settlement';
import type { Database, Queryable } from './sql';
import { Rollback, settleHold, shortfall, transact, unitsParam } from './stock';

/** The orders as glamour_insert_orders takes them (server/migrations/0016_order_writes.sql). */
const ordersParam = (rows: readonly { userId: string; order: OrderRecord }[]) =>
  JSON.stringify(
    rows.map((row) => ({ ...row, refundedPaise: amountInPaise(totalRefunded(row.order)) })),
  );

/** Inserts orders with their timelines, refunds and lines: one statement. */
async function insertOrders(
  tx: Queryable,
  rows: readonly { userId: string; order: OrderRecord }[],
) {
  if (rows.length === 0) return;
  await tx.query('SELECT glamour_insert_orders($1::text::json)', [ordersParam(rows)]);
}

const pricingInput = z.object({
  email: z.string(),
  existing: z.string().nullable(),
  has_purchase: z.boolean(),
  first_offer_unpaid: z.boolean(),
  cart: z.array(cartLineSchema),
  address: addressSchema.nullable(),
  products: z.array(productRecordSchema),
});

/**
 * A new order in at most three statements and no transaction (an order with a first-purchase
 * offer: one, its account's row locked first; createPgOrders): one read (the account, a doubled
 * request's order, the cart, the address and the products to price), then one write (the stock
 * held or taken, the order inserted, a Cash on Delivery order's lines out of the cart, all or
 * nothing: glamour_place_order), then the answer read. The read and the write are apart as they
 * were in a READ COMMITTED transaction; the write keeps every condition in its own statement.
 */
async function create(
  db: Queryable,
  userId: string,
  request: CreateOrderRequest,
  orderId: string,
  now: string,
  holdUntil: string,
): Promise<Outcome<CreatedOrder>> {
  const [row] = await db.query<Record<string, unknown>>(
    `SELECT u.email,
       (SELECT o.id FROM orders o WHERE o.user_id = u.id AND o.idempotency_key = $3) AS existing,
       EXISTS (SELECT 1 FROM orders o JOIN order_lines l ON l.order_id = o.id
         WHERE o.user_id = u.id AND o.status IN (SELECT json_array_elements_text($4::text::json))
           AND ${keptSql('o', 'l.product_id')}) AS has_purchase,
       EXISTS (SELECT 1 FROM orders o WHERE o.user_id = u.id AND o.status IN ('pending', 'failed')
           AND upper(btrim(o.coupon_code)) IN (SELECT json_array_elements_text($5::text::json)))
         AS first_offer_unpaid,
       ${cartJson('u.id')} AS cart,
       (SELECT json_build_object('id', a.id, 'userName', a.user_name,
          'houseNumber', a.house_number, 'city', a.city, 'state', a.state, 'country', a.country,
          'pincode', a.pincode, 'mobileNumber', a.mobile_number)
          FROM addresses a WHERE a.user_id = u.id AND a.id = $2) AS address,
       (SELECT coalesce(json_agg(${PRODUCT_JSON}), '[]'::json) FROM products p
          WHERE p.id IN (SELECT product_id FROM cart_lines WHERE user_id = u.id)) AS products
     FROM users u WHERE u.id = $1`,
    [userId, request.addressId, request.idempotencyKey, PURCHASES, FIRST_OFFERS],
  );
  if (!row) return notRegistered;
  const input = pricingInput.parse(row);
  if (input.existing !== null) {
    const found = await answer(db, userId, input.existing);
    return found.ok ? success({ ...found.value, created: false }) : found;
  }
  const products = new Map(input.products.map((p) => [p._id, p]));
  const priced = priceOrder({
    request,
    orderId,
    now,
    email: input.email,
    cart: input.cart,
    address: input.address ?? undefined,
    product: (id) => products.get(id),
    hasPurchase: input.has_purchase,
    firstOfferUnpaid: input.first_offer_unpaid,
    holdUntil,
  });
  if (!priced.ok) return priced;
  if ('priceChanged' in priced.value) {
    // No order; the cart's copies of the products become today's (qty and times stay).
    const { cart } = priced.value.priceChanged;
    await db.query(
      `UPDATE cart_lines l SET product = (e.v->'product')::jsonb
       FROM json_array_elements($2::text::json) AS e(v)
       WHERE l.user_id = $1 AND l.product_id = e.v->>'_id'`,
      [userId, JSON.stringify(cart.map((line) => ({ _id: line._id, product: productOf(line) })))],
    );
    return success({ priceChanged: priced.value.priceChanged });
  }
  const { order } = priced.value;
  // Held for an online order, taken at once for Cash on Delivery; short of stock: nothing changes.
  const cod = order.paymentMethod === 'cod';
  const [placed] = await db.query<{ short: { name: string; stock: number } | null }>(
    'SELECT glamour_place_order($1, $2::text::json, $3::text::json, $4, $5) AS short',
    [
      userId,
      ordersParam([{ userId, order }]),
      unitsParam(order.orderProducts),
      cod ? 'take' : 'hold',
      cod,
    ],
  );
  if (placed?.short) return shortfall(placed.short);
  const [after] = await db.query<{ orders: unknown; cart: unknown }>(
    `SELECT (SELECT coalesce(json_agg(${ORDER_JSON} ORDER BY o.position), '[]'::json)
       FROM orders o WHERE o.user_id = u.id) AS orders,
       CASE WHEN $2 THEN ${cartJson('u.id')} END AS cart
     FROM users u WHERE u.id = $1`,
    [userId, cod],
  );
  if (!after) return notRegistered;
  const orders = orderList.parse(after.orders);
  if (!cod) return success({ order, orders, created: true });
  return success({ order, orders, created: true, cart: z.array(cartLineSchema).parse(after.cart) });
}

/** Whether the order asks for a first-purchase offer (FIRSTGLAM, FIRST200). */
function carriesFirstOffer(request: CreateOrderRequest): boolean {
  const coupon = request.couponCode ? findCoupon(request.couponCode) : undefined;
  return coupon !== undefined && isFirstPurchaseOnly(coupon);
}

/** Runs `call`, then `after` (when it has ended, whichever way). */
function then<A extends unknown[], R>(call: (...args: A) => Promise<R>, after: () => void) {
  return async (...args: A): Promise<R> => {
    try {
      return await call(...args);
    } finally {
      after();
    }
  };
}

/**
 * `stockChanged` hears every call that may have moved stock, once it has ended: this process's
 * catalogue copy is dropped at once (every other process hears the products table's NOTIFY).
 */
export function createPgOrders(
  db: Database,
  clock: Clock,
  stockChanged: () => void = () => undefined,
): OrdersRepository {
  const stamp = () => formatTimestamp(clock.now());
  const settlement = createPgSettlement(db, clock);
  const orders: OrdersRepository = {
    list: (userId) => guard(() => ordersOf(db, userId)),
    create: (userId, request) =>
      guard(async () => {
        const holdUntil = holdEnds(clock.now(), request.holdMinutes);
        const place = (q: Queryable) =>
          create(q, userId, request, clock.newId(), stamp(), holdUntil);
        // A first-purchase offer is checked, then written, under the account's row locked: two
        // orders with one at the same instant (two tabs, two processes) both passed the check,
        // and paying both used the offer twice. The second now reads the first's order.
        const run = carriesFirstOffer(request)
          ? () =>
              db.transaction(async (tx) => {
                // NO KEY: the account's cart, wishlist and address writes (foreign keys to it) go on.
                await tx.query('SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
                return place(tx);
              })
          : () => place(db);
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
      guard(async () => {
        const [owner] = await db.query<{ owns: boolean }>(
          'SELECT EXISTS (SELECT 1 FROM orders WHERE id = $2 AND user_id = $1) AS owns FROM users WHERE id = $1',
          [userId, orderId],
        );
        if (!owner) return notRegistered;
        if (!owner.owns) return refusal('not-found', unknownOrder(orderId));
        const settled = await settlement.settle(orderId, paymentId);
        if (!settled.ok) return settled;
        if (settled.value.result === 'refund') return finalRefusal(settled.value.order);
        const { order, orders, cart } = settled.value;
        return success({ order, orders, cart });
      }),
    close: (userId, orderId, status) =>
      guard(() =>
        transact(db, async (tx) => {
          const [row] = await tx.query<{ status: OrderRecord['status']; held: boolean }>(
            `SELECT status, hold_until IS NOT NULL AS held FROM orders
             WHERE id = $2 AND user_id = $1 FOR UPDATE`,
            [userId, orderId],
          );
          if (!row) {
            const why = await whyNot(tx, userId, orderId);
            return why.refusal ?? refusal('not-found', unknownOrder(orderId));
          }
          if (row.status !== status) {
            if (row.status !== 'pending' && row.status !== 'failed') return finalRefusal(row);
            // A cancelled order's hold is released at once; a failed one keeps it.
            const cancelled = status === 'cancelled';
            if (cancelled && row.held) await settleHold(tx, orderId, 'release');
            const refused = await moveOrder(
              tx,
              orderId,
              status,
              stamp(),
              'hold_until = CASE WHEN $5 THEN NULL ELSE hold_until END',
              [cancelled],
            );
            if (refused) throw new Rollback(moveRefusal(orderId, refused, status));
          }
          return answer(tx, userId, orderId);
        }),
      ),
    ...settlement,
    ...createPgAfterSale(db, clock),
  };
  return {
    ...orders,
    cancel: then(orders.cancel, stockChanged),
    receiveReturn: then(orders.receiveReturn, stockChanged),
    create: then(orders.create, stockChanged),
    confirm: then(orders.confirm, stockChanged),
    close: then(orders.close, stockChanged),
    settle: then(orders.settle, stockChanged),
    recordRefund: then(orders.recordRefund, stockChanged),
    // Every sweep round asks, most with nothing to expire: the copy (and with it the kept pages and
    // answers) is dropped only when a hold ended, or when the call failed and may have.
    expireHolds: async (now) => {
      let expired: number | undefined;
      try {
        expired = await orders.expireHolds(now);
        return expired;
      } finally {
        if (expired !== 0) stockChanged();
      }
    },
  };
}

export const orderRecords: UserRecords = {
  tables: ['order_timeline', 'order_refunds', 'order_lines', 'orders'],
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
