import { ComingSoon } from '../coming-soon';

export default function AccountOrderHistoryRoute() {
  return <ComingSoon title="Order History" />;
}
