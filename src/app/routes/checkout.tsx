import { ComingSoon } from '../coming-soon';

export default function CheckoutRoute() {
  return <ComingSoon title="Checkout" />;
}
