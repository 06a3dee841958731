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

export interface PlaceOrderInput {
  addressId: string;
  couponCode?: string;
  paymentId: string;
  /** The total the shopper paid; the server refuses the order when its own total differs. */
  amount?: number;
}

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
  placeOrder: (body: PlaceOrderInput) =>
    request<{ order: OrderRecord; orders: OrderRecord[]; cart: CartLineRecord[] }>(
      '/api/user/orders',
      {
        method: 'POST',
        body,
        auth: true,
      },
    ),

  coupons: () => request<{ coupons: Coupon[] }>('/api/coupons'),
  newsletter: (email: string) =>
    request<{ message: string }>('/api/newsletter', { method: 'POST', body: { email } }),
};
