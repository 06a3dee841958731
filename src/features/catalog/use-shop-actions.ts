/**
 * Cart and wishlist actions for product cards and the detail: what is in the cart or wishlist, and
 * the clicks. Changes are optimistic (src/api/cart.ts, src/api/wishlist.ts); visitors are told to
 * log in and sent to /login with the page they were on, so they come back to it after signing in.
 * A click made while a saved session is still being checked waits for the check, never dropped.
 */
import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '@/lib/notify';
import { cartHolds, useAddToCart, useCartIds } from '@/api/cart';
import { getSession, sessionChecked } from '@/api/session';
import {
  useAddToWishlist,
  useRemoveFromWishlist,
  useWishlistIds,
  wishlistHolds,
} from '@/api/wishlist';
import type { Product } from '@/domain/types';
import { paths } from '@/lib/paths';

export const LOGIN_REQUIRED_MESSAGE = 'Please login to proceed!';

const NOTHING_WAITING: ReadonlyMap<string, boolean> = new Map();
const cartKeyOf = (productId: string) => `cart ${productId}`;
const wishlistKeyOf = (productId: string) => `wishlist ${productId}`;

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
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const cartIds = useCartIds();
  const wishlistIds = useWishlistIds();
  const addToCartMutation = useAddToCart();
  const addToWishlistMutation = useAddToWishlist();
  const removeFromWishlistMutation = useRemoveFromWishlist();
  // Clicks kept while a saved session is being checked: per item key, what the shopper wants
  // (in the cart or wishlist, or not) once the check ends. State to draw from, and a ref that a
  // second click in the same frame reads.
  const [waiting, setWaiting] = useState<ReadonlyMap<string, boolean>>(NOTHING_WAITING);
  const waitingNow = useRef(new Map<string, boolean>());
  const wantWhileChecking = (key: string, wanted: boolean | undefined) => {
    if (wanted === undefined) waitingNow.current.delete(key);
    else waitingNow.current.set(key, wanted);
    setWaiting(new Map(waitingNow.current));
  };

  const from = `${location.pathname}${location.search}`;
  const askToLogIn = useCallback(() => {
    toast.warning(LOGIN_REQUIRED_MESSAGE);
    navigate(paths.login, { state: { from } });
  }, [navigate, from]);

  /**
   * Runs a click that needs a signed-in shopper: at once when signed in; a visitor is asked to log
   * in. A click landing while a saved session is still being checked (just after a page loads) is
   * kept, not refused: the screen shows it as wanted, a second click on the same item takes the
   * wish back, and once the session is known what is still wanted goes on against the shopper's
   * real lists (`apply`), or the visitor is asked to log in.
   */
  const whenSignedIn = (key: string, now: () => void, apply: () => Promise<void>) => {
    const { status } = getSession();
    if (status === 'signedIn') return now();
    if (status === 'signedOut') return askToLogIn();
    const wanted = waitingNow.current.get(key);
    if (wanted !== undefined) return wantWhileChecking(key, !wanted);
    wantWhileChecking(key, true);
    void sessionChecked().then(async (session) => {
      const stillWanted = waitingNow.current.get(key) === true;
      try {
        if (!stillWanted) return;
        if (session.status === 'signedIn') await apply();
        else askToLogIn();
      } finally {
        wantWhileChecking(key, undefined);
      }
    });
  };

  // Add to Cart shows a spinner while the cart itself is not loaded yet (no optimistic line to
  // show) or the session is being checked; once it is, the line appears at once and the button
  // becomes Go to Cart.
  const pendingCartId = addToCartMutation.isPending ? addToCartMutation.variables?.id : undefined;
  const isCartBusy = (id: string) =>
    (pendingCartId === id && !cartIds.has(id)) || waiting.has(cartKeyOf(id));
  const isInWishlist = (id: string) => waiting.get(wishlistKeyOf(id)) ?? wishlistIds.has(id);

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
    isInWishlist,
    isCartBusy,
    addToCart: (product) => {
      if (isCartBusy(product.id)) return;
      const key = cartKeyOf(product.id);
      whenSignedIn(
        key,
        () => {
          // Already in the cart (a click landing before the button became Go to Cart, or a line
          // another tab added): do what Go to Cart does.
          if (intent.get(key) ?? cartIds.has(product.id)) navigate(paths.cart);
          else track(key, true, () => addToCart(product));
        },
        async () => {
          // The button said Add to Cart: the shopper wants it in, once (a line already there
          // stays as it is, and the button becomes Go to Cart).
          const holds = await cartHolds(queryClient, product.id).catch(() => false);
          if (!holds) track(key, true, () => addToCart(product));
        },
      );
    },
    goToCart: () => navigate(paths.cart),
    // Every click counts: a click while the previous one is on its way is queued behind it
    // (src/api sends one product's wishlist changes in order), so the last click wins.
    toggleWishlist: (product) => {
      const key = wishlistKeyOf(product.id);
      whenSignedIn(
        key,
        () => {
          const inWishlist = intent.get(key) ?? wishlistIds.has(product.id);
          track(key, !inWishlist, () =>
            inWishlist ? removeFromWishlist(product.id) : addToWishlist(product),
          );
        },
        async () => {
          // The heart was drawn empty while the session was checked (nothing was known): the
          // click that is still wanted means add.
          const holds = await wishlistHolds(queryClient, product.id).catch(() => false);
          if (!holds) track(key, true, () => addToWishlist(product));
        },
      );
    },
  };
}
