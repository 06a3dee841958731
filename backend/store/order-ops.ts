/**
 * The order's life as store transactions (docs/architecture.md, "Payment"): create a pending order priced by
 * the server, attach the payment provider's order to it, confirm it once the payment is verified
 * (paid, and its lines leave the cart, in one step), mark a failed attempt, cancel. Amounts are
 * src/domain/pricing.ts + coupons.ts over the server's own products; signatures are checked by the
 * handler before `confirmOrder` runs (Web Crypto is asynchronous, a transaction is not).
 */
import { toProduct } from '@/domain/adapters';
import { couponValue, findCoupon, isCouponEligible } from '@/domain/coupons';
import { priceDetails } from '@/domain/pricing';
import type {
  Address,
  CartLineRecord,
  OrderPaymentRecord,
  OrderRecord,
  ProductRecord,
} from '@/domain/types';
import {
  couponNotEligible,
  MESSAGES,
  noLongerSold,
  orderMessages,
  soldOut,
  unknownAddress,
  unknownCoupon,
  unknownOrder,
} from '../messages';
import { refusal, success, type Outcome } from './outcome';
import type { DbState, UserRow } from './schema';

type UserOp<T> = (user: UserRow, db: DbState) => Outcome<T>;

export interface CreateOrderRequest {
  addressId: string;
  couponCode?: string;
  /** The client's key for this Place Order: the same key gives back the same order. */
  idempotencyKey: string;
  /** The total the client showed; when given and different from the server's, 409 (nothing stored). */
  amount?: number;
}

export type CreatedOrder =
  | {
      order: OrderRecord;
      orders: OrderRecord[];
      /** False when the idempotency key named an order that already existed. */
      created: boolean;
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
}

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
    if (!isCouponEligible(coupon, priced))
      return refusal('invalid', couponNotEligible(coupon.couponName, coupon.minimumAmount));
    couponCode = coupon.couponName;
    discount = couponValue(coupon);
  }
  const amount = priceDetails(priced, discount).totalAmt;
  // No order; the stored cart takes today's prices so every screen shows what would be charged.
  if (request.amount !== undefined && Math.abs(request.amount - amount) >= 0.005)
    return success({ priceChanged: { amount, cart: lines } });

  return success({
    order: {
      _id: draft.orderId,
      status: 'pending',
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
    },
  });
}

export const createOrder =
  (request: CreateOrderRequest, orderId: string, now: string): UserOp<CreatedOrder> =>
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
    });
    if (!priced.ok) return priced;
    if ('priceChanged' in priced.value) {
      user.cart = priced.value.priceChanged.cart;
      return success({ priceChanged: { ...priced.value.priceChanged, cart: user.cart } });
    }
    const { order } = priced.value;
    user.orders = [...user.orders, order];
    return success({ order, orders: user.orders, created: true });
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

export const confirmOrder =
  (orderId: string, paymentId: string, now: string): UserOp<ConfirmedOrder> =>
  (user, db) => {
    const order = findOrder(user, orderId);
    if (!order) return refusal('not-found', unknownOrder(orderId));
    if (order.status === 'paid') {
      // Idempotent: the same payment confirmed again changes nothing; another payment is refused.
      if (order.paymentId === paymentId)
        return success({ order, orders: user.orders, cart: user.cart });
      return refusal('conflict', orderMessages.alreadyPaid);
    }
    if (order.status === 'cancelled') return refusal('conflict', orderMessages.cancelled);
    const usedElsewhere = db.users.some((u) =>
      u.orders.some((o) => o._id !== orderId && o.paymentId === paymentId),
    );
    if (usedElsewhere) return refusal('conflict', orderMessages.paymentReused);

    const paid: OrderRecord = { ...order, status: 'paid', paymentId, paidAt: now };
    replaceOrder(user, paid);
    // The order's lines leave the cart with the payment: for the usual checkout that empties it,
    // and a later payment of an older order does not take newer lines with it.
    const bought = new Set(order.orderProducts.map((l) => l._id));
    user.cart = user.cart.filter((l) => !bought.has(l._id));
    return success({ order: paid, orders: user.orders, cart: user.cart });
  };

export const closeOrder =
  (orderId: string, status: 'failed' | 'cancelled'): UserOp<ChangedOrder> =>
  (user) => {
    const order = findOrder(user, orderId);
    if (!order) return refusal('not-found', unknownOrder(orderId));
    if (order.status === status) return success({ order, orders: user.orders });
    if (order.status === 'paid') return refusal('conflict', orderMessages.alreadyPaid);
    if (order.status === 'cancelled') return refusal('conflict', orderMessages.cancelled);
    const next = { ...order, status };
    replaceOrder(user, next);
    return success({ order: next, orders: user.orders });
  };
