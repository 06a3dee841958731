/**
 * The signed-in shopper's wishlist: GET/POST /api/user/wishlist, DELETE /api/user/wishlist/:productId.
 * Optimistic like the cart (./cart.ts); features get `Product`s and pass products or ids.
 */
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { toProduct } from '@/domain/adapters';
import { addWishlistEntry, formatTimestamp, removeLine } from '@/domain/cart';
import type { Product, WishlistEntryRecord } from '@/domain/types';
import { request } from './client';
import { useOptimisticList, type OptimisticList } from './optimistic-list';
import { productRecordFor } from './products';
import { queryKeys } from './query-keys';
import { useSession } from './session';

export const wishlistKey = [...queryKeys.user, 'wishlist'] as const;

type WishlistAnswer = { wishlist: WishlistEntryRecord[] };

const toProducts = (records: WishlistEntryRecord[]) => records.map(toProduct);

// Re-read when the tab comes back to the front, like the cart.
export const wishlistQuery = queryOptions({
  queryKey: wishlistKey,
  queryFn: async () =>
    (await request<WishlistAnswer>('/api/user/wishlist', { auth: true })).wishlist,
  refetchOnWindowFocus: 'always',
  select: toProducts,
});

/** Whether the signed-in shopper's wishlist holds the product: the cached list, else the server's. */
export async function wishlistHolds(queryClient: QueryClient, productId: string): Promise<boolean> {
  const wishlist = await queryClient.ensureQueryData({
    queryKey: wishlistKey,
    queryFn: wishlistQuery.queryFn,
  });
  return wishlist.some((entry) => entry._id === productId);
}

const EMPTY_WISHLIST: Product[] = [];
const EMPTY_IDS: ReadonlySet<string> = new Set();

/** The signed-in shopper's wishlist; empty (and no request) for visitors. */
export function useWishlist() {
  const { status } = useSession();
  const query = useQuery({ ...wishlistQuery, enabled: status === 'signedIn' });
  return { ...query, data: status === 'signedIn' ? query.data : EMPTY_WISHLIST };
}

/** The ids of the products in the shopper's wishlist (none for visitors or while it loads). */
export function useWishlistIds(): ReadonlySet<string> {
  const { data } = useWishlist();
  return useMemo(() => (data ? new Set(data.map((product) => product.id)) : EMPTY_IDS), [data]);
}

const now = () => formatTimestamp(new Date());

/** The wishlist's changes, for the hooks below and for a page sending what its last one left. */
export const wishlistChanges = {
  add: (queryClient: QueryClient): OptimisticList<WishlistEntryRecord[], Product> => ({
    queryKey: wishlistKey,
    mutationFn: async (product, call) =>
      (
        await request<WishlistAnswer>('/api/user/wishlist', {
          method: 'POST',
          body: { product: productRecordFor(queryClient, product) },
          auth: true,
          ...call,
        })
      ).wishlist,
    itemOf: (product) => product.id,
    intentOf: (product) => ({ list: 'wishlist', op: 'add', productId: product.id }),
    next: (wishlist, product) => {
      const result = addWishlistEntry(wishlist, productRecordFor(queryClient, product), now());
      return result.ok ? result.value : wishlist;
    },
    errorToast: 'Could not add to wishlist.',
  }),
  remove: (): OptimisticList<WishlistEntryRecord[], string> => ({
    queryKey: wishlistKey,
    mutationFn: async (productId, call) =>
      (
        await request<WishlistAnswer>(`/api/user/wishlist/${encodeURIComponent(productId)}`, {
          method: 'DELETE',
          auth: true,
          ...call,
        })
      ).wishlist,
    itemOf: (productId) => productId,
    intentOf: (productId) => ({ list: 'wishlist', op: 'remove', productId }),
    next: (wishlist, productId) => {
      const result = removeLine(wishlist, productId);
      return result.ok ? result.value : wishlist;
    },
    errorToast: 'Could not remove from wishlist.',
  }),
};

export function useAddToWishlist() {
  return useOptimisticList(wishlistChanges.add(useQueryClient()));
}

export function useRemoveFromWishlist() {
  return useOptimisticList(wishlistChanges.remove());
}
