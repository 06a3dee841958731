/**
 * The signed-in shopper's cart: GET/POST /api/user/cart, POST/DELETE /api/user/cart/:productId. The
 * cache holds the wire lines, changed optimistically with the same pure rules the server applies
 * (src/domain/cart) and rolled back with a toast (meta.errorToast, see app/query-client) when the
 * server refuses; features get `CartLine`s and pass products or ids.
 */
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { toCartLine } from '@/domain/adapters';
import { addLine, changeQty, formatTimestamp, removeLine } from '@/domain/cart';
import type { CartLine, CartLineRecord, Product } from '@/domain/types';
import { request } from './client';
import { useOptimisticList, type OptimisticList } from './optimistic-list';
import { productRecordFor } from './products';
import { queryKeys } from './query-keys';
import { useSession } from './session';

export type QtyAction = 'increment' | 'decrement';

export const cartKey = [...queryKeys.user, 'cart'] as const;

type CartAnswer = { cart: CartLineRecord[] };
const linePath = (productId: string) => `/api/user/cart/${encodeURIComponent(productId)}`;

const toCartLines = (records: CartLineRecord[]) => records.map(toCartLine);

// A tab brought back to the front re-reads it even when fresh: the shopper may have changed it in
// another tab or on another device meanwhile.
export const cartQuery = queryOptions({
  queryKey: cartKey,
  queryFn: async () => (await request<CartAnswer>('/api/user/cart', { auth: true })).cart,
  refetchOnWindowFocus: 'always',
  select: toCartLines,
});

const EMPTY_CART: CartLine[] = [];
const EMPTY_IDS: ReadonlySet<string> = new Set();

/** The signed-in shopper's cart; empty (and no request) for visitors. */
export function useCart() {
  const { status } = useSession();
  const query = useQuery({ ...cartQuery, enabled: status === 'signedIn' });
  return { ...query, data: status === 'signedIn' ? query.data : EMPTY_CART };
}

/** The ids of the products in the shopper's cart (none for visitors or while it loads). */
export function useCartIds(): ReadonlySet<string> {
  const { data } = useCart();
  return useMemo(() => (data ? new Set(data.map((line) => line.id)) : EMPTY_IDS), [data]);
}

/** Whether the signed-in shopper's cart holds the product: the cached cart, else the server's. */
export async function cartHolds(queryClient: QueryClient, productId: string): Promise<boolean> {
  const cart = await queryClient.ensureQueryData({ queryKey: cartKey, queryFn: cartQuery.queryFn });
  return cart.some((line) => line._id === productId);
}

/** Empties the cached cart (the server emptied it when the order was paid). */
export function emptyCachedCart(queryClient: QueryClient): void {
  queryClient.setQueryData<CartLineRecord[]>(cartKey, []);
}

/** The cart as a server answer gave it (paying an order answers the cart left after it). */
export type CartSnapshot = readonly CartLineRecord[];

/** Shows `cart` (a server's answer) as the shopper's cart; none known: an empty cart. */
export function showCart(queryClient: QueryClient, cart: CartSnapshot | null): void {
  if (cart === null) emptyCachedCart(queryClient);
  else queryClient.setQueryData<CartLineRecord[]>(cartKey, [...cart]);
}

const now = () => formatTimestamp(new Date());

/** The cart's changes, for the hooks below and for a page sending what its last one left. */
export const cartChanges = {
  add: (queryClient: QueryClient): OptimisticList<CartLineRecord[], Product> => ({
    queryKey: cartKey,
    mutationFn: async (product, call) =>
      (
        await request<CartAnswer>('/api/user/cart', {
          method: 'POST',
          body: { product: productRecordFor(queryClient, product) },
          auth: true,
          ...call,
        })
      ).cart,
    itemOf: (product) => product.id,
    intentOf: (product) => ({ list: 'cart', op: 'add', productId: product.id }),
    next: (cart, product) => {
      const result = addLine(cart, productRecordFor(queryClient, product), now());
      return result.ok ? result.value : cart;
    },
    errorToast: 'Could not add to cart.',
  }),
  changeQty: (): OptimisticList<CartLineRecord[], { productId: string; type: QtyAction }> => ({
    queryKey: cartKey,
    mutationFn: async ({ productId, type }, call) =>
      (
        await request<CartAnswer>(linePath(productId), {
          method: 'POST',
          body: { action: { type } },
          auth: true,
          ...call,
        })
      ).cart,
    itemOf: ({ productId }) => productId,
    intentOf: ({ productId, type }) => ({ list: 'cart', op: type, productId }),
    next: (cart, { productId, type }) => {
      const result = changeQty(cart, productId, type, now());
      return result.ok ? result.value : cart;
    },
    errorToast: 'Could not change the quantity.',
  }),
  remove: (): OptimisticList<CartLineRecord[], string> => ({
    queryKey: cartKey,
    mutationFn: async (productId, call) =>
      (await request<CartAnswer>(linePath(productId), { method: 'DELETE', auth: true, ...call }))
        .cart,
    itemOf: (productId) => productId,
    intentOf: (productId) => ({ list: 'cart', op: 'remove', productId }),
    next: (cart, productId) => {
      const result = removeLine(cart, productId);
      return result.ok ? result.value : cart;
    },
    errorToast: 'Could not remove from cart.',
  }),
};

export function useAddToCart() {
  return useOptimisticList(cartChanges.add(useQueryClient()));
}

export function useChangeQty() {
  return useOptimisticList(cartChanges.changeQty());
}

export function useRemoveFromCart() {
  return useOptimisticList(cartChanges.remove());
}
