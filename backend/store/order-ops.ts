/**
 * The order's life as store transactions (docs/architecture.md, "Payment"): create a pending order priced by
 * the server, attach the payment provider's order to it, confirm it once the payment is verified
 * (paid, and its lines leave the cart, in one step), mark a failed attempt, cancel. Amounts are
 * src/domain/pricing.ts + coupons.ts over the server's own products; signatures are checked by the
 * handler before `confirmOrder` runs (Web Crypto is asynchronous, a transaction is not).
 */
import { toProduct } from '@/domain/adapters';
import {
  couponAllowedForAccount,
  couponValue,
  findCoupon,
  FIRST_PURCHASE_COUPONS,
  isCouponEligible,
  isFirstPurchaseOnly,
} from '@/domain/coupons';
import { hasPurchase } from '@/domain/order-status';
import { priceDetails } from '@/domain/pricing';
import { codAllowed, COD_LIMIT_RUPEES, holdEnds } from '@/domain/stock';
import type {
  Address,
  CartLineRecord,
  OrderPaymentRecord,
  OrderRecord,
  PaymentMethod,
  ProductRecord,
} from '@/domain/types';
import {
  codOverLimit,
  couponNotEligible,
  firstOfferAwaitingPayment,
  firstPurchaseOnly,
  MESSAGES,
  noLongerSold,
  soldOut,
  unknownAddress,
  unknownCoupon,
  unknownOrder,
} from '../messages';
import { purchaseOf } from './after-sale-ops';
import { recordStatus } from './order-timeline';
import { queueOrderEmail } from './outbox';
import { refusal, success, type Outcome } from './outcome';
import type { DbState, UserRow } from './schema';
import { finalRefusal, settleOrder, withoutLines } from './settle-ops';
import { hold, release, take } from './stock-ops';

type UserOp<T> = (user: UserRow, db: DbState) => Outcome<T>;

export interface CreateOrderRequest {
  addressId: string;
  couponCode?: string;
  /** The client's key for this Place Order: the same key gives back the same order. */
  idempotencyKey: string;
  /** The total the client showed; when given and different from the server's, 409 (nothing stored). */
  amount?: number;
  /** 'online' (the default): pending, its stock held. 'cod': placed at once, its stock taken. */
  paymentMethod?: PaymentMethod;
  /** The largest amount paid on delivery (default COD_LIMIT_RUPEES); above it a COD order is 409. */
  codLimit?: number;
  /** How long an online order holds its stock, in minutes (default ORDER_HOLD_MINUTES). */
  holdMinutes?: number;
}

export type CreatedOrder =
  | {
      order: OrderRecord;
      orders: OrderRecord[];
      /** False when the idempotency key named an order that already existed. */
      created: boolean;
      /** A Cash on Delivery order just placed: the cart without its lines. */
      cart?: CartLineRecord[];
    }
  | {
      /** The client's amount was stale: no order; the cart now carries today's prices. */
      priceChanged: { amount: number; cart: CartLineRecord[] };
    };

export interface ConfirmedOrder {
  order: OrderRecord;
  orders: OrderRecord[];
  cart: CartLineRecord[];
}

export interface ChangedOrder {
  order: OrderRecord;
  orders: OrderRecord[];
}

function findOrder(user: UserRow, orderId: string): OrderRecord | undefined {
  return user.orders.find((o) => o._id === orderId);
}

function replaceOrder(user: UserRow, order: OrderRecord): void {
  user.orders = user.orders.map((o) => (o._id === order._id ? order : o));
}

/** What pricing an order reads: the shopper's records and the catalogue as it is now. */
export interface OrderDraft {
  request: CreateOrderRequest;
  orderId: string;
  now: string;
  email: string;
  cart: readonly CartLineRecord[];
  address: Address | undefined;
  product(id: string): ProductRecord | undefined;
  /** Whether any order of the account is a purchase (`isPurchase`): first-purchase offers are refused. */
  hasPurchase: boolean;
  /**
   * Whether an order of the account awaiting payment (pending or failed) carries a first-purchase
   * offer: a second order with one is refused, or paying both would use the offer twice.
   */
  firstOfferUnpaid: boolean;
  /** When an online order's stock hold ends (ISO). */
  holdUntil: string;
}

