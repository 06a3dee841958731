import { CartScreen } from '@/features/cart/cart-screen';

export default function CartRoute() {
  return <CartScreen />;
}
