/**
 * Cart and wishlist actions for product cards and the detail: what is in the cart or wishlist, and
 * the clicks. Changes are optimistic (src/api/shop-queries); visitors are told to log in and sent to
 * /login with the page they were on, so they come back to it after signing in.
 */
import { useCallback, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { queryKeys } from '@/api/query-keys';
import { useSession } from '@/api/session';
import {
  useAddToCart,
  useAddToWishlist,
  useCart,
  useRemoveFromWishlist,
  useWishlist,
} from '@/api/shop-queries';
import type { Product, ProductRecord } from '@/domain/types';
import { paths } from '@/lib/paths';

export const LOGIN_REQUIRED_MESSAGE = 'Please login to proceed!';

/** The wire record the API expects for a product: the cached one when we have it, else rebuilt. */
function useRecordFor() {
  const queryClient = useQueryClient();
  return useCallback(
    (product: Product): ProductRecord => {
      const cached =
        queryClient
          .getQueryData<ProductRecord[]>(queryKeys.products)
          ?.find((record) => record._id === product.id) ??
        queryClient.getQueryData<ProductRecord>(queryKeys.product(product.id));
      if (cached) return cached;
      return {
        _id: product.id,
        name: product.name,
        image: product.image,
        brand: product.brand,
        size: product.size,
        price: String(product.price),
        originalPrice: String(product.originalPrice),
        off: product.off,
        offer: product.offer,
        categoryName: product.categoryName,
        productType: product.productType,
        ratings: { value: String(product.rating), count: String(product.ratingCount) },
        inStock: product.inStock,
        isBestSeller: product.isBestSeller,
      };
    },
    [queryClient],
  );
}

export interface ShopActions {
  isInCart: (productId: string) => boolean;
  isInWishlist: (productId: string) => boolean;
  isCartBusy: (productId: string) => boolean;
  isWishlistBusy: (productId: string) => boolean;
  addToCart: (product: Product) => void;
  goToCart: () => void;
  toggleWishlist: (product: Product) => void;
}

export function useShopActions(): ShopActions {
  const { status } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const recordFor = useRecordFor();
  const cart = useCart();
  const wishlist = useWishlist();
  const addToCartMutation = useAddToCart();
  const addToWishlistMutation = useAddToWishlist();
  const removeFromWishlistMutation = useRemoveFromWishlist();

  const cartIds = useMemo(() => new Set((cart.data ?? []).map((l) => l._id)), [cart.data]);
  const wishlistIds = useMemo(
    () => new Set((wishlist.data ?? []).map((e) => e._id)),
    [wishlist.data],
  );

  const from = `${location.pathname}${location.search}`;
  /** True when the shopper may change their cart; otherwise says why and acts on it. */
  const allowed = useCallback((): boolean => {
    if (status === 'signedIn') return true;
    // A saved session is still being checked: the shopper is probably signed in, so no redirect.
    if (status === 'checking') {
      toast.info('Restoring your session, try again in a moment.');
      return false;
    }
    toast.warning(LOGIN_REQUIRED_MESSAGE);
    navigate(paths.login, { state: { from } });
    return false;
  }, [status, navigate, from]);

  const pendingCartId = addToCartMutation.isPending ? addToCartMutation.variables?._id : undefined;
  const pendingWishlistId = addToWishlistMutation.isPending
    ? addToWishlistMutation.variables?._id
    : removeFromWishlistMutation.isPending
      ? removeFromWishlistMutation.variables
      : undefined;

  const { mutate: addToCart } = addToCartMutation;
  const { mutate: addToWishlist } = addToWishlistMutation;
  const { mutate: removeFromWishlist } = removeFromWishlistMutation;

  return {
    isInCart: (id) => cartIds.has(id),
    isInWishlist: (id) => wishlistIds.has(id),
    isCartBusy: (id) => pendingCartId === id && !cartIds.has(id),
    isWishlistBusy: (id) => pendingWishlistId === id,
    addToCart: (product) => {
      if (!allowed() || cartIds.has(product.id) || pendingCartId === product.id) return;
      addToCart(recordFor(product));
    },
    goToCart: () => navigate(paths.cart),
    toggleWishlist: (product) => {
      if (!allowed() || pendingWishlistId === product.id) return;
      if (wishlistIds.has(product.id)) removeFromWishlist(product.id);
      else addToWishlist(recordFor(product));
    },
  };
}
