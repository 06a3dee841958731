import { ComingSoon } from '../coming-soon';

export default function WishlistRoute() {
  return <ComingSoon title="Wishlist" />;
}
