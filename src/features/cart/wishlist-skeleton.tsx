/**
 * The wishlist's shape while it loads: the 'Wishlist (n)' heading and a grid of product-card
 * placeholders laid out as the wishlist's cards are, announced once as loading.
 */
import { ProductCardSkeleton } from '@/components/product-card';
import { Skeleton as Bone } from '@/ui/skeleton';
import { LoadingScreen } from './cart-skeleton';

function WishlistSkeleton({ cards = 4 }: { cards?: number }) {
  return (
    <LoadingScreen label="Loading your wishlist">
      <Bone className="h-8 w-40" />
      <div className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
        {Array.from({ length: cards }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    </LoadingScreen>
  );
}

export { WishlistSkeleton };
