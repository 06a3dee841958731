/**
 * Cart and wishlist actions for product cards and the detail: what is in the cart or wishlist, and
 * the clicks. Changes are optimistic (src/api/cart.ts, src/api/wishlist.ts); visitors are told to log in and sent to
 * /login with the page they were on, so they come back to it after signing in.
 */
import { useCallback, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '@/lib/notify';
import { useAddToCart, useCartIds } from '@/api/cart';
import { useSession } from '@/api/session';
import { useAddToWishlist, useRemoveFromWishlist, useWishlistIds } from '@/api/wishlist';
import type { Product } from '@/domain/types';
import { paths } from '@/lib/paths';

export const LOGIN_REQUIRED_MESSAGE = 'Please login to proceed!';

/**
 * What the shopper last asked for, per item, while those clicks are on their way. A second click can
 * land before the screen has redrawn the first (a double click does): it must decide from the first
 * click, not from the list the screen was drawn with. Forgotten once every click has been answered.
 */
function useLastIntent() {
  const intents = useRef(new Map<string, { value: boolean; open: number }>());
  return {
    get: (key: string): boolean | undefined => intents.current.get(key)?.value,
    /** Records an intent; call the result when its write has settled. */
    begin(key: string, value: boolean): () => void {
      const entry = intents.current.get(key);
      const next = { value, open: (entry?.open ?? 0) + 1 };
      intents.current.set(key, next);
      return () => {
        next.open -= 1;
        if (next.open === 0 && intents.current.get(key) === next) intents.current.delete(key);
      };
    },
  };
}

export interface ShopActions {
  isInCart: (productId: string) => boolean;
  isInWishlist: (productId: string) => boolean;
  isCartBusy: (productId: string) => boolean;
  addToCart: (product: Product) => void;
  goToCart: () => void;
  toggleWishlist: (product: Product) => void;
}

export function useShopActions(): ShopActions {
  const { status } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const cartIds = useCartIds();
  const wishlistIds = useWishlistIds();
  const addToCartMutation = useAddToCart();
  const addToWishlistMutation = useAddToWishlist();
  const removeFromWishlistMutation = useRemoveFromWishlist();

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

  // Add to Cart shows a spinner only while the cart itself is not loaded yet (no optimistic line to
  // show); once it is, the line appears at once and the button becomes Go to Cart.
  const pendingCartId = addToCartMutation.isPending ? addToCartMutation.variables?.id : undefined;
  const isCartBusy = (id: string) => pendingCartId === id && !cartIds.has(id);

  const { mutateAsync: addToCart } = addToCartMutation;
  const { mutateAsync: addToWishlist } = addToWishlistMutation;
  const { mutateAsync: removeFromWishlist } = removeFromWishlistMutation;
  const intent = useLastIntent();
  /** Runs a write for an intent; failures are toasted by the mutation and rolled back by it. */
  const track = (key: string, value: boolean, write: () => Promise<unknown>) => {
    const settled = intent.begin(key, value);
    void write()
      .catch(() => undefined)
      .finally(settled);
  };

  return {
    isInCart: (id) => cartIds.has(id),
    isInWishlist: (id) => wishlistIds.has(id),
    isCartBusy,
    addToCart: (product) => {
      if (!allowed() || isCartBusy(product.id)) return;
      const key = `cart ${product.id}`;
      // Already in the cart (a click landing before the button became Go to Cart, or a line another
      // tab added): do what Go to Cart does.
      if (intent.get(key) ?? cartIds.has(product.id)) navigate(paths.cart);
      else track(key, true, () => addToCart(product));
    },
    goToCart: () => navigate(paths.cart),
    // Every click counts: a click while the previous one is on its way is queued behind it
    // (src/api sends one product's wishlist changes in order), so the last click wins.
    toggleWishlist: (product) => {
      if (!allowed()) return;
      const key = `wishlist ${product.id}`;
      const inWishlist = intent.get(key) ?? wishlistIds.has(product.id);
      track(key, !inWishlist, () =>
        inWishlist ? removeFromWishlist(product.id) : addToWishlist(product),
      );
    },
  };
}
