/** The ProductCard wired to the shopper's cart and wishlist (the container every catalogue list uses). */
import { ProductCard } from '@/components/product-card';
import type { Product } from '@/domain/types';
import type { ShopActions } from './use-shop-actions';

interface ShopProductCardProps {
  product: Product;
  actions: ShopActions;
  eagerImage?: boolean;
  priorityImage?: boolean;
}

export function ShopProductCard({
  product,
  actions,
  eagerImage,
  priorityImage,
}: ShopProductCardProps) {
  return (
    <ProductCard
      product={product}
      inCart={actions.isInCart(product.id)}
      inWishlist={actions.isInWishlist(product.id)}
      // Only a cart add that is not shown optimistically yet (cart still loading) makes the button wait;
      // the heart never disables mid-change, so keyboard focus stays on it (repeat clicks are ignored).
      cartBusy={actions.isCartBusy(product.id)}
      onAddToCart={actions.addToCart}
      onGoToCart={actions.goToCart}
      onToggleWishlist={actions.toggleWishlist}
      eagerImage={eagerImage}
      priorityImage={priorityImage}
    />
  );
}
