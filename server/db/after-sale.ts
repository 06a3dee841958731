/**
 * After the sale on PostgreSQL (the memory side and the rules: backend/store/after-sale-ops.ts).
 * Every move is `moveOrder` (./order-rows.ts): one UPDATE `WHERE status = ANY(...)` and its
 * order_timeline row, so of two moves racing for one order exactly one happens. Moves that owe
 * money lock the order's row first and write the refund in the same transaction, adding it to
 * `refunded_paise`, which a CHECK keeps within what was paid.
 */
import { formatTimestamp } from '@/domain/cart';
import type { OrderLifecycleStatus } from '@/domain/order-status';
import { returnClosesAt, whyNotAskedAgain } from '@/domain/refunds';
import type { OrderRefund } from '@/domain/types';
import type { Clock } from '@backend/clock';
import { MESSAGES, unknownOrder } from '@backend/messages';
import { cancelRefund, planReceipt, planReturn, toIssue } from '@backend/store/after-sale-ops';
import type { OrdersRepository } from '@backend/store/orders';
import { refusedMove } from '@backend/store/order-timeline';
import { attachedStatus, staleAnswer } from '@backend/store/refund-ops';
import { refusal, success } from '@backend/store/outcome';
import { guard } from './errors';
import {
  answer,
  mustRead,
  notRegistered,
  ORDER_JSON,
  orderById,
  orderList,
  shiftOrder as move,
} from './order-rows';
import { insertRefund, lockRefund, setRefundStatus, settleIfDone } from './refunds';
import type { Database, Param, Queryable } from './sql';
import { settleHold, transact } from './stock';

type AfterSaleMembers = Pick<
  OrdersRepository,
  | 'get'
  | 'consoleList'
  | 'ship'
  | 'deliver'
  | 'cancel'
  | 'requestReturn'
  | 'receiveReturn'
  | 'refuseReturn'
  | 'attachProviderRefund'
  | 'refundsToIssue'
  | 'retryRefund'
>;

/** Units of the order's lines (or of `lines` only) back on hand. */
async function restock(
  tx: Queryable,
  orderId: string,
  lines?: readonly { productId: string; qty: number }[],
) {
  const units = lines
    ? `SELECT e->>'productId' AS product_id, sum((e->>'qty')::int)::int AS q
       FROM jsonb_array_elements($1::text::jsonb) e GROUP BY 1`
    : `SELECT product_id, sum(qty)::int AS q FROM order_lines WHERE order_id = $1
       GROUP BY product_id`;
  await tx.query(
    `UPDATE products p SET on_hand = p.on_hand + u.q
     FROM (${units}) u WHERE p.id = u.product_id`,
    [lines ? JSON.stringify(lines) : orderId],
  );
}

