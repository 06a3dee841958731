/**
 * Orders with their payments and their stock: order first, then payment, then verification
 * (docs/architecture.md, "Payment"). Each call succeeds whole or changes nothing, and a shopper's
 * call refuses 'not-found' (MESSAGES.notRegistered) when the account is gone. An online order is
 * created `pending` holding its stock (src/domain/stock.ts) until `holdUntil`; it becomes `paid`
 * (the hold a sale), `failed` (still payable), `cancelled` (released at once) or `expired` (released
 * by the sweep); a payment that cannot keep its order is refunded (`refunded`). A Cash on Delivery
 * order is `placed` at once, its stock taken. The rules are ./order-ops.ts and ./settle-ops.ts
 * (pricing from src/domain); the SQL side is server/db/orders.ts and server/db/settlement.ts.
 */
import { formatTimestamp } from '@/domain/cart';
import { holdEnds } from '@/domain/stock';
import type { OrderPaymentRecord, OrderRecord } from '@/domain/types';
import type { Clock } from '../clock';
import type { Engine } from './engine';
import type { Outcome } from './outcome';
import * as orderOps from './order-ops';
import type { ChangedOrder, ConfirmedOrder, CreatedOrder, CreateOrderRequest } from './order-ops';
import * as settleOps from './settle-ops';
import type { RefundRequest, Settlement } from './settle-ops';
import * as afterSale from './after-sale-ops';
import * as refundOps from './refund-ops';
import type { AskedAgain } from './refund-ops';
import type {
  CancelledOrder,
  ConsoleListRequest,
  ConsoleOrders,
  ReceivedReturn,
  RefundToIssue,
  ReturnRequestInput,
  ShipRequest,
} from './after-sale-ops';
import { readUser, writeUser } from './user-records';

export type { ChangedOrder, ConfirmedOrder, CreatedOrder, CreateOrderRequest } from './order-ops';
export type { RefundRequest, Settlement } from './settle-ops';
export type { AskedAgain } from './refund-ops';
export type {
  CancelledOrder,
  ConsoleListRequest,
  ConsoleOrders,
  ReceivedReturn,
  RefundToIssue,
  ReturnRequestInput,
  ShipRequest,
} from './after-sale-ops';

export interface OrdersRepository {
  list(userId: string): Promise<Outcome<OrderRecord[]>>;
  /**
   * A `pending` order from the user's stored cart, priced from the store's own products and the
   * coupon rules of src/domain (order-ops priceOrder), its quantities held in the same step. The
   * cart is NOT touched. With `paymentMethod: 'cod'` the order is `placed`, its units taken and its
   * lines out of the cart (`cart` in the answer).
   * - An order of this user with `idempotencyKey` exists → that order, `created: false`.
   * - Refusals, in this order: empty cart, unknown address, a product gone or sold out, unknown or
   *   ineligible coupon, a first-purchase offer for an account that has bought (all 'invalid').
   * - `request.amount` differs from the server's by ≥ 0.005: no order; the stored cart's lines are
   *   rewritten with the current products and the value is `{ priceChanged: { amount, cart } }`.
   * - Cash on Delivery above `request.codLimit`: 'conflict'. A line asks for more than is left:
   *   'conflict' naming the product and how many are left; nothing is held.
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
   * The payment is verified (the caller checked the signature): `settle` for the shopper's own
   * order (another's: 'not-found'), an answer of 'refund' refused as 'conflict' (paid with another
   * id, cancelled, expired without stock, refunded, paid on delivery). A payment id already on
   * any other paid order of any shopper: 'conflict'.
   */
  confirm(userId: string, orderId: string, paymentId: string): Promise<Outcome<ConfirmedOrder>>;
  /**
   * A `pending` or `failed` order moves to `status`; the same status again is a success; any other
   * status: 'conflict'. Cancelling releases the order's hold at once.
   */
  close(
    userId: string,
    orderId: string,
    status: 'failed' | 'cancelled',
  ): Promise<Outcome<ChangedOrder>>;
  /** The order whose provider order id is `providerOrderId`, with its owner; null when none. */
  findByProviderOrder(
    providerOrderId: string,
  ): Promise<{ userId: string; order: OrderRecord } | null>;
  /**
   * A captured payment for the order, from the browser's confirm, a webhook or reconciliation.
   * pending|failed -> paid (hold becomes sale, order's lines leave the cart); expired -> paid when
   * the stock can be taken again, else 'refund'; paid with the same payment -> 'already'; paid with
   * another payment, cancelled, refunded, placed -> 'refund'. Amount and currency are the caller's
   * to check. Unknown order: 'not-found'; the payment on another paid order: 'conflict'.
   */
  settle(orderId: string, paymentId: string): Promise<Outcome<Settlement>>;
  /** A failed payment attempt: pending -> failed (other statuses unchanged). */
  recordFailure(orderId: string): Promise<Outcome<OrderRecord>>;
  /**
   * Records the full refund asked of the provider for a payment that cannot keep its order; the
   * order (unless paid by another payment or placed) becomes 'refunded', its hold released. Same
   * refund id again: no change.
   */
  recordRefund(orderId: string, refund: RefundRequest): Promise<Outcome<OrderRecord>>;
  /**
   * refund.processed from the provider: the refund with this provider id (or, for one recorded
   * after the provider made it, this id) is processed; an order `refund_pending` with no refund
   * pending any more moves on to `refunded` (every unit back) or `partially_refunded`. None: nothing.
   * `attempt` (found by the shop's id, from the event's receipt): only when that is the refund's
   * current attempt.
   */
  settleRefund(providerRefundId: string, attempt?: number): Promise<void>;
  /**
   * refund.failed from the provider: the refund pending with this provider id is `failed` (no
   * longer counted as given back); its order stays `refund_pending`, owing it, until the operator
   * asks again (retryRefund). None has the id yet (the event came before the provider's answer was
   * attached): the refund `asked` names, if pending without a provider id and at that attempt, is
   * failed and given the id. Any other refund (processed, failed already, asked again since,
   * unknown): nothing.
   */
  failRefund(
    providerRefundId: string,
    asked?: { refundId: string; attempt: number },
  ): Promise<void>;
  /** Orders pending or failed, with a provider order, created before `before`, oldest first. */
  awaitingPayment(before: Date, limit: number): Promise<{ userId: string; order: OrderRecord }[]>;
  /**
   * Orders expired or cancelled before they were paid, with a provider order and no refund, that
   * closed at or after `since`, newest first (closedBeforePaying): a payment may still come.
   */
  closedUnpaid(since: Date, limit: number): Promise<{ userId: string; order: OrderRecord }[]>;
  /**
   * Every pending|failed order whose hold ended before `now` becomes expired and releases its
   * stock; answers how many. Two sweeps at once expire each order once.
   */
  expireHolds(now: Date): Promise<number>;

