/**
 * Entity types. `*Record` types are the wire shapes the API speaks (the seed's: prices and ratings
 * are strings); the plain names are the app's own shapes, produced by the adapters in
 * ./adapters.ts.
 */

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
 * An order's life (the moves: src/domain/order-status.ts): an online order is created `pending`
 * (priced by the server, its stock held, nothing charged yet), then `paid` once its payment is
 * verified; `failed` when the provider reported a failed attempt (it can still be paid);
 * `cancelled` by the shopper, `expired` when its hold ended unpaid; `refunded` when a payment taken
 * for it was given back in full. A Cash on Delivery order is `placed` at once.
 */
export type OrderStatus =
  'pending' | 'failed' | 'paid' | 'placed' | 'cancelled' | 'expired' | 'refunded';

/** How an order is paid: online through the provider, or cash on delivery. */
export type PaymentMethod = 'online' | 'cod';

/** The full refund of a payment taken for an order that cannot keep it (amount in rupees). */
export interface OrderRefund {
  id: string;
  amount: number;
  status: 'pending' | 'processed';
  reason: string;
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
  status: OrderStatus;
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
  refund: OrderRefund | null;
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
