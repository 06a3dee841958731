/**
 * The cart screen's container: reads the cart, wishlist and coupons, keeps the applied coupon valid
 * for the lines, and turns the view's callbacks into the optimistic cart and wishlist calls.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { errorMessage, isApiError } from '@/api/client';
import { useCart, useChangeQty, useRemoveFromCart } from '@/api/cart';
import { couponsQuery } from '@/api/coupons';
import { useHasPurchase } from '@/api/orders';
import { useAddToWishlist, useWishlistIds } from '@/api/wishlist';
import { couponValue } from '@/domain/coupons';
import { priceDetails } from '@/domain/pricing';
import type { CartLine } from '@/domain/types';
import { applyCoupon, clearAppliedCoupon, useValidAppliedCoupon } from '@/api/applied-coupon';
import { paths } from '@/lib/paths';
import { LoadError } from '@/components/load-error';
import { CartSkeleton } from './cart-skeleton';
import { CartView } from './cart-view';

export function CartScreen() {
  const navigate = useNavigate();
  const cart = useCart();
  const wishlistIds = useWishlistIds();
  const coupons = useQuery(couponsQuery);
  // Whether the account has bought: its first-purchase offers are shown but cannot be chosen, and
  // the dialog waits for the answer (its coupons 'loading') rather than offer one and take it back.
  const hasPurchase = useHasPurchase();
  const changeQty = useChangeQty();
  const removeFromCart = useRemoveFromCart();
  const addToWishlist = useAddToWishlist();
  const [moving, setMoving] = useState<ReadonlySet<string>>(new Set());

  const lines = cart.data;
  const coupon = useValidAppliedCoupon(lines, hasPurchase ?? false);

  if (cart.isError && !lines) {
    return (
      <LoadError
        headingLevel="h1"
        title="Your cart could not be loaded"
        message={errorMessage(cart.error)}
        onRetry={() => void cart.refetch()}
        retrying={cart.isFetching}
      />
    );
  }
  if (!lines) return <CartSkeleton />;

  const details = priceDetails(lines, coupon ? couponValue(coupon) : 0);

  const moveToWishlist = (line: CartLine) => {
    setMoving((ids) => new Set(ids).add(line.id));
    const done = () =>
      setMoving((ids) => {
        const next = new Set(ids);
        next.delete(line.id);
        return next;
      });
    // Add first, remove after: if the wishlist refuses, the line stays in the cart, unless the
    // refusal is that it is there already (saved in another tab): then the move is done but for
    // the cart. Promises (not mutate's callbacks, which only the latest call gets) so two quick
    // moves both finish; failures are already toasted by the mutations.
    addToWishlist
      .mutateAsync(line)
      .catch((error: unknown) => {
        if (!(isApiError(error) && error.kind === 'http' && error.status === 409)) throw error;
      })
      .then(() => removeFromCart.mutateAsync(line.id))
      .catch(() => {})
      .finally(done);
  };

  return (
    <CartView
      lines={lines}
      wishlistIds={wishlistIds}
      movingIds={moving}
      details={details}
      coupon={coupon}
      coupons={hasPurchase === undefined ? undefined : coupons.data}
      hasPurchase={hasPurchase}
      couponsFailed={coupons.isError}
      onRetryCoupons={() => void coupons.refetch()}
      onApplyCoupon={(chosen) => {
        applyCoupon(chosen);
        toast.success('Coupon is applied!');
      }}
      onRemoveCoupon={() => {
        clearAppliedCoupon();
        toast.success('Coupon is removed!');
      }}
      onIncrement={(line) => changeQty.mutate({ productId: line.id, type: 'increment' })}
      onDecrement={(line) => {
        if (line.qty > 1) changeQty.mutate({ productId: line.id, type: 'decrement' });
      }}
      onRemove={(line) => removeFromCart.mutate(line.id)}
      onMoveToWishlist={moveToWishlist}
      onGoToWishlist={() => navigate(paths.wishlist)}
    />
  );
}
