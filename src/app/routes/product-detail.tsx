import { ComingSoon } from '../coming-soon';

export default function ProductDetailRoute() {
  return <ComingSoon title="Product" />;
}