/** Whether any of these orders is a purchase. */
export type PricedOrder =
  { order: OrderRecord } | { priceChanged: { amount: number; cart: CartLineRecord[] } };

/**
 * The new order from the cart, priced from the catalogue as it is now, or the refusal, or (the
 * client's total was stale) the cart at today's prices. Pure: both stores store what it answers.
 */
export function priceOrder(draft: OrderDraft): Outcome<PricedOrder> {
  const { request } = draft;
  if (draft.cart.length === 0) return refusal('invalid', MESSAGES.emptyCart);
  const address = draft.address;
  if (!address) return refusal('invalid', unknownAddress(request.addressId));

  // Every line priced from the catalogue as it is now; a line that cannot be sold refuses the order.
  const lines: CartLineRecord[] = [];
  for (const line of draft.cart) {
    const product = draft.product(line._id);
    if (!product) return refusal('invalid', noLongerSold(line.name));
    if (!product.inStock) return refusal('invalid', soldOut(product.name));
    lines.push({
      ...product,
      qty: line.qty,
      createdAt: line.createdAt,
      updatedAt: line.updatedAt,
    });
  }
  const priced = lines.map((l) => ({ ...toProduct(l), qty: l.qty }));

  let couponCode: string | null = null;
  let discount = 0;
  const code = request.couponCode?.trim() ?? '';
  if (code !== '') {
    const coupon = findCoupon(code);
    if (!coupon) return refusal('invalid', unknownCoupon(code));
    if (!couponAllowedForAccount(coupon, draft.hasPurchase))
      return refusal('invalid', firstPurchaseOnly(coupon.couponName));
    if (isFirstPurchaseOnly(coupon) && draft.firstOfferUnpaid)
      return refusal('conflict', firstOfferAwaitingPayment(coupon.couponName));
    if (!isCouponEligible(coupon, priced)) {
      // A price that dropped since the cart was shown can take the order under the coupon's
      // minimum: the cart at today's prices first (the screen then shows why the coupon goes), not
      // a refusal that the cart as the shopper sees it cannot explain.
      const moved = draft.cart.some((line) => line.price !== draft.product(line._id)?.price);
      if (moved && request.amount !== undefined)
        return success({ priceChanged: { amount: priceDetails(priced, 0).totalAmt, cart: lines } });
      return refusal('invalid', couponNotEligible(coupon.couponName, coupon.minimumAmount));
    }
    couponCode = coupon.couponName;
    discount = couponValue(coupon);
  }
  const amount = priceDetails(priced, discount).totalAmt;
  // No order; the stored cart takes today's prices so every screen shows what would be charged.
  if (request.amount !== undefined && Math.abs(request.amount - amount) >= 0.005)
    return success({ priceChanged: { amount, cart: lines } });
  const cod = request.paymentMethod === 'cod';
  const codLimit = request.codLimit ?? COD_LIMIT_RUPEES;
  if (cod && !codAllowed(amount, codLimit)) return refusal('conflict', codOverLimit(codLimit));

  return success({
    order: {
      _id: draft.orderId,
      status: cod ? 'placed' : 'pending',
      orderProducts: lines,
      amount,
      couponCode,
      deliveryAddress: { ...address },
      paymentId: null,
      payment: null,
      userEmail: draft.email,
      createdAt: draft.now,
      paidAt: null,
      idempotencyKey: request.idempotencyKey,
      paymentMethod: cod ? 'cod' : 'online',
      holdUntil: cod ? null : draft.holdUntil,
      timeline: [{ status: cod ? 'placed' : 'pending', at: draft.now }],
      shipment: null,
      deliveredAt: null,
      returnBy: null,
      returnRequest: null,
      refunds: [],
    },
  });
}