export function createPgAfterSale(db: Database, clock: Clock): AfterSaleMembers {
  const stamp = () => formatTimestamp(clock.now());
  /** A move of the order alone (no money): one statement and its timeline row. */
  const simpleMove = (
    orderId: string,
    to: OrderLifecycleStatus,
    set: string,
    params: (at: string) => Param[],
    from?: readonly OrderLifecycleStatus[],
  ) =>
    guard(() =>
      transact(db, async (tx) => {
        const at = stamp();
        await move(tx, orderId, to, at, set, params(at), from);
        return success(await mustRead(tx, orderId));
      }),
    );
  return {
    get: (userId, orderId) =>
      guard(async () => {
        const found = await answer(db, userId, orderId);
        return found.ok ? success(found.value.order) : found;
      }),
    consoleList: ({ status, page, pageSize }) =>
      guard(async () => {
        const rows = await db.query<{ user_id: string; order: unknown }>(
          `SELECT o.user_id, ${ORDER_JSON} AS order FROM orders o
           WHERE $1::text IS NULL OR o.status = $1
           ORDER BY CASE WHEN o.created_at ~ '^\\d{4}-\\d{2}-\\d{2}T'
             THEN o.created_at::timestamptz END DESC NULLS LAST, o.position DESC
           LIMIT $2 OFFSET $3`,
          [status ?? null, pageSize, (page - 1) * pageSize],
        );
        const [count] = await db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM orders WHERE $1::text IS NULL OR status = $1',
          [status ?? null],
        );
        const orders = orderList.parse(rows.map((r) => r.order));
        return {
          orders: orders.map((order, i) => ({ ...order, userId: rows[i]?.user_id ?? '' })),
          total: count?.n ?? 0,
        };
      }),
    ship: (orderId, { carrier, trackingNumber }) =>
      simpleMove(
        orderId,
        'shipped',
        `shipment = jsonb_build_object('carrier', $5::text, 'trackingNumber', $6::text,
           'shippedAt', $4::text)`,
        () => [carrier, trackingNumber],
      ),
    deliver: (orderId, returnDays) =>
      simpleMove(
        orderId,
        'delivered',
        // Cash on delivery is paid now.
        `delivered_at = $4, return_by = $5,
         paid_at = CASE WHEN payment_method = 'cod' THEN $4 ELSE paid_at END`,
        (at) => [returnClosesAt(at, returnDays)],
        // Delivering is the parcel arriving: from shipped only (a return asked stays asked).
        ['shipped'],
      ),
    // Refusing a return: only one asked (a shipped order is not delivered by it).
    refuseReturn: (orderId) =>
      simpleMove(orderId, 'delivered', 'return_request = NULL', () => [], ['return_requested']),
    cancel: (userId, orderId) =>
      guard(() =>
        transact(db, async (tx) => {
          const [user] = await tx.query('SELECT 1 FROM users WHERE id = $1', [userId]);
          if (!user) return notRegistered;
          const found = await orderById(tx, orderId, true);
          if (!found || found.userId !== userId) return refusal('not-found', unknownOrder(orderId));
          const { order } = found;
          const now = stamp();
          const done = async (refund: OrderRefund | null = null) => {
            const listed = await answer(tx, userId, orderId);
            if (!listed.ok) return listed;
            return success({
              ...listed.value,
              refund: refund && toIssue(listed.value.order, refund),
            });
          };
          // A repeat of a cancel that was done: nothing more to do.
          if (order.status === 'cancelled') return done();
          if ((order.status === 'refund_pending' || order.status === 'refunded') && !order.shipment)
            return done();
          switch (order.status) {
            case 'pending':
            case 'failed':
              await move(tx, orderId, 'cancelled', now, 'hold_until = NULL');
              if (order.holdUntil !== null) await settleHold(tx, orderId, 'release');
              return done();
            case 'placed':
              await move(tx, orderId, 'cancelled', now);
              await restock(tx, orderId);
              return done();
            case 'paid': {
              const refund = cancelRefund(order, clock.newId(), now);
              await insertRefund(tx, orderId, refund);
              await move(tx, orderId, 'refund_pending', now);
              await restock(tx, orderId);
              return done(refund);
            }
            default:
              return refusedMove(order.status, 'cancelled');
          }
        }),
      ),
    requestReturn: (userId, orderId, input) =>
      guard(() =>
        transact(db, async (tx) => {
          const [user] = await tx.query('SELECT 1 FROM users WHERE id = $1', [userId]);
          if (!user) return refusal('not-found', MESSAGES.notRegistered);
          const found = await orderById(tx, orderId, true);
          if (!found || found.userId !== userId) return refusal('not-found', unknownOrder(orderId));
          const now = stamp();
          const returnRequest = planReturn(found.order, input, now);
          if (!returnRequest.ok) return returnRequest;
          await move(tx, orderId, 'return_requested', now, 'return_request = $5::text::jsonb', [
            JSON.stringify(returnRequest.value),
          ]);
          return success(await mustRead(tx, orderId));
        }),
      ),
    receiveReturn: (orderId) =>
      guard(() =>
        transact(db, async (tx) => {
          const found = await orderById(tx, orderId, true);
          if (!found) return refusal('not-found', unknownOrder(orderId));
          const now = stamp();
          const plan = planReceipt(found.order, clock.newId(), now);
          if (!plan.ok) return plan;
          const { refund, status, returnRequest } = plan.value;
          await insertRefund(tx, orderId, refund);
          await move(tx, orderId, status, now, 'return_request = $5::text::jsonb', [
            JSON.stringify(returnRequest),
          ]);
          await restock(tx, orderId, returnRequest.lines);
          const order = await mustRead(tx, orderId);
          return success({ order, refund: toIssue(order, refund) });
        }),
      ),
    attachProviderRefund: (refundId, providerRefundId, status, attempt) =>
      guard(() =>
        transact(db, async (tx) => {
          const refund = await lockRefund(tx, 'id', refundId);
          if (!refund) return refusal('not-found', `No refund has the id "${refundId}".`);
          const stale = staleAnswer(refund, attempt);
          if (stale) return refusal('conflict', stale);
          await setRefundStatus(
            tx,
            refund,
            attachedStatus(refund.status, status),
            providerRefundId,
          );
          return success(await settleIfDone(tx, refund.orderId, stamp()));
        }),
      ),
    refundsToIssue: (limit, skip = []) =>
      guard(async () => {
        const rows = await db.query<{
          order_id: string;
          id: string;
          payment_id: string;
          amount: number;
          attempt: number;
        }>(
          // The payment each is asked from (src/domain/refunds.ts, refundedPayment): the order's
          // for units of it, its own for a payment the order never kept.
          `SELECT r.order_id, r.id, p.payment_id, r.amount, r.attempt FROM order_refunds r
           JOIN orders o ON o.id = r.order_id,
           LATERAL (SELECT CASE WHEN jsonb_array_length(r.lines) > 0 THEN o.payment_id
             ELSE r.payment_id END AS payment_id) p
           WHERE r.status = 'pending' AND r.provider_refund_id IS NULL
             AND p.payment_id IS NOT NULL
             AND r.id <> ALL (ARRAY(SELECT jsonb_array_elements_text($2::text::jsonb)))
           ORDER BY r.position LIMIT $1`,
          [limit, JSON.stringify(skip)],
        );
        return rows.map((r) => ({
          orderId: r.order_id,
          refundId: r.id,
          paymentId: r.payment_id,
          amount: Number(r.amount),
          attempt: Number(r.attempt),
        }));
      }),
    retryRefund: (orderId, refundId) =>
      guard(() =>
        transact(db, async (tx) => {
          const found = await orderById(tx, orderId, true);
          if (!found) return refusal('not-found', unknownOrder(orderId));
          const refund = found.order.refunds.find((r) => r.id === refundId);
          if (!refund) return refusal('not-found', `No refund has the id "${refundId}".`);
          const why = whyNotAskedAgain(found.order, refund);
          if (why) return refusal('conflict', why);
          await tx.query(
            `UPDATE order_refunds SET status = 'pending', provider_refund_id = NULL,
               attempt = attempt + 1
             WHERE id = $1 AND order_id = $2 AND status = 'failed'`,
            [refundId, orderId],
          );
          // Failed, a refund for units was not counted in refunded_paise: counted again (the CHECK
          // keeps the order's refunds within what was paid). One of a payment the order never kept
          // is not the order's money, and never counted.
          if (refund.lines.length > 0)
            await tx.query('UPDATE orders SET refunded_paise = refunded_paise + $2 WHERE id = $1', [
              orderId,
              Math.round(refund.amount * 100),
            ]);
          const order = await mustRead(tx, orderId);
          const again = order.refunds.find((r) => r.id === refundId);
          const issue = again && toIssue(order, again);
          if (!issue) return refusal('conflict', 'This refund has no payment to ask it from.');
          return success({ order, refund: issue });
        }),
      ),
  };
}
