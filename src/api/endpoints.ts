/**
 * One typed function per endpoint of the shop API (README "API"). Wire shapes come back as the
 * server sends them; callers turn them into app types with src/domain/adapters.
 */
import type {
  Address,
  AddressInput,
  CartLineRecord,
  Category,
  Coupon,
  OrderRecord,
  ProductRecord,
  PublicUser,
  WishlistEntryRecord,
} from '@/domain/types';
import { request } from './client';

export interface Credentials {
  email: string;
  password: string;
}

export interface SignupInput extends Credentials {
  firstName: string;
  lastName: string;
  confirmPassword: string;
}

export type QtyAction = 'increment' | 'decrement';

export interface CreateOrderInput {
  addressId: string;
  couponCode?: string;
  /** One per Place Order: a retried or doubled request gets the same pending order back. */
  idempotencyKey: string;
  /** The total the shopper saw; when the server's differs it answers 409 with its amount and cart. */
  amount?: number;
}

export interface ConfirmOrderInput {
  orderId: string;
  paymentId: string;
  signature: string;
}

/** The body of a 409 from createOrder: the total changed since the shopper saw it. */
export interface PriceChangedBody {
  errors: string[];
  amount: number;
  cart: CartLineRecord[];
}

export function isPriceChangedBody(body: unknown): body is PriceChangedBody {
  if (!body || typeof body !== 'object') return false;
  const { amount, cart } = body as Partial<PriceChangedBody>;
  return typeof amount === 'number' && Array.isArray(cart);
}

const orderPath = (orderId: string, action: string) =>
  `/api/user/orders/${encodeURIComponent(orderId)}/${action}`;

export const api = {
  login: (body: Credentials) =>
    request<{ foundUser: PublicUser; encodedToken: string }>('/api/auth/login', {
      method: 'POST',
      body,
    }),
  signup: (body: SignupInput) =>
    request<{ createdUser: PublicUser; encodedToken: string }>('/api/auth/signup', {
      method: 'POST',
      body,
    }),
  /** The signed-in user for the saved token (checks the token on start). */
  me: () => request<{ user: PublicUser }>('/api/auth/me', { auth: true }),

  products: () => request<{ products: ProductRecord[] }>('/api/products'),
  product: (productId: string) =>
    request<{ product: ProductRecord }>(`/api/products/${encodeURIComponent(productId)}`),
  categories: () => request<{ categories: Category[] }>('/api/categories'),
  category: (categoryId: string) =>
    request<{ category: Category }>(`/api/categories/${encodeURIComponent(categoryId)}`),

  cart: () => request<{ cart: CartLineRecord[] }>('/api/user/cart', { auth: true }),
  addToCart: (product: ProductRecord) =>
    request<{ cart: CartLineRecord[] }>('/api/user/cart', {
      method: 'POST',
      body: { product },
      auth: true,
    }),
  changeQty: (productId: string, type: QtyAction) =>
    request<{ cart: CartLineRecord[] }>(`/api/user/cart/${encodeURIComponent(productId)}`, {
      method: 'POST',
      body: { action: { type } },
      auth: true,
    }),
  removeFromCart: (productId: string) =>
    request<{ cart: CartLineRecord[] }>(`/api/user/cart/${encodeURIComponent(productId)}`, {
      method: 'DELETE',
      auth: true,
    }),

  wishlist: () =>
    request<{ wishlist: WishlistEntryRecord[] }>('/api/user/wishlist', { auth: true }),
  addToWishlist: (product: ProductRecord) =>
    request<{ wishlist: WishlistEntryRecord[] }>('/api/user/wishlist', {
      method: 'POST',
      body: { product },
      auth: true,
    }),
  removeFromWishlist: (productId: string) =>
    request<{ wishlist: WishlistEntryRecord[] }>(
      `/api/user/wishlist/${encodeURIComponent(productId)}`,
      {
        method: 'DELETE',
        auth: true,
      },
    ),

  addresses: () => request<{ addresses: Address[] }>('/api/user/addresses', { auth: true }),
  addAddress: (address: AddressInput) =>
    request<{ addresses: Address[] }>('/api/user/addresses', {
      method: 'POST',
      body: { address },
      auth: true,
    }),
  updateAddress: (addressId: string, address: AddressInput) =>
    request<{ addresses: Address[] }>(`/api/user/addresses/${encodeURIComponent(addressId)}`, {
      method: 'POST',
      body: { address },
      auth: true,
    }),
  deleteAddress: (addressId: string) =>
    request<{ addresses: Address[] }>(`/api/user/addresses/${encodeURIComponent(addressId)}`, {
      method: 'DELETE',
      auth: true,
    }),

  orders: () => request<{ orders: OrderRecord[] }>('/api/user/orders', { auth: true }),
  createOrder: (body: CreateOrderInput) =>
    request<{ order: OrderRecord; orders: OrderRecord[] }>('/api/user/orders', {
      method: 'POST',
      body,
      auth: true,
    }),
  confirmOrder: ({ orderId, paymentId, signature }: ConfirmOrderInput, timeoutMs?: number) =>
    request<{ order: OrderRecord; orders: OrderRecord[]; cart: CartLineRecord[] }>(
      orderPath(orderId, 'confirm'),
      { method: 'POST', body: { paymentId, signature }, auth: true, timeoutMs },
    ),
  failOrder: (orderId: string) =>
    request<{ order: OrderRecord; orders: OrderRecord[] }>(orderPath(orderId, 'fail'), {
      method: 'POST',
      auth: true,
    }),
  cancelOrder: (orderId: string) =>
    request<{ order: OrderRecord; orders: OrderRecord[] }>(orderPath(orderId, 'cancel'), {
      method: 'POST',
      auth: true,
    }),

  coupons: () => request<{ coupons: Coupon[] }>('/api/coupons'),
  newsletter: (email: string) =>
    request<{ message: string }>('/api/newsletter', { method: 'POST', body: { email } }),
};