  // After the sale (docs/api.md draws the moves). A move the order's status does not allow is
  // 'conflict' naming the status it is in, and changes nothing; an unknown order is 'not-found'.

  /** The shopper's order. */
  get(userId: string, orderId: string): Promise<Outcome<OrderRecord>>;
  /** Every shopper's orders for the operator, newest first, `status` only when given. */
  consoleList(request: ConsoleListRequest): Promise<ConsoleOrders>;
  /** paid | placed → shipped, with its carrier and tracking number. */
  ship(orderId: string, shipment: ShipRequest): Promise<Outcome<OrderRecord>>;
  /**
   * shipped → delivered; returns close `returnDays` days later (`returnBy`); a Cash on Delivery
   * order is paid now (`paidAt`).
   */
  deliver(orderId: string, returnDays: number): Promise<Outcome<OrderRecord>>;
  /**
   * The shopper cancels: pending | failed → cancelled (hold released); placed → cancelled (units
   * back on hand); paid → refund_pending (units back on hand, a full refund recorded pending,
   * answered as `refund`). A repeat of a cancel done answers the order as it is (`refund` null).
   */
  cancel(userId: string, orderId: string): Promise<Outcome<CancelledOrder>>;
  /**
   * delivered | partially_refunded → return_requested, until `returnBy` (after it: 'conflict'
   * naming the day returns closed); the lines must be units bought and not yet returned
   * ('invalid'). The refund it will give (src/domain/refunds.ts) is fixed now.
   */
  requestReturn(
    userId: string,
    orderId: string,
    request: ReturnRequestInput,
  ): Promise<Outcome<OrderRecord>>;
  /**
   * The operator received the parcel: return_requested → refund_pending, its units back on hand,
   * its refund recorded pending (`refund`). A Cash on Delivery order's refund is paid in cash:
   * processed at once, and the order goes straight on to refunded or partially_refunded.
   */
  receiveReturn(orderId: string): Promise<Outcome<ReceivedReturn>>;
  /** The operator refuses the return: return_requested → delivered. */
  refuseReturn(orderId: string): Promise<Outcome<OrderRecord>>;
  /**
   * The provider's id and status for a refund recorded pending (a processed or failed one stays
   * so: the provider's webhook may come first); processed may settle the order as settleRefund
   * does. Unknown refund: 'not-found'. `attempt`: the ask it answers; when the refund has been
   * asked again since, 'conflict' and nothing changed.
   */
  attachProviderRefund(
    refundId: string,
    providerRefundId: string,
    status: 'pending' | 'processed' | 'failed',
    attempt?: number,
  ): Promise<Outcome<OrderRecord>>;
  /**
   * The oldest refunds never asked of the provider, at most `limit`; those in `skip` (waiting out a
   * failed ask) left out, so they never keep newer ones from being asked.
   */
  refundsToIssue(limit: number, skip?: readonly string[]): Promise<RefundToIssue[]>;
  /**
   * The operator asks again for a refund of the order that the provider failed: `pending` once
   * more, counted again, with no provider id and its next `attempt`, answered as the refund to ask
   * (`refund`). Unknown order or refund: 'not-found'; a refund not failed, or one for a payment the
   * order never kept (no units: not the order's payment to ask from): 'conflict', nothing changed.
   */
  retryRefund(orderId: string, refundId: string): Promise<Outcome<AskedAgain>>;
}

