/**
 * The wishlist's shape while it loads: the 'Wishlist (n)' heading and a grid of product-card
 * placeholders laid out as the wishlist's cards are, announced once as loading.
 */
import { ProductCardSkeleton } from '@/components/product-card';
import { Skeleton as Bone } from '@/ui/skeleton';

function WishlistSkeleton({ cards = 4 }: { cards?: number }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8"
    >
      <span className="sr-only">Loading your wishlist</span>
      <Bone className="h-8 w-40" />
      <div className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
        {Array.from({ length: cards }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}

export { WishlistSkeleton };
