/**
 * TanStack Query options and hooks for the catalogue, cart and wishlist. Several features show these
 * (cards, detail, cart, checkout), so they live here rather than in one feature. Cart and wishlist
 * changes are optimistic with the same pure rules the server applies (src/domain/cart), and roll back
 * with a toast (meta.errorToast, see app/query-client) when the server refuses.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addLine, addWishlistEntry, changeQty, formatTimestamp, removeLine } from '@/domain/cart';
import type { CartLineRecord, ProductRecord, WishlistEntryRecord } from '@/domain/types';
import { isStaleRefusal } from './client';
import { api, type QtyAction } from './endpoints';
import { queryKeys } from './query-keys';
import { useSession } from './session';

export const productsQuery = queryOptions({
  queryKey: queryKeys.products,
  queryFn: async () => (await api.products()).products,
});

export const productQuery = (productId: string) =>
  queryOptions({
    queryKey: queryKeys.product(productId),
    queryFn: async () => (await api.product(productId)).product,
  });

export const categoriesQuery = queryOptions({
  queryKey: queryKeys.categories,
  queryFn: async () => (await api.categories()).categories,
});

export const cartQuery = queryOptions({
  queryKey: queryKeys.cart,
  queryFn: async () => (await api.cart()).cart,
});

export const wishlistQuery = queryOptions({
  queryKey: queryKeys.wishlist,
  queryFn: async () => (await api.wishlist()).wishlist,
});

export const couponsQuery = queryOptions({
  queryKey: queryKeys.coupons,
  queryFn: async () => (await api.coupons()).coupons,
});

/** The signed-in shopper's cart; empty (and no request) for visitors. */
export function useCart() {
  const { status } = useSession();
  const query = useQuery({ ...cartQuery, enabled: status === 'signedIn' });
  return { ...query, data: status === 'signedIn' ? query.data : EMPTY_CART };
}

export function useWishlist() {
  const { status } = useSession();
  const query = useQuery({ ...wishlistQuery, enabled: status === 'signedIn' });
  return { ...query, data: status === 'signedIn' ? query.data : EMPTY_WISHLIST };
}

const EMPTY_CART: CartLineRecord[] = [];
const EMPTY_WISHLIST: WishlistEntryRecord[] = [];

/**
 * An optimistic list mutation: apply `next` to the cached list at once, send the call, put the
 * server's answer in the cache, and restore the previous list if the call fails.
 */
function useOptimisticList<TList, TVars>(options: {
  queryKey: readonly unknown[];
  mutationFn: (vars: TVars) => Promise<TList>;
  next: (current: TList, vars: TVars) => TList;
  errorToast: string;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.mutationFn,
    meta: { errorToast: options.errorToast },
    onMutate: async (vars: TVars) => {
      await queryClient.cancelQueries({ queryKey: options.queryKey });
      const previous = queryClient.getQueryData<TList>(options.queryKey);
      if (previous !== undefined)
        queryClient.setQueryData<TList>(options.queryKey, options.next(previous, vars));
      return { previous };
    },
    onError: (error, _vars, context) => {
      if (context?.previous !== undefined)
        queryClient.setQueryData(options.queryKey, context.previous);
      // The snapshot can itself be stale: another tab changed the list and the server refused this
      // change for it (409 already there, 404 gone). Ask the server for the list it really holds.
      if (isStaleRefusal(error)) void queryClient.invalidateQueries({ queryKey: options.queryKey });
    },
    onSuccess: (list) => {
      queryClient.setQueryData(options.queryKey, list);
    },
  });
}

const now = () => formatTimestamp(new Date());

export function useAddToCart() {
  return useOptimisticList<CartLineRecord[], ProductRecord>({
    queryKey: queryKeys.cart,
    mutationFn: async (product) => (await api.addToCart(product)).cart,
    next: (cart, product) => {
      const result = addLine(cart, product, now());
      return result.ok ? result.value : cart;
    },
    errorToast: 'Could not add to cart.',
  });
}

export function useChangeQty() {
  return useOptimisticList<CartLineRecord[], { productId: string; type: QtyAction }>({
    queryKey: queryKeys.cart,
    mutationFn: async ({ productId, type }) => (await api.changeQty(productId, type)).cart,
    next: (cart, { productId, type }) => {
      const result = changeQty(cart, productId, type, now());
      return result.ok ? result.value : cart;
    },
    errorToast: 'Could not change the quantity.',
  });
}

export function useRemoveFromCart() {
  return useOptimisticList<CartLineRecord[], string>({
    queryKey: queryKeys.cart,
    mutationFn: async (productId) => (await api.removeFromCart(productId)).cart,
    next: (cart, productId) => {
      const result = removeLine(cart, productId);
      return result.ok ? result.value : cart;
    },
    errorToast: 'Could not remove from cart.',
  });
}

export function useAddToWishlist() {
  return useOptimisticList<WishlistEntryRecord[], ProductRecord>({
    queryKey: queryKeys.wishlist,
    mutationFn: async (product) => (await api.addToWishlist(product)).wishlist,
    next: (wishlist, product) => {
      const result = addWishlistEntry(wishlist, product, now());
      return result.ok ? result.value : wishlist;
    },
    errorToast: 'Could not add to wishlist.',
  });
}

export function useRemoveFromWishlist() {
  return useOptimisticList<WishlistEntryRecord[], string>({
    queryKey: queryKeys.wishlist,
    mutationFn: async (productId) => (await api.removeFromWishlist(productId)).wishlist,
    next: (wishlist, productId) => {
      const result = removeLine(wishlist, productId);
      return result.ok ? result.value : wishlist;
    },
    errorToast: 'Could not remove from wishlist.',
  });
}
