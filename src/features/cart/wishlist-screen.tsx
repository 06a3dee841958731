/** The wishlist screen's container: reads the wishlist and cart and wires the cards to the optimistic calls. */
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '@/api/client';
import { useAddToCart, useCartIds } from '@/api/cart';
import { useRemoveFromWishlist, useWishlist } from '@/api/wishlist';
import { paths } from '@/lib/paths';
import { LoadError } from '@/components/load-error';
import { WishlistSkeleton } from './wishlist-skeleton';
import { WishlistView } from './wishlist-view';

export function WishlistScreen() {
  const navigate = useNavigate();
  const wishlist = useWishlist();
  const cartIds = useCartIds();
  const addToCart = useAddToCart();
  const removeFromWishlist = useRemoveFromWishlist();

  const products = wishlist.data;
  const adding = addToCart.isPending ? addToCart.variables?.id : undefined;
  const cartBusyIds = useMemo(() => new Set(adding ? [adding] : []), [adding]);

  if (wishlist.isError && !products) {
    return (
      <LoadError
        headingLevel="h1"
        title="Your wishlist could not be loaded"
        message={errorMessage(wishlist.error)}
        onRetry={() => void wishlist.refetch()}
        retrying={wishlist.isFetching}
      />
    );
  }
  if (!products) return <WishlistSkeleton />;

  return (
    <WishlistView
      products={products}
      cartIds={cartIds}
      cartBusyIds={cartBusyIds}
      onAddToCart={(product) => {
        if (!cartIds.has(product.id)) addToCart.mutate(product);
      }}
      onGoToCart={() => navigate(paths.cart)}
      onToggleWishlist={(product) => removeFromWishlist.mutate(product.id)}
    />
  );
}
