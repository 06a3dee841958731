import { ComingSoon } from '../coming-soon';

export default function CartRoute() {
  return <ComingSoon title="Cart" />;
}
