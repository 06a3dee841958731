/**
 * The wishlist screen's layout (docs/shop/screens.md, Wishlist): 'Wishlist (n)' and the product
 * cards, or 'Your Wishlist is Empty!' with Shop Now. Presentational.
 */
import { Link } from 'react-router-dom';
import { Heart } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { ProductCard } from '@/components/product-card';
import type { Product } from '@/domain/types';
import { paths } from '@/lib/paths';
import { Button } from '@/ui/button';

interface WishlistViewProps {
  products: readonly Product[];
  cartIds: ReadonlySet<string>;
  /** Products whose cart change is on its way. */
  cartBusyIds?: ReadonlySet<string>;
  onAddToCart: (product: Product) => void;
  onGoToCart: () => void;
  /** The heart on a wishlist card takes the product off the wishlist. */
  onToggleWishlist: (product: Product) => void;
}

function WishlistView({
  products,
  cartIds,
  cartBusyIds,
  onAddToCart,
  onGoToCart,
  onToggleWishlist,
}: WishlistViewProps) {
  if (products.length === 0) {
    return (
      <EmptyState
        headingLevel="h1"
        icon={<Heart />}
        title="Your Wishlist is Empty!"
        description="Tap the heart on any product to keep it here for later."
        action={
          <Button asChild>
            <Link to={paths.products}>Shop Now</Link>
          </Button>
        }
      />
    );
  }
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-semibold text-neutral-900">Wishlist ({products.length})</h1>
      {/* Cards title themselves with h3: this keeps the outline h1 → h2 → h3. */}
      <h2 className="sr-only">Saved products</h2>
      <ul
        aria-label="Wishlist items"
        className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4"
      >
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              inCart={cartIds.has(product.id)}
              inWishlist
              cartBusy={cartBusyIds?.has(product.id)}
              onAddToCart={onAddToCart}
              onGoToCart={onGoToCart}
              onToggleWishlist={onToggleWishlist}
              eagerImage={index < 4}
              priorityImage={index === 0}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

export { WishlistView, type WishlistViewProps };
