/**
 * Orders with their payments: order first, then payment, then verification (docs/architecture.md,
 * "Payment"). Each call succeeds whole or changes nothing, and refuses 'not-found'
 * (MESSAGES.notRegistered) when the account is gone. An order's `status` moves pending → paid,
 * pending ⇄ failed, pending|failed → cancelled; `paid` and `cancelled` are final. The rules are
 * ./order-ops.ts (pricing from src/domain); the SQL side is server/db/orders.ts.
 */
import { formatTimestamp } from '@/domain/cart';
import type { OrderPaymentRecord, OrderRecord } from '@/domain/types';
import type { Clock } from '../clock';
import type { Engine } from './engine';
import type { Outcome } from './outcome';
import * as orderOps from './order-ops';
import type { ChangedOrder, ConfirmedOrder, CreatedOrder, CreateOrderRequest } from './order-ops';
import { readUser, writeUser } from './user-records';

export type { ChangedOrder, ConfirmedOrder, CreatedOrder, CreateOrderRequest } from './order-ops';

export interface OrdersRepository {
  list(userId: string): Promise<Outcome<OrderRecord[]>>;
  /**
   * A `pending` order from the user's stored cart, priced from the store's own products and the
   * coupon rules of src/domain (order-ops priceOrder). The cart is NOT touched.
   * - An order of this user with `idempotencyKey` exists → that order, `created: false`.
   * - Refusals, in this order: empty cart, unknown address, a product gone or sold out, unknown or
   *   ineligible coupon (all 'invalid').
   * - `request.amount` differs from the server's by ≥ 0.005: no order; the stored cart's lines are
   *   rewritten with the current products and the value is `{ priceChanged: { amount, cart } }`.
   */
  create(userId: string, request: CreateOrderRequest): Promise<Outcome<CreatedOrder>>;
  /**
   * Records the payment provider's order if the order has none yet; if it has one (a concurrent
   * create won), keeps it. Returns the order. Unknown order: 'not-found'.
   */
  attachPayment(
    userId: string,
    orderId: string,
    payment: OrderPaymentRecord,
  ): Promise<Outcome<OrderRecord>>;
  /**
   * The payment is verified (the caller checked the signature): in ONE step the order becomes
   * `paid` and its products leave the cart. Same payment again: success, nothing changed. Paid with
   * another id, or cancelled: 'conflict'. A payment id already on any other order of any shopper:
   * 'conflict'. A `failed` order can be confirmed.
   */
  confirm(userId: string, orderId: string, paymentId: string): Promise<Outcome<ConfirmedOrder>>;
  /**
   * A `pending` or `failed` order moves to `status`; the same status again is a success. `paid` or
   * `cancelled`: 'conflict'.
   */
  close(
    userId: string,
    orderId: string,
    status: 'failed' | 'cancelled',
  ): Promise<Outcome<ChangedOrder>>;
}

export function createMemoryOrders(engine: Engine, clock: Clock): OrdersRepository {
  const stamp = () => formatTimestamp(clock.now());
  return {
    list: (userId) => readUser(engine, userId, (u) => u.orders),
    create: (userId, request) =>
      writeUser(engine, userId, orderOps.createOrder(request, clock.newId(), stamp())),
    attachPayment: (userId, orderId, payment) =>
      writeUser(engine, userId, orderOps.attachPayment(orderId, payment)),
    confirm: (userId, orderId, paymentId) =>
      writeUser(engine, userId, orderOps.confirmOrder(orderId, paymentId, stamp())),
    close: (userId, orderId, status) =>
      writeUser(engine, userId, orderOps.closeOrder(orderId, status)),
  };
}