export function createMemoryOrders(engine: Engine, clock: Clock): OrdersRepository {
  const stamp = () => formatTimestamp(clock.now());
  return {
    list: (userId) => readUser(engine, userId, (u) => u.orders),
    create: (userId, request) =>
      writeUser(
        engine,
        userId,
        orderOps.createOrder(
          request,
          clock.newId(),
          stamp(),
          holdEnds(clock.now(), request.holdMinutes),
        ),
      ),
    attachPayment: (userId, orderId, payment) =>
      writeUser(engine, userId, orderOps.attachPayment(orderId, payment)),
    confirm: (userId, orderId, paymentId) =>
      writeUser(engine, userId, orderOps.confirmOrder(orderId, paymentId, stamp())),
    close: (userId, orderId, status) =>
      writeUser(engine, userId, orderOps.closeOrder(orderId, status, stamp())),
    findByProviderOrder: (providerOrderId) =>
      engine.read((db) => {
        for (const user of db.users) {
          const order = user.orders.find((o) => o.payment?.orderId === providerOrderId);
          if (order) return { userId: user._id, order: structuredClone(order) };
        }
        return null;
      }),
    settle: (orderId, paymentId) =>
      engine.write(settleOps.settleOrder(orderId, paymentId, stamp())),
    recordFailure: (orderId) => engine.write(settleOps.recordFailure(orderId, stamp())),
    recordRefund: (orderId, refund) =>
      engine.write(settleOps.recordRefund(orderId, refund, stamp())),
    settleRefund: async (providerRefundId, attempt) => {
      await engine.write(refundOps.settleRefund(providerRefundId, stamp(), attempt));
    },
    failRefund: async (providerRefundId, asked) => {
      await engine.write(refundOps.failRefund(providerRefundId, stamp(), asked));
    },
    awaitingPayment: (before, limit) =>
      engine.read((db) => structuredClone(settleOps.awaitingPayment(db, before, limit))),
    closedUnpaid: (since, limit) =>
      engine.read((db) => structuredClone(settleOps.closedUnpaid(db, since, limit))),
    expireHolds: async (now) => {
      const expired = await engine.write(settleOps.expireHolds(now, stamp()));
      return expired.ok ? expired.value : 0;
    },
    get: (userId, orderId) => engine.read(afterSale.getOrder(userId, orderId)),
    consoleList: (request) => engine.read((db) => afterSale.consoleList(db, request)),
    ship: (orderId, shipment) => engine.write(afterSale.shipOrder(orderId, shipment, stamp())),
    deliver: (orderId, returnDays) =>
      engine.write(afterSale.deliverOrder(orderId, returnDays, stamp())),
    cancel: (userId, orderId) =>
      engine.write(afterSale.cancelOrder(userId, orderId, clock.newId(), stamp())),
    requestReturn: (userId, orderId, request) =>
      engine.write(afterSale.requestReturn(userId, orderId, request, stamp())),
    receiveReturn: (orderId) =>
      engine.write(afterSale.receiveReturn(orderId, clock.newId(), stamp())),
    refuseReturn: (orderId) => engine.write(afterSale.refuseReturn(orderId, stamp())),
    attachProviderRefund: (refundId, providerRefundId, status, attempt) =>
      engine.write(
        refundOps.attachProviderRefund(refundId, providerRefundId, status, stamp(), attempt),
      ),
    refundsToIssue: (limit, skip) =>
      engine.read((db) => structuredClone(refundOps.refundsToIssue(db, limit, skip))),
    retryRefund: (orderId, refundId) => engine.write(refundOps.retryRefund(orderId, refundId)),
  };
}
