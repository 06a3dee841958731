/**
 * Entity types. `*Record` types are the wire shapes the API speaks (the seed's: prices and ratings
 * are strings); the plain names are the app's own shapes, produced by the adapters in
 * ./adapters.ts.
 */
import type { OrderLifecycleStatus } from './order-status';

export interface RatingsRecord {
  value: string;
  count: string;
}

/** A product as the API sends it (seed data shape). */
export interface ProductRecord {
  _id: string;
  name: string;
  image: string;
  brand: string;
  size: string;
  price: string;
  originalPrice: string;
  off: string;
  offer: string;
  categoryName: string;
  productType: string;
  ratings: RatingsRecord;
  /** Whole units a shopper can still order: on hand minus those held by unpaid orders, never below 0. */
  stock: number;
  /** Always `stock > 0`. */
  inStock: boolean;
  isBestSeller: boolean;
}

export interface CartLineRecord extends ProductRecord {
  qty: number;
  createdAt: string;
  updatedAt: string;
}

export interface WishlistEntryRecord extends ProductRecord {
  createdAt: string;
  updatedAt: string;
}

export interface Category {
  _id: string;
  categoryName: string;
}

/** A user as the API returns it: never a password. */
export interface PublicUser {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  createdAt: string;
  updatedAt: string;
}

export interface Address {
  id: string;
  userName: string;
  houseNumber: string;
  city: string;
  state: string;
  country: string;
  pincode: number;
  mobileNumber: number;
}

/** The fields a shopper types; the server assigns the id. */
export type AddressInput = Omit<Address, 'id'>;

export interface Coupon {
  couponName: string;
  /** A string holding a number, as the API's coupon records do. */
  value: string;
  description: string;
  /** The order amount must be above this for the coupon to apply (0 = always). */
  minimumAmount: number;
}

/**
 * An order's life: the statuses and the moves between them are src/domain/order-status.ts. An
 * online order is created `pending` (priced by the server, its stock held, nothing charged yet),
 * then `paid` once its payment is verified; a Cash on Delivery order is `placed` at once. After the
 * sale it is `shipped`, `delivered`, maybe returned, and refunded in full or in part.
 */
export type OrderStatus = OrderLifecycleStatus;

/** How an order is paid: online through the provider, or cash on delivery. */
export type PaymentMethod = 'online' | 'cod';

/**
 * Money given back for an order (amount in rupees): a payment the order could not keep, a
 * cancelled paid order, a return. Recorded `pending` in the same write as the move that owes it,
 * then asked of the provider (`providerRefundId`) and `processed` when the provider confirms, or
 * `failed` when the provider says it failed (the operator asks again: `pending` once more, the next
 * `attempt`); a Cash on Delivery refund is paid back in cash and recorded `processed` at once.
 */
export interface OrderRefund {
  /** The shop's id for the refund (a refund recorded after the provider made it keeps the provider's). */
  id: string;
  /** The provider's refund id once asked; null until then, and for a cash refund. */
  providerRefundId: string | null;
  amount: number;
  status: 'pending' | 'processed' | 'failed';
  reason: string;
  createdAt: string;
  /** The units it gives back (a return, a cancelled order); empty for a payment the order never kept. */
  lines: { productId: string; qty: number }[];
  /**
   * How many times the operator asked it again after the provider failed it (0, or absent, at
   * first): each ask goes under an idempotency key of its own (backend/settlement/after-sale.ts,
   * `refundKey`).
   */
  attempt?: number;
  /**
   * For a payment the order never kept (no lines), the payment it gives back, which an ask again is
   * made from. Absent for a refund of the order's own payment, and for one saved before it was kept.
   */
  paymentId?: string;
}

/** One status an order reached, and when (ISO). */
export interface OrderTimelineEntry {
  status: OrderLifecycleStatus;
  at: string;
}

/** How a shipped order travels. */
export interface OrderShipment {
  carrier: string;
  trackingNumber: string;
  shippedAt: string;
}

/** What the shopper asked to send back, and why. */
export interface OrderReturnRequest {
  lines: { productId: string; qty: number }[];
  reason: string;
  requestedAt: string;
  /** What receiving it refunds (src/domain/refunds.ts), fixed when asked. */
  refundAmount: number;
  /** When the operator received the parcel; null until then. */
  receivedAt: string | null;
}

/** Which provider takes an order's payment, and the provider's own order id for it. */
export interface OrderPayment {
  provider: 'razorpay' | 'simulated';
  /** The provider's order id (Razorpay `order_…`): the checkout opens with it, the signature names it. */
  orderId: string;
  /** Razorpay's public key id the checkout opens with; null for the simulated provider. */
  keyId: string | null;
}

/** The same shape on the wire as in the app. */
export type OrderPaymentRecord = OrderPayment;

export interface OrderRecord {
  _id: string;
  status: OrderLifecycleStatus;
  orderProducts: CartLineRecord[];
  amount: number;
  couponCode: string | null;
  deliveryAddress: Address;
  /** The verified payment's id; null until the order is paid. */
  paymentId: string | null;
  /** Null only between the order's creation and the provider's answer. */
  payment: OrderPaymentRecord | null;
  userEmail: string;
  createdAt: string;
  paidAt: string | null;
  /** The client's key for the create request: a repeated request gets this order back. */
  idempotencyKey: string | null;
  paymentMethod: PaymentMethod;
  /** When the stock hold of a pending or failed order ends (ISO); null once it holds nothing. */
  holdUntil: string | null;
  /** Every status the order reached, oldest first; starts with the status it was created in. */
  timeline: OrderTimelineEntry[];
  shipment: OrderShipment | null;
  deliveredAt: string | null;
  /** The last day a return may be asked (ISO), set at delivery. */
  returnBy: string | null;
  returnRequest: OrderReturnRequest | null;
  /** Every refund of the order, oldest first. */
  refunds: OrderRefund[];
}

/** Products in the app's own shape: numbers where the wire has numeric strings. */
export interface Product {
  id: string;
  name: string;
  image: string;
  brand: string;
  size: string;
  price: number;
  originalPrice: number;
  off: string;
  offer: string;
  categoryName: string;
  productType: string;
  rating: number;
  ratingCount: number;
  /** Whole units a shopper can still order. */
  stock: number;
  inStock: boolean;
  isBestSeller: boolean;
}

export interface CartLine extends Product {
  qty: number;
}

export interface Order {
  id: string;
  status: OrderStatus;
  lines: CartLine[];
  amount: number;
  couponCode: string | null;
  deliveryAddress: Address;
  paymentId: string | null;
  payment: OrderPayment | null;
  createdAt: string;
}
