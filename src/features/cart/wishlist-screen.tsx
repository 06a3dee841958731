/** The wishlist screen's container: reads the wishlist and cart and wires the cards to the optimistic calls. */
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '@/api/client';
import { useAddToCart, useCart, useRemoveFromWishlist, useWishlist } from '@/api/shop-queries';
import { toProduct } from '@/domain/adapters';
import { paths } from '@/lib/paths';
import { CartSkeleton } from './cart-skeleton';
import { LoadError } from './load-error';
import { WishlistView } from './wishlist-view';

export function WishlistScreen() {
  const navigate = useNavigate();
  const wishlist = useWishlist();
  const cart = useCart();
  const addToCart = useAddToCart();
  const removeFromWishlist = useRemoveFromWishlist();

  const records = wishlist.data;
  const products = useMemo(() => records?.map(toProduct), [records]);
  const cartIds = useMemo(() => new Set((cart.data ?? []).map((l) => l._id)), [cart.data]);
  const adding = addToCart.isPending ? addToCart.variables?._id : undefined;
  const cartBusyIds = useMemo(() => new Set(adding ? [adding] : []), [adding]);

  if (wishlist.isError && !records) {
    return (
      <LoadError
        title="Your wishlist could not be loaded"
        message={errorMessage(wishlist.error)}
        onRetry={() => void wishlist.refetch()}
        retrying={wishlist.isFetching}
      />
    );
  }
  if (!records || !products) return <CartSkeleton label="Loading your wishlist" />;

  return (
    <WishlistView
      products={products}
      cartIds={cartIds}
      cartBusyIds={cartBusyIds}
      onAddToCart={(product) => {
        const record = records.find((r) => r._id === product.id);
        if (record && !cartIds.has(product.id)) addToCart.mutate(record);
      }}
      onGoToCart={() => navigate(paths.cart)}
      onToggleWishlist={(product) => removeFromWishlist.mutate(product.id)}
    />
  );
}