export const createOrder =
  (
    request: CreateOrderRequest,
    orderId: string,
    now: string,
    holdUntil: string = holdEnds(new Date(Date.parse(now))),
  ): UserOp<CreatedOrder> =>
  (user, db) => {
    const existing = user.orders.find((o) => o.idempotencyKey === request.idempotencyKey);
    if (existing) return success({ order: existing, orders: user.orders, created: false });
    const priced = priceOrder({
      request,
      orderId,
      now,
      email: user.email,
      cart: user.cart,
      address: user.addresses.find((a) => a.id === request.addressId),
      product: (id) => db.products.find((p) => p._id === id),
      hasPurchase: hasPurchase(user.orders.map(purchaseOf)),
      firstOfferUnpaid: user.orders.some(
        (o) =>
          (o.status === 'pending' || o.status === 'failed') &&
          o.couponCode !== null &&
          FIRST_PURCHASE_COUPONS.has(o.couponCode.trim().toUpperCase()),
      ),
      holdUntil,
    });
    if (!priced.ok) return priced;
    if ('priceChanged' in priced.value) {
      user.cart = priced.value.priceChanged.cart;
      return success({ priceChanged: { ...priced.value.priceChanged, cart: user.cart } });
    }
    const { order } = priced.value;
    // Held for an online order, taken at once for Cash on Delivery; short of stock: nothing changes.
    const cod = order.paymentMethod === 'cod';
    const stocked = cod ? take(db, order.orderProducts) : hold(db, order.orderProducts);
    if (!stocked.ok) return stocked;
    user.orders = [...user.orders, order];
    // outbox: a Cash on Delivery order is placed as it is made, and says so (./outbox.ts).
    queueOrderEmail(db, {
      orderId: order._id,
      userId: user._id,
      seq: 1,
      status: order.status,
      previous: null,
      at: order.createdAt,
    });
    if (!cod) return success({ order, orders: user.orders, created: true });
    user.cart = withoutLines(user.cart, order);
    return success({ order, orders: user.orders, created: true, cart: user.cart });
  };

export const attachPayment =
  (orderId: string, payment: OrderPaymentRecord): UserOp<OrderRecord> =>
  (user) => {
    const order = findOrder(user, orderId);
    if (!order) return refusal('not-found', unknownOrder(orderId));
    // The first provider order wins: a doubled request must not leave two ways to pay one order.
    if (order.payment) return success(order);
    const next = { ...order, payment };
    replaceOrder(user, next);
    return success(next);
  };

/** The payment is verified: the shopper's own order settled, a refund answered as refused. */
export const confirmOrder =
  (orderId: string, paymentId: string, now: string): UserOp<ConfirmedOrder> =>
  (user, db) => {
    const settled = settleOrder(orderId, paymentId, now, user._id)(db);
    if (!settled.ok) return settled;
    if (settled.value.result === 'refund') return finalRefusal(settled.value.order);
    const { order, orders, cart } = settled.value;
    return success({ order, orders, cart });
  };

export const closeOrder =
  (orderId: string, status: 'failed' | 'cancelled', now: string): UserOp<ChangedOrder> =>
  (user, db) => {
    const order = findOrder(user, orderId);
    if (!order) return refusal('not-found', unknownOrder(orderId));
    if (order.status === status) return success({ order, orders: user.orders });
    if (order.status !== 'pending' && order.status !== 'failed') return finalRefusal(order);
    // A cancelled order's hold is released at once; a failed one keeps it (it can still be paid).
    const cancelled = status === 'cancelled';
    const next = recordStatus(db, user._id, order, status, now, {
      holdUntil: cancelled ? null : order.holdUntil,
    });
    if (!next.ok) return next;
    if (cancelled && order.holdUntil !== null) release(db, order.orderProducts);
    return success({ order: next.value, orders: user.orders });
  };
