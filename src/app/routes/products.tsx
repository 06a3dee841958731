import { ComingSoon } from '../coming-soon';

export default function ProductsRoute() {
  return <ComingSoon title="Products" />;
}
