import { WishlistScreen } from '@/features/cart/wishlist-screen';

export default function WishlistRoute() {
  return <WishlistScreen />;
}
